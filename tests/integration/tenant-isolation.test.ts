/** A site reads only its own dealerships' rows: another site's car or location is not found. */
import { beforeAll, expect, it } from "vitest";
import { insertDemoData } from "@/data/demo-data";
import { findCarById, findCarBySlug, listLatestCars } from "@/data/repositories/cars";
import { listDealerships } from "@/data/repositories/dealerships";
import { findLocationById, findLocationBySlug, listLocations } from "@/data/repositories/locations";
import { findModelBySlug, listModels } from "@/data/repositories/models";
import { listPromotions } from "@/data/repositories/promotions";
import { listReviews } from "@/data/repositories/reviews";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { car, dealership, location, model, NOW, promotion, review, siteA, siteB } from "./fixtures";

await describeEachBackend("tenant isolation", (backend) => {
  const t = useTestDatabase(backend);

  beforeAll(async () => {
    await insertDemoData(t.db, {
      dealerships: [dealership(1, "alpha-toyota"), dealership(2, "bravo-mazda")],
      locations: [location(11, 1, "alpha-yard"), location(21, 2, "bravo-yard")],
      // The same slug at two dealerships: each site must get its own car.
      cars: [
        car(1, 1, { slug: "2022-toyota-corolla", location_id: 11 }),
        car(2, 2, { slug: "2022-toyota-corolla", location_id: 21, price: 1 }),
        car(3, 2, { slug: "bravo-only" }),
      ],
      models: [model(31, 1, "rav4"), model(41, 2, "cx-5")],
      reviews: [review(1, 1), review(2, 2)],
      promotions: [promotion(1, 1), promotion(2, 2)],
    });
  });

  it("site A cannot read site B's car by slug or by id", async () => {
    expect(await findCarBySlug(t.db, siteA, "bravo-only")).toBeNull();
    expect(await findCarById(t.db, siteA, 3)).toBeNull();
    expect(await findCarById(t.db, siteA, 2, { includeHidden: true })).toBeNull();
    expect((await findCarBySlug(t.db, siteB, "bravo-only"))?.id).toBe(3);
  });

  it("a slug shared by two dealerships resolves to each site's own car", async () => {
    expect((await findCarBySlug(t.db, siteA, "2022-toyota-corolla"))?.id).toBe(1);
    expect((await findCarBySlug(t.db, siteB, "2022-toyota-corolla"))?.id).toBe(2);
  });

  it("site A cannot read site B's locations", async () => {
    expect((await listLocations(t.db, siteA)).map((l) => l.id)).toEqual([11]);
    expect(await findLocationBySlug(t.db, siteA, "bravo-yard")).toBeNull();
    expect(await findLocationById(t.db, siteA, 21, { includeHidden: true })).toBeNull();
  });

  it("lists hold only the site's own dealerships, cars, models, reviews and offers", async () => {
    expect((await listDealerships(t.db, siteA)).map((d) => d.id)).toEqual([1]);
    expect((await listLatestCars(t.db, siteA, { limit: 10, now: NOW })).map((c) => c.id)).toEqual([
      1,
    ]);
    expect((await listModels(t.db, siteA)).map((m) => m.id)).toEqual([31]);
    expect(await findModelBySlug(t.db, siteA, "cx-5")).toBeNull();
    expect((await listReviews(t.db, siteA)).map((r) => r.id)).toEqual([1]);
    expect((await listPromotions(t.db, siteA, NOW)).map((p) => p.id)).toEqual([1]);
  });

  it("a site with no dealerships sees nothing", async () => {
    const none = { slug: "none", dealershipIds: [], soldDays: 3 };
    expect(await findCarById(t.db, none, 1)).toBeNull();
    expect(await listLocations(t.db, none)).toEqual([]);
    expect(await listDealerships(t.db, none)).toEqual([]);
  });
});
