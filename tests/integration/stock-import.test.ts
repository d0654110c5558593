/**
 * The stock import end to end on both databases: a full-snapshot feed adds, updates and sells
 * cars of the site's dealerships only, a re-import changes nothing, a malformed file changes
 * nothing, bad rows are skipped and reported. The route's key check is in
 * stock-import-route.test.ts.
 */
import { asc, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { insertDemoData } from "@/data/demo-data";
import { countStockByType } from "@/data/repositories/stock-counts";
import { cars } from "@/data/schema";
import { onStockChanged } from "@/data/stock-events";
import { importStockFeed } from "@/features/stock-import/import-stock";
import type { FeedFormat } from "@/features/stock-import/types";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { car, dealership, emptyData, location, NOW, siteA } from "./fixtures";

const DAY = 86_400_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

/** Site "alpha" shows dealership 1 only; dealership 2 belongs to site "bravo". */
const ALPHA = { slug: "alpha", dealerships: ["alpha-toyota"] };
const HEADER = "stocknum,dealership,year,make,model,badge,price,car_type,status,location,images";
const ROW = {
  H1: "H1,alpha-toyota,2023,Toyota,HiLux,SR5,52990,used,in_stock,north-yard,/media/h1.jpg|/media/h1b.jpg",
  C2: "C2,alpha-toyota,2022,Toyota,Corolla,Ascent Sport,29990,used,in_stock,,",
  R3: "R3,alpha-toyota,2024,Toyota,RAV4,GXL,48990,new,coming_soon,,",
};
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n");

await describeEachBackend("stock import", (backend) => {
  const t = useTestDatabase(backend);
  const run = (text: string, now: Date, format: FeedFormat = "csv") =>
    importStockFeed(t.db, { site: ALPHA, text, format, now, source: "api" });
  const alphaCars = () =>
    t.db
      .select()
      .from(cars)
      .where(inArray(cars.dealershipId, [1]))
      .orderBy(asc(cars.stocknum));
  const allCars = () => t.db.select().from(cars).orderBy(asc(cars.id));
  /** Rows as an import leaves them apart from the confirmation time every listed car gets. */
  const unconfirmed = <T extends { feedConfirmedAt: Date }>(rows: T[]) =>
    rows.map(({ feedConfirmedAt: _confirmed, ...rest }) => rest);

  beforeAll(async () => {
    await insertDemoData(t.db, {
      ...emptyData(),
      dealerships: [dealership(1, "alpha-toyota"), dealership(2, "bravo-mazda")],
      locations: [location(10, 1, "north-yard"), location(20, 2, "bravo-yard")],
      // One car of another site's dealership, with the same stock number as a feed row.
      cars: [car(1, 2, { stocknum: "H1", slug: "bravo-h1" })],
    });
  });

  it("adds every car of the first feed, with slugs from year, make, model, badge and id", async () => {
    const heard: string[][] = [];
    const stop = await onStockChanged(t.db, (change) => heard.push(change.siteSlugs));
    const result = await run(csv(ROW.H1, ROW.C2, ROW.R3), NOW);
    await stop();

    expect(result).toEqual({
      ok: true,
      value: { added: 3, updated: 0, sold: 0, unchanged: 0, rejected: [] },
    });
    const rows = await alphaCars();
    expect(rows.map((r) => r.slug)).toEqual([
      `2022-toyota-corolla-ascent-sport-${rows[0]!.id}`,
      `2023-toyota-hilux-sr5-${rows[1]!.id}`,
      `2024-toyota-rav4-gxl-${rows[2]!.id}`,
    ]);
    expect(rows[1]).toMatchObject({
      name: "2023 Toyota HiLux SR5",
      price: 52990,
      locationId: 10,
      photosCount: 2,
      primaryImageUrl: "/media/h1.jpg",
      createdAt: NOW,
      updatedAt: NOW,
      soldDate: null,
    });
    expect(heard).toEqual([["alpha"]]);
  });

  it("changes nothing when the same feed comes again (JSON or CSV alike)", async () => {
    const before = await allCars();
    const again = await run(csv(ROW.R3, ROW.H1, ROW.C2), later(1));
    expect(again).toEqual({
      ok: true,
      value: { added: 0, updated: 0, sold: 0, unchanged: 3, rejected: [] },
    });
    const json = JSON.stringify(
      (await alphaCars()).map((r) => ({
        stocknum: r.stocknum,
        dealership: "alpha-toyota",
        year: r.year,
        make: r.make,
        model: r.model,
        badge: r.badge,
        price: r.price,
        car_type: r.carType,
        status: r.status,
        location: r.locationId === 10 ? "north-yard" : null,
        images: r.images.map((i) => i.url),
      })),
    );
    const viaJson = await run(json, later(1), "json");
    expect(viaJson.ok && viaJson.value).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
    const after = await allCars();
    expect(unconfirmed(after)).toEqual(unconfirmed(before));
    // Every car the feed listed is confirmed at the import's time; the other site's car is not.
    expect(after.map((r) => r.dealershipId === 1 && r.feedConfirmedAt.getTime())).toEqual(
      after.map((r) => r.dealershipId === 1 && later(1).getTime()),
    );
  });

  it("updates only the changed car, keeping its slug and created_at", async () => {
    const [corolla, hilux] = await alphaCars();
    const result = await run(csv(ROW.H1.replace("52990", "49990"), ROW.C2, ROW.R3), later(2));
    expect(result.ok && result.value).toEqual({
      added: 0,
      updated: 1,
      sold: 0,
      unchanged: 2,
      rejected: [],
    });
    const [corollaAfter, hiluxAfter] = await alphaCars();
    expect(hiluxAfter).toMatchObject({
      price: 49990,
      slug: hilux!.slug,
      createdAt: NOW,
      updatedAt: later(2),
    });
    expect(unconfirmed([corollaAfter!])).toEqual(unconfirmed([corolla!]));
    expect(corollaAfter!.feedConfirmedAt).toEqual(later(2));
    expect(hiluxAfter!.feedConfirmedAt).toEqual(later(2));
  });

  it("sells a car missing from the feed today; it stays listed for the site's 3 sold days", async () => {
    const soldAt = later(3);
    const countAt = async (when: Date) =>
      countStockByType(t.db, { ...siteA, dealershipIds: [1] }, when);
    expect(await countAt(soldAt)).toEqual({ new: 1, used: 2, demo: 0 });

    const result = await run(csv(ROW.H1.replace("52990", "49990"), ROW.R3), soldAt);
    expect(result.ok && result.value).toMatchObject({
      added: 0,
      updated: 0,
      sold: 1,
      unchanged: 2,
    });
    const corolla = (await alphaCars()).find((r) => r.stocknum === "C2");
    expect(corolla).toMatchObject({ status: "sold", soldDate: soldAt, updatedAt: soldAt });

    expect(await countAt(later(3 + 2.9))).toEqual({ new: 1, used: 2, demo: 0 });
    expect(await countAt(later(3 + 3.1))).toEqual({ new: 1, used: 1, demo: 0 });

    // Still missing a day later: already sold, so neither counted nor re-dated.
    const again = await run(csv(ROW.H1.replace("52990", "49990"), ROW.R3), later(4));
    expect(again.ok && again.value).toMatchObject({ sold: 0, unchanged: 2 });
    expect((await alphaCars()).find((r) => r.stocknum === "C2")?.soldDate).toEqual(soldAt);
  });

  it("changes nothing for a malformed file, and says why", async () => {
    const before = await allCars();
    const cases: [string, FeedFormat, RegExp][] = [
      [`${HEADER}\n"H1,alpha-toyota,2023`, "csv", /^The CSV file could not be read/],
      ["stocknum,dealership,year\nH1,alpha-toyota,2023", "csv", /lacks the required column/],
      ["", "csv", /The CSV file is empty/],
      ['{"stocknum": "H1"}', "json", /must be an array/],
      ['[{"stocknum": "H1",', "json", /^The JSON file could not be read/],
    ];
    for (const [text, format, message] of cases) {
      const result = await run(text, later(5), format);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error.message).toMatch(message);
    }
    expect(await allCars()).toEqual(before);
  });

  it("skips bad rows with a report, imports the rest, and does not sell the cars they name", async () => {
    const result = await run(
      csv(
        ROW.H1.replace("52990", "price?"), // bad price: H1 must stay as it is
        ROW.R3,
        "N4,alpha-toyota,2025,Toyota,Yaris,,,demo,in_stock,,", // price missing
        "N5,alpha-toyota,1899,Toyota,Yaris,Cross,25990,demo,sideways,,", // two bad fields
        "N6,alpha-toyota,2025,Toyota,Yaris,Cross,25990,demo,in_stock,south-yard,",
        "N7,alpha-toyota,2025,Toyota,Yaris,Cross,25990,demo,in_stock,,/media/n7.jpg",
        "N7,alpha-toyota,2025,Toyota,Yaris,Cross,1,demo,in_stock,,",
        "too,few,values",
      ),
      later(5),
    );
    expect(result.ok && result.value).toEqual({
      added: 1,
      updated: 0,
      sold: 0,
      unchanged: 1,
      rejected: [
        { row: 1, field: "price", message: "must be a number" },
        { row: 3, field: "price", message: "is required" },
        { row: 4, field: "year", message: "must be at least 1900" },
        { row: 4, field: "status", message: "must be one of in_stock, coming_soon, sold" },
        {
          row: 5,
          field: "location",
          message: '"south-yard" is not a location of dealership "alpha-toyota"',
        },
        { row: 7, field: "stocknum", message: '"N7" of "alpha-toyota" is already on row 6' },
        { row: 8, field: "row", message: "has 3 values but the header names 11 columns" },
      ],
    });
    const rows = await alphaCars();
    expect(rows.find((r) => r.stocknum === "H1")).toMatchObject({
      status: "in_stock",
      price: 49990,
    });
    expect(rows.find((r) => r.stocknum === "N7")).toMatchObject({ price: 25990 });
  });

  it("rejects a row for another site's dealership and never touches that dealership's cars", async () => {
    const before = await t.db
      .select()
      .from(cars)
      .where(inArray(cars.dealershipId, [2]));
    const result = await run(
      csv(
        ROW.H1.replace("52990", "49990"),
        ROW.R3,
        ROW.H1.replace("alpha-toyota", "bravo-mazda").replace("52990", "1"),
        "N7,alpha-toyota,2025,Toyota,Yaris,Cross,25990,demo,in_stock,,/media/n7.jpg",
      ),
      later(6),
    );
    expect(result.ok && result.value.rejected).toEqual([
      { row: 3, field: "dealership", message: '"bravo-mazda" is not a dealership of this site' },
    ]);
    expect(result.ok && result.value).toMatchObject({ added: 0, updated: 0, sold: 0 });
    expect(
      await t.db
        .select()
        .from(cars)
        .where(inArray(cars.dealershipId, [2])),
    ).toEqual(before);
  });

  it("brings back a sold car that returns to the feed, with no sold date", async () => {
    const result = await run(
      csv(
        ROW.H1.replace("52990", "49990"),
        ROW.C2,
        ROW.R3,
        "N7,alpha-toyota,2025,Toyota,Yaris,Cross,25990,demo,in_stock,,/media/n7.jpg",
      ),
      later(7),
    );
    expect(result.ok && result.value).toMatchObject({
      added: 0,
      updated: 1,
      sold: 0,
      unchanged: 3,
    });
    expect((await alphaCars()).find((r) => r.stocknum === "C2")).toMatchObject({
      status: "in_stock",
      soldDate: null,
    });
  });

  it("lets two imports of one site run at once without a duplicate car", async () => {
    const feed = csv(ROW.H1.replace("52990", "49990"), ROW.C2, ROW.R3, ROW.C2.replace("C2", "N8"));
    const [a, b] = await Promise.all([run(feed, later(8)), run(feed, later(8))]);
    const reports = [a, b].map((r) => (r.ok ? r.value : null));
    expect(reports.map((r) => r?.added).sort()).toEqual([0, 1]);
    expect((await alphaCars()).filter((r) => r.stocknum === "N8")).toHaveLength(1);
  });
});
