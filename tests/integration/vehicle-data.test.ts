/** The vehicle page's reads and writes on both backends: reveals, views, sitemap, similar cars. */
import { beforeAll, expect, it } from "vitest";
import { countAnalyticsEvents } from "@/data/analytics/events";
import { insertDemoData } from "@/data/demo-data";
import { syncSites } from "@/data/repositories/sites";
import { findCarsByIds } from "@/data/vehicle/cars-by-ids";
import { countPhoneReveals, recordCarView, recordPhoneReveal } from "@/data/vehicle/engagement";
import { listSitemapCars } from "@/data/vehicle/sitemap-cars";
import { insertViewEvents } from "@/data/vehicle/view-events";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { car, daysBefore, dealership, emptyData, location, siteA, siteB } from "./fixtures";

await describeEachBackend("vehicle data", (backend) => {
  const t = useTestDatabase(backend);

  beforeAll(async () => {
    await insertDemoData(t.db, {
      ...emptyData(),
      dealerships: [dealership(1, "alpha-toyota"), dealership(2, "bravo-mazda", { make: "Mazda" })],
      locations: [location(11, 1, "alpha-parramatta", { primary: true })],
      cars: [
        car(1, 1, { price: 40_000, model: "Hilux", custom_rank: 1 }),
        car(2, 1, { price: 45_000, make: "Ford", model: "Ranger", custom_rank: 9 }),
        car(3, 1, { price: 31_000, model: "Hilux", custom_rank: 2 }),
        car(4, 1, { price: 29_000, model: "Hilux" }),
        car(5, 1, { price: 41_000, model: "Hilux", status: "sold", sold_date: daysBefore(1) }),
        car(6, 1, { price: 42_000, model: "Hilux", show_on_dealer_website: false }),
        car(7, 2, { price: 40_000, model: "Hilux" }),
        car(8, 1, { price: 39_000, status: "coming_soon", updated_at: daysBefore(0.5) }),
      ],
    });
    await syncSites(t.db, [
      { slug: siteA.slug, name: "Alpha", dealershipSlugs: ["alpha-toyota"] },
      { slug: siteB.slug, name: "Bravo", dealershipSlugs: ["bravo-mazda"] },
    ]);
  });

  it("records a phone reveal only for a car of the site and its own dealership", async () => {
    expect(
      await recordPhoneReveal(t.db, siteA, { carId: 1, dealershipId: 1, websiteId: "alpha" }),
    ).toBe(true);
    expect(
      await recordPhoneReveal(t.db, siteB, { carId: 1, dealershipId: 1, websiteId: "bravo" }),
    ).toBe(false);
    expect(
      await recordPhoneReveal(t.db, siteA, { carId: 1, dealershipId: 2, websiteId: "alpha" }),
    ).toBe(false);
    expect(
      await recordPhoneReveal(t.db, siteA, { carId: 999, dealershipId: 1, websiteId: null }),
    ).toBe(false);
    expect(await countPhoneReveals(t.db, 1)).toBe(1);
  });

  it("counts views per day on top of the feed's count", async () => {
    // The fixture car arrives with 3 views from its feed.
    expect(await recordCarView(t.db, 2, "2025-06-10")).toBe(4);
    expect(await recordCarView(t.db, 2, "2025-06-10")).toBe(5);
    expect(await recordCarView(t.db, 2, "2025-06-11")).toBe(6);
  });

  it("lists the site's available, shown cars for the sitemap, newest first", async () => {
    const slugs = (await listSitemapCars(t.db, siteA)).map((c) => c.slug);
    expect(slugs[0]).toBe("2022-toyota-corolla-8");
    expect(new Set(slugs)).toEqual(
      new Set([1, 2, 3, 4, 8].map((id) => `2022-toyota-corolla-${id}`)),
    );
  });

  it("reads cars by id in the given order, only the site's shown ones", async () => {
    const found = await findCarsByIds(t.db, siteA, [3, 7, 6, 1, 999, -1]);
    // 7 is another site's car, 6 is hidden, 999 does not exist.
    expect(found.map((c) => c.id)).toEqual([3, 1]);
    expect(await findCarsByIds(t.db, siteA, [])).toEqual([]);
  });
  it("writes queued used-car views (event 4) in one insert, per site", async () => {
    const at = new Date();
    await insertViewEvents(t.db, [
      { siteSlug: siteA.slug, carId: 1, at },
      { siteSlug: siteA.slug, carId: 2, at },
      { siteSlug: siteB.slug, carId: 7, at },
      { siteSlug: "no-such-site", carId: 7, at },
    ]);
    expect(await countAnalyticsEvents(t.db, siteA, 4)).toBe(2);
    expect(await countAnalyticsEvents(t.db, siteB, 4)).toBe(1);
    await insertViewEvents(t.db, []);
  });
});
