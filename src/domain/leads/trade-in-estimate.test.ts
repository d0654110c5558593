import { describe, expect, it } from "vitest";
import { estimateTradeIn, onlineEstimateAllowed } from "./trade-in-estimate";

const limits = { maxAgeYears: 7, maxKm: 100_000 };
const now = new Date("2026-11-21T00:00:00Z");

describe("onlineEstimateAllowed", () => {
  it.each([
    [{ year: 2019, km: 100_000 }, true],
    [{ year: 2019, km: 100_001 }, false],
    [{ year: 2018, km: 20_000 }, false],
    [{ year: 2026, km: 0 }, true],
  ])("%j -> %s", (car, allowed) => {
    expect(onlineEstimateAllowed(car, limits, now)).toBe(allowed);
  });

  it("follows a site's own limits", () => {
    expect(
      onlineEstimateAllowed({ year: 2016, km: 150_000 }, { maxAgeYears: 10, maxKm: 200_000 }, now),
    ).toBe(true);
  });
});

describe("estimateTradeIn", () => {
  const same = (price: number) => ({ year: 2020, km: 60_000, price });

  it("gives 80 % of the median comparable, ±5 %, in $250 steps", () => {
    // median 25,000 -> trade 20,000 -> 19,000 .. 21,000
    expect(
      estimateTradeIn({ year: 2020, km: 60_000 }, [same(24_000), same(25_000), same(30_000)]),
    ).toEqual({
      low: 19_000,
      high: 21_000,
    });
  });

  it("adjusts for kilometres and age", () => {
    // 10,000 km more: 25,000 - 800 = 24,200 -> 19,360 -> 18,392..20,328 -> 18,500..20,250
    expect(
      estimateTradeIn({ year: 2020, km: 70_000 }, [same(25_000), same(25_000), same(25_000)]),
    ).toEqual({
      low: 18_500,
      high: 20_250,
    });
    // A year newer than the comparables: 25,000 / 0.92 = 27,174 -> 21,739 -> 20,652..22,826
    expect(
      estimateTradeIn({ year: 2021, km: 60_000 }, [same(25_000), same(25_000), same(25_000)]),
    ).toEqual({
      low: 20_750,
      high: 22_750,
    });
  });

  it("gives none from too few or unpriced comparables", () => {
    expect(estimateTradeIn({ year: 2020, km: 60_000 }, [same(25_000), same(25_000)])).toBeNull();
    expect(
      estimateTradeIn({ year: 2020, km: 60_000 }, [same(0), same(0), same(25_000)]),
    ).toBeNull();
    expect(estimateTradeIn({ year: 2020, km: 60_000 }, [])).toBeNull();
    const old = { year: 2015, km: 60_000, price: 25_000 };
    expect(estimateTradeIn({ year: 2020, km: 60_000 }, [old, old, old])).toBeNull();
  });

  it("gives none when the adjustment leaves nothing", () => {
    expect(
      estimateTradeIn({ year: 2020, km: 900_000 }, [same(5_000), same(5_000), same(5_000)]),
    ).toBeNull();
  });
});
