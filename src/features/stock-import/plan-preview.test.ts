import { describe, expect, it } from "vitest";
import type { StockKey } from "@/data/stock/stock-writes";
import { planPreview, stockVersion } from "./plan-preview";
import { planSnapshot } from "./plan-snapshot";
import type { ValidFeedRow } from "./validate-feed";

const NOW = new Date("2026-11-26T04:00:00Z");
const directory = {
  dealerships: new Map([
    ["north-toyota", 1],
    ["south-mazda", 2],
  ]),
};

const key = (id: number, dealershipId: number, stocknum: string, over: Partial<StockKey> = {}) => ({
  id,
  dealershipId,
  stocknum,
  feedHash: `h-${stocknum}`,
  status: "in_stock" as const,
  soldDate: null,
  ...over,
});

function row(dealership: string, stocknum: string, hash: string, badge: string | null = null) {
  const dealershipId = directory.dealerships.get(dealership)!;
  return {
    row: 1,
    dealershipId,
    locationId: null,
    stocknum,
    status: "in_stock",
    hash,
    car: { dealership, stocknum, year: 2023, make: "Toyota", model: "HiLux", badge },
  } as unknown as ValidFeedRow;
}

describe("planPreview", () => {
  it("worked example: names what a feed would add, change and sell, by dealership then stock number", () => {
    // North holds A (unchanged), B (changed in the feed), C (gone); South holds Z (gone).
    const existing = [
      key(1, 1, "A"),
      key(2, 1, "B"),
      key(3, 1, "C"),
      key(4, 2, "Z"),
      key(5, 2, "OLD", { status: "sold", soldDate: new Date("2026-11-01T00:00:00Z") }),
    ];
    const feed = [
      row("north-toyota", "A", "h-A"),
      row("north-toyota", "B", "h-B2", "SR5"),
      row("south-mazda", "N2", "h-N2"),
      row("north-toyota", "N1", "h-N1"),
    ];
    const plan = planSnapshot(existing, feed, NOW);
    const preview = planPreview(plan, existing, directory, "v1");
    expect(preview).toEqual({
      stockVersion: "v1",
      added: [
        { dealership: "north-toyota", stocknum: "N1", title: "2023 Toyota HiLux" },
        { dealership: "south-mazda", stocknum: "N2", title: "2023 Toyota HiLux" },
      ],
      changed: [{ dealership: "north-toyota", stocknum: "B", title: "2023 Toyota HiLux SR5" }],
      sold: [
        { dealership: "north-toyota", stocknum: "C", title: null },
        { dealership: "south-mazda", stocknum: "Z", title: null },
      ],
    });
  });

  it("an empty feed over an empty lot previews nothing", () => {
    expect(planPreview(planSnapshot([], [], NOW), [], directory, "v0")).toEqual({
      stockVersion: "v0",
      added: [],
      changed: [],
      sold: [],
    });
  });
});

describe("stockVersion", () => {
  const lot = [key(1, 1, "A"), key(2, 1, "B")];

  it("does not depend on the order the cars were read in", () => {
    expect(stockVersion([...lot].reverse())).toBe(stockVersion(lot));
  });

  it("moves with a changed feed hash, a sale, a sold date or a new car", () => {
    const base = stockVersion(lot);
    expect(stockVersion([key(1, 1, "A", { feedHash: "other" }), lot[1]!])).not.toBe(base);
    expect(stockVersion([key(1, 1, "A", { status: "sold", soldDate: NOW }), lot[1]!])).not.toBe(
      base,
    );
    expect(stockVersion([...lot, key(3, 1, "C")])).not.toBe(base);
    expect(stockVersion([])).not.toBe(base);
  });
});
