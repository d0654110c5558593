/** Bulk loading: ids kept as given, sequences moved past them, and 5,000 cars in seconds. */
import { expect, it } from "vitest";
import { type DemoData, deleteDealerData, insertDemoData } from "@/data/demo-data";
import { findCarBySlug, listIndexableCars } from "@/data/repositories/cars";
import { listLocations } from "@/data/repositories/locations";
import { listModels } from "@/data/repositories/models";
import { cars, dealerships, locations, models, promotions, reviews, sites } from "@/data/schema";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { car, dealership, emptyData, location, model, promotion, review, siteA } from "./fixtures";

const small = (): DemoData => ({
  dealerships: [dealership(7, "alpha-toyota")],
  locations: [location(70, 7, "alpha-yard")],
  cars: [car(700, 7, { location_id: 70 }), car(701, 7)],
  models: [
    model(77, 7, "rav4", {
      model_variants: [
        {
          id: 771,
          full_name: "RAV4 GX",
          series: null,
          name: "GX",
          features: [],
          image: null,
          dap_min_price: null,
          dap_max_price: null,
        },
      ],
    }),
  ],
  reviews: [review(7, 7, { location_id: 70 })],
  promotions: [promotion(7, 7)],
});

const site = { ...siteA, dealershipIds: [7] };

await describeEachBackend("insertDemoData", (backend) => {
  const t = useTestDatabase(backend);

  it("inserts a small data set with its ids", async () => {
    await insertDemoData(t.db, small());
    const found = await findCarBySlug(t.db, site, "2022-toyota-corolla-700");
    expect(found?.id).toBe(700);
    expect(found?.location?.slug).toBe("alpha-yard");
    expect((await listLocations(t.db, site)).map((l) => l.id)).toEqual([70]);
    expect((await listModels(t.db, site))[0]?.model_variants.map((v) => v.id)).toEqual([771]);
  });

  it("moves the sequences past the inserted ids", async () => {
    const [d] = await t.db.insert(dealerships).values({ slug: "next", name: "Next" }).returning();
    expect(d?.id).toBe(8);
    const [l] = await t.db
      .insert(locations)
      .values({ dealershipId: 7, name: "L", slug: "l", lat: 0, long: 0 })
      .returning();
    expect(l?.id).toBe(71);
    const [c] = await t.db
      .insert(cars)
      .values({
        dealershipId: 7,
        slug: "s",
        name: "n",
        stocknum: "new-1",
        year: 2024,
        make: "Kia",
        model: "EV6",
        status: "in_stock",
        carType: "new",
      })
      .returning();
    expect(c?.id).toBe(702);
  });

  it("rolls back entirely when one row is bad", async () => {
    const before = await listIndexableCars(t.db);
    await expect(
      insertDemoData(t.db, {
        ...emptyData(),
        cars: [car(900, 7), car(901, 99)], // dealership 99 does not exist
      }),
    ).rejects.toThrow();
    expect((await listIndexableCars(t.db)).length).toBe(before.length);
  });

  it("empties the dealer tables and restarts ids, leaving sites alone", async () => {
    await t.db.insert(sites).values({ slug: "alpha", name: "Alpha" });
    await deleteDealerData(t.db);
    expect((await t.db.select().from(sites)).map((s) => s.slug)).toEqual(["alpha"]);
    for (const table of [dealerships, locations, cars, models, reviews, promotions]) {
      expect(await t.db.$count(table)).toBe(0);
    }
    const [fresh] = await t.db.insert(dealerships).values({ slug: "x", name: "X" }).returning();
    expect(fresh?.id).toBe(1);
    await insertDemoData(t.db, small());
    expect((await listIndexableCars(t.db)).map((c) => c.id)).toEqual([700, 701]);
  });

  it("inserts 5,000 cars in a few seconds", async () => {
    await deleteDealerData(t.db);
    const dealers = Array.from({ length: 10 }, (_, i) => dealership(i + 1, `dealer-${i + 1}`));
    const yards = dealers.map((d) => location(d.id * 10, d.id, `yard-${d.id}`));
    const many = Array.from({ length: 5_000 }, (_, i) =>
      car(i + 1, (i % 10) + 1, {
        location_id: ((i % 10) + 1) * 10,
        filtered_features: ["Bluetooth", "Apple CarPlay", "Cruise Control"],
      }),
    );
    const started = performance.now();
    await insertDemoData(t.db, {
      ...emptyData(),
      dealerships: dealers,
      locations: yards,
      cars: many,
    });
    const insertMs = performance.now() - started;
    const readStarted = performance.now();
    const read = await listIndexableCars(t.db);
    const readMs = performance.now() - readStarted;
    console.log(
      `[demo-data] ${backend.name}: 5,000 cars inserted in ${insertMs.toFixed(0)} ms, read back in ${readMs.toFixed(0)} ms`,
    );
    expect(read).toHaveLength(5_000);
    expect(read[4_999]?.dealership_slug).toBe("dealer-10");
    expect(insertMs).toBeLessThan(30_000);
  });
});
