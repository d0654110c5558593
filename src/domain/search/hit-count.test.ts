import { describe, expect, it } from "vitest";
import { displayedHitCount } from "./hit-count";

const types = [
  { label: "New", value: "new", count: 1500 },
  { label: "Demo", value: "demo", count: 120 },
  { label: "Used", value: "used", count: 900 },
];

describe("displayedHitCount", () => {
  it("shows counts up to 1999 as they are", () => {
    expect(displayedHitCount({ count: 0 })).toBe(0);
    expect(displayedHitCount({ count: 21 })).toBe(21);
    expect(displayedHitCount({ count: 1999, stockCount: 5000 })).toBe(1999);
  });

  it("replaces a count above 1999 by the stock count when there is one", () => {
    expect(displayedHitCount({ count: 2000, stockCount: 2520, facet: types })).toBe(2520);
  });

  it("otherwise by the summed facet counts of the selected values", () => {
    expect(displayedHitCount({ count: 2000, facet: types })).toBe(2520);
    expect(displayedHitCount({ count: 2000, facet: types, selected: ["new", "used"] })).toBe(2400);
  });

  it("keeps the count when nothing better is known", () => {
    expect(displayedHitCount({ count: 2400 })).toBe(2400);
    expect(displayedHitCount({ count: 2400, stockCount: 0, facet: [] })).toBe(2400);
    expect(displayedHitCount({ count: 2400, stockCount: null, facet: null })).toBe(2400);
  });

  it("never shows a negative count", () => {
    expect(displayedHitCount({ count: -3 })).toBe(0);
    expect(displayedHitCount({ count: Number.NaN })).toBe(0);
  });
});
