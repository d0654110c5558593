/** countStockByType counts only the cars the stock filter lets through (shown on the website, and available or sold within the site's sold days), per site and car type. */
import { expect, it } from "vitest";
import { insertDemoData } from "@/data/demo-data";
import { countStockByType } from "@/data/repositories/stock-counts";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { car, daysBefore, dealership, emptyData, groupSite, NOW, siteA, siteB } from "./fixtures";

await describeEachBackend("countStockByType", (backend) => {
  const t = useTestDatabase(backend);

  it("counts in-stock, coming-soon and recently sold cars that the website shows", async () => {
    await insertDemoData(t.db, {
      ...emptyData(),
      dealerships: [dealership(1, "alpha-toyota"), dealership(2, "bravo-mazda")],
      cars: [
        car(1, 1, { car_type: "new", status: "in_stock" }),
        car(2, 1, { car_type: "new", status: "coming_soon" }),
        car(3, 1, { car_type: "used", status: "sold", sold_date: daysBefore(2) }), // counts (3 days)
        car(4, 1, { car_type: "used", status: "sold", sold_date: daysBefore(4) }), // too old
        car(5, 1, { car_type: "used", status: "sold", sold_date: null }), // sold, date unknown
        car(6, 1, { car_type: "demo", status: "in_stock", show_on_dealer_website: false }), // hidden
        car(7, 1, { car_type: "demo", status: "in_stock" }),
        car(8, 1, {
          car_type: "demo",
          status: "sold",
          sold_date: daysBefore(1),
          show_on_dealer_website: false,
        }), // hidden
        car(9, 2, { car_type: "used", status: "in_stock" }), // another site's
        car(10, 2, { car_type: "used", status: "sold", sold_date: daysBefore(2.5) }),
      ],
    });

    expect(await countStockByType(t.db, siteA, NOW)).toEqual({ new: 2, used: 1, demo: 1 });
    expect(await countStockByType(t.db, siteB, NOW)).toEqual({ new: 0, used: 2, demo: 0 });
    expect(await countStockByType(t.db, groupSite, NOW)).toEqual({ new: 2, used: 3, demo: 1 });
  });

  it("keeps sold cars for the site's soldDays (include_sold_cars_days)", async () => {
    expect(await countStockByType(t.db, { ...siteA, soldDays: 5 }, NOW)).toEqual({
      new: 2,
      used: 2,
      demo: 1,
    });
    expect(await countStockByType(t.db, { ...siteA, soldDays: 0 }, NOW)).toEqual({
      new: 2,
      used: 0,
      demo: 1,
    });
  });

  it("counts nothing for a site without dealerships", async () => {
    expect(
      await countStockByType(t.db, { slug: "empty", dealershipIds: [], soldDays: 3 }, NOW),
    ).toEqual({ new: 0, used: 0, demo: 0 });
  });
});
