/** The importer's write primitives: upsert by stock number, mark sold, inside one transaction. */
import { expect, it } from "vitest";
import { transaction } from "@/data/db";
import { insertDemoData } from "@/data/demo-data";
import {
  type CarUpsert,
  listFeedHashes,
  markCarsSold,
  markMissingCarsSold,
  upsertCars,
} from "@/data/repositories/car-writes";
import { findCarBySlug, listIndexableCars } from "@/data/repositories/cars";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { car, dealership, emptyData, location, NOW, siteA } from "./fixtures";

/** A feed record of dealership 1, built from the car fixture without its database fields. */
function record(stocknum: string, feedHash: string, o: Partial<CarUpsert> = {}): CarUpsert {
  const {
    id: _id,
    dealership_id: _d,
    views: _v,
    created_at: _c,
    updated_at: _u,
    dealership_slug: _ds,
    dealership_name: _dn,
    location: _l,
    location_name: _ln,
    city: _city,
    state: _state,
    ...rest
  } = car(0, 1);
  return { ...rest, slug: `car-${stocknum}`, stocknum, feed_hash: feedHash, location_id: 11, ...o };
}

const later = new Date(NOW.getTime() + 3_600_000);

await describeEachBackend("car writes", (backend) => {
  const t = useTestDatabase(backend);

  it("inserts new stock numbers, then skips unchanged and updates changed ones", async () => {
    await insertDemoData(t.db, {
      ...emptyData(),
      dealerships: [dealership(1, "alpha-toyota"), dealership(2, "bravo-mazda")],
      locations: [location(11, 1, "alpha-yard")],
      cars: [car(500, 2, { stocknum: "A1" })], // same stock number at another dealership
    });
    expect(await upsertCars(t.db, 1, [record("A1", "h1"), record("A2", "h2")], NOW)).toEqual({
      inserted: 2,
      updated: 0,
      unchanged: 0,
    });

    const first = await findCarBySlug(t.db, siteA, "car-A1");
    expect(first).toMatchObject({
      stocknum: "A1",
      dealership_slug: "alpha-toyota",
      location_name: "Location alpha-yard",
      created_at: NOW,
      updated_at: NOW,
      views: 0,
    });

    expect(
      await upsertCars(
        t.db,
        1,
        [record("A1", "h1"), record("A2", "h2b", { price: 25_000 })],
        later,
      ),
    ).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    expect((await findCarBySlug(t.db, siteA, "car-A1"))?.updated_at).toEqual(NOW);
    const changed = await findCarBySlug(t.db, siteA, "car-A2");
    expect(changed).toMatchObject({ price: 25_000, created_at: NOW, updated_at: later });
    // The other dealership's A1 is untouched.
    expect((await listIndexableCars(t.db)).find((c) => c.id === 500)?.dealership_id).toBe(2);
  });

  it("marks cars sold by stock number, or because they left the feed", async () => {
    expect(await markCarsSold(t.db, 1, ["A1", "nope"], later)).toEqual(["A1"]);
    expect(await markCarsSold(t.db, 1, ["A1"], later)).toEqual([]); // already sold
    expect(await markMissingCarsSold(t.db, 1, ["A1"], later)).toEqual(["A2"]);
    const a2 = await findCarBySlug(t.db, siteA, "car-A2");
    expect(a2).toMatchObject({ status: "sold", sold_date: later });
    // Dealership 2's car is not in dealership 1's feed, and must stay in stock.
    expect((await listIndexableCars(t.db)).find((c) => c.id === 500)?.status).toBe("in_stock");
  });

  it("brings a sold car back when it reappears with the same feed record", async () => {
    const result = await upsertCars(t.db, 1, [record("A1", "h1")], later);
    expect(result).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect(await findCarBySlug(t.db, siteA, "car-A1")).toMatchObject({
      status: "in_stock",
      sold_date: null,
    });
    const hashes = await listFeedHashes(t.db, 1);
    expect([...hashes.entries()].sort()).toEqual([
      ["A1", { id: expect.any(Number), feedHash: "h1", status: "in_stock" }],
      ["A2", { id: expect.any(Number), feedHash: "h2b", status: "sold" }],
    ]);
  });

  it("rolls back every write of a failed transaction", async () => {
    const before = await listIndexableCars(t.db);
    await expect(
      transaction(t.db, async (tx) => {
        await upsertCars(tx, 1, [record("A3", "h3")], later);
        await markMissingCarsSold(tx, 1, [], later);
        throw new Error("feed rejected halfway");
      }),
    ).rejects.toThrow("feed rejected halfway");
    expect(await listIndexableCars(t.db)).toEqual(before);
  });

  it("commits a successful transaction", async () => {
    const result = await transaction(t.db, (tx) => upsertCars(tx, 1, [record("A3", "h3")], later));
    expect(result.inserted).toBe(1);
    expect((await findCarBySlug(t.db, siteA, "car-A3"))?.stocknum).toBe("A3");
  });
});
