import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuelCost, parseNumberInput } from "./fuel";

describe("parseNumberInput", () => {
  it.each([
    ["$1.70", 1.7],
    ["1,250 kms", 1250],
    ["1,000km", 1000],
    ["250 KMS", 250],
    ["$1,250.50", 1250.5],
    [" 42 ", 42],
    ["-3", -3],
    [7.5, 7.5],
  ] as const)("%s → %s", (input, expected) => {
    expect(parseNumberInput(input)).toBe(expected);
  });

  it.each([[""], ["  "], ["$"], ["abc"], ["1.2.3"], [undefined], [null], [Number.NaN]])(
    "%s → null",
    (input) => {
      expect(parseNumberInput(input)).toBeNull();
    },
  );

  it("reads back any formatted whole number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        expect(parseNumberInput(`$${n.toLocaleString("en-AU")} kms`)).toBe(n);
      }),
    );
  });
});

describe("fuelCost", () => {
  it("runs on the defaults: 1.70 a litre, 250 km a week, 10 L/100 km", () => {
    // 250 / 100 × 10 × 1.70 = 42.50 a week; × 52 = 2,210 a year; / 12 = 184.1667 → 184.17 a month
    expect(fuelCost()).toEqual({ weekly: 42.5, monthly: 184.17, yearly: 2210 });
  });

  it("uses the car's consumption", () => {
    // 2.5 × 6 × 1.70 = 25.50; × 52 = 1,326; / 12 = 110.50
    expect(fuelCost({ litresPer100Km: 6 })).toEqual({ weekly: 25.5, monthly: 110.5, yearly: 1326 });
  });

  it("reads typed strings", () => {
    // 1250 / 100 × 7.5 × 2.05 = 12.5 × 7.5 × 2.05 = 93.75 × 2.05 = 192.1875 → 192.19
    // year 192.1875 × 52 = 9,993.75; month 9993.75 / 12 = 832.8125 → 832.81
    expect(
      fuelCost({ pricePerLitre: "$2.05", kmPerWeek: "1,250 kms", litresPer100Km: 7.5 }),
    ).toEqual({ weekly: 192.19, monthly: 832.81, yearly: 9993.75 });
  });

  it("falls back to 10 L/100 km without a usable consumption figure", () => {
    for (const litresPer100Km of [undefined, null, 0, -4]) {
      expect(fuelCost({ litresPer100Km }).weekly).toBe(42.5);
    }
  });

  it("counts a cleared, unreadable or negative typed input as 0", () => {
    const zero = { weekly: 0, monthly: 0, yearly: 0 };
    expect(fuelCost({ pricePerLitre: "" })).toEqual(zero);
    expect(fuelCost({ kmPerWeek: "lots" })).toEqual(zero);
    expect(fuelCost({ kmPerWeek: -100 })).toEqual(zero);
    expect(fuelCost({ pricePerLitre: "0" })).toEqual(zero);
  });

  it("keeps a year at 52 weeks and 12 months", () => {
    const input = fc.record({
      pricePerLitre: fc.integer({ min: 0, max: 400 }).map((c) => c / 100),
      kmPerWeek: fc.integer({ min: 0, max: 5000 }),
      litresPer100Km: fc.integer({ min: 1, max: 300 }).map((d) => d / 10),
    });
    fc.assert(
      fc.property(input, (i) => {
        const cost = fuelCost(i);
        // Each figure is within half a cent, so the error grows to 52 or 12 half cents.
        expect(Math.abs(cost.weekly * 52 - cost.yearly)).toBeLessThanOrEqual(0.26 + 1e-9);
        expect(Math.abs(cost.monthly * 12 - cost.yearly)).toBeLessThanOrEqual(0.06 + 1e-9);
      }),
    );
  });
});
