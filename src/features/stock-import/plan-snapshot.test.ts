import { describe, expect, it } from "vitest";
import { type ExistingStockCar, type IncomingStockCar, planSnapshot } from "./plan-snapshot";

const NOW = new Date("2025-03-01T09:00:00Z");
const LAST_WEEK = new Date("2025-02-22T09:00:00Z");

const existing = (
  id: number,
  stocknum: string,
  over: Partial<ExistingStockCar> = {},
): ExistingStockCar => ({
  id,
  dealershipId: 1,
  stocknum,
  feedHash: `h-${stocknum}`,
  status: "in_stock",
  soldDate: null,
  ...over,
});
const incoming = (stocknum: string, over: Partial<IncomingStockCar> = {}): IncomingStockCar => ({
  dealershipId: 1,
  stocknum,
  hash: `h-${stocknum}`,
  status: "in_stock",
  ...over,
});

describe("planSnapshot", () => {
  it("worked example: one of each outcome", () => {
    // Lot holds A (unchanged), B (price changed), C (gone), D (sold last week, gone).
    // Feed: A, B', E (new).
    const plan = planSnapshot(
      [
        existing(1, "A"),
        existing(2, "B"),
        existing(3, "C"),
        existing(4, "D", { status: "sold", soldDate: LAST_WEEK }),
      ],
      [incoming("A"), incoming("B", { hash: "h-B2" }), incoming("E")],
      NOW,
    );
    expect(plan).toEqual({
      add: [{ car: incoming("E"), soldDate: null }],
      update: [{ id: 2, car: incoming("B", { hash: "h-B2" }), soldDate: null }],
      sell: [{ id: 3, soldDate: NOW }],
      unchanged: [1],
    });
  });

  it("changes nothing when the same snapshot comes again", () => {
    const lot = [existing(1, "A"), existing(2, "B", { status: "sold", soldDate: LAST_WEEK })];
    const plan = planSnapshot(lot, [incoming("A")], NOW);
    expect(plan).toEqual({ add: [], update: [], sell: [], unchanged: [1] });
  });

  it("matches on dealership and stock number together", () => {
    const plan = planSnapshot([existing(1, "A")], [incoming("A", { dealershipId: 2 })], NOW);
    expect(plan.add).toHaveLength(1);
    expect(plan.sell).toEqual([{ id: 1, soldDate: NOW }]);
  });

  it("gives a car the feed marks sold today's date, and keeps the date of one sold before", () => {
    const sold = { status: "sold" as const };
    const plan = planSnapshot(
      [existing(1, "A"), existing(2, "B", { status: "sold", soldDate: LAST_WEEK, feedHash: "x" })],
      [
        incoming("A", { ...sold, hash: "h2" }),
        incoming("B", { ...sold, hash: "h3" }),
        incoming("N", sold),
      ],
      NOW,
    );
    expect(plan.update).toEqual([
      { id: 1, car: incoming("A", { ...sold, hash: "h2" }), soldDate: NOW },
      { id: 2, car: incoming("B", { ...sold, hash: "h3" }), soldDate: LAST_WEEK },
    ]);
    expect(plan.add).toEqual([{ car: incoming("N", sold), soldDate: NOW }]);
  });

  it("brings back a car sold for being absent, even when its row is unchanged", () => {
    const plan = planSnapshot(
      [existing(1, "A", { status: "sold", soldDate: LAST_WEEK })],
      [incoming("A")],
      NOW,
    );
    expect(plan.update).toEqual([{ id: 1, car: incoming("A"), soldDate: null }]);
  });

  it("neither sells nor touches a car whose row was rejected (keep)", () => {
    const plan = planSnapshot([existing(1, "A"), existing(2, "B")], [incoming("A")], NOW, {
      keep: new Set(["1\u0000B"]),
    });
    expect(plan).toEqual({ add: [], update: [], sell: [], unchanged: [1] });
  });

  it("sells every car of the site for an empty snapshot, and adds every car to an empty lot", () => {
    expect(planSnapshot([existing(1, "A")], [], NOW).sell).toEqual([{ id: 1, soldDate: NOW }]);
    expect(planSnapshot([], [incoming("A"), incoming("B")], NOW).add).toHaveLength(2);
    expect(planSnapshot([], [], NOW)).toEqual({ add: [], update: [], sell: [], unchanged: [] });
  });

  it("updates a car imported before hashes existed (feed_hash null)", () => {
    const plan = planSnapshot([existing(1, "A", { feedHash: null })], [incoming("A")], NOW);
    expect(plan.update).toHaveLength(1);
  });
});
