import { describe, expect, it } from "vitest";
import {
  AUTO_GAUGE,
  type AutoGaugeResult,
  countUpValue,
  dealLabel,
  fillLevel,
  visibleAutoGauge,
} from "./auto-gauge";

const result: AutoGaugeResult = {
  fill: 0.7,
  listing_price: 30_000,
  market_range_min: 29_000,
  market_range_max: 33_000,
  confidence: 0.8,
  description: null,
};

describe("visibleAutoGauge (hide rules)", () => {
  it("shows a complete, confident result", () => {
    expect(visibleAutoGauge(result)).toEqual(result);
  });

  it.each(["fill", "listing_price", "market_range_min", "market_range_max", "confidence"] as const)(
    "hides when %s is missing or null",
    (field) => {
      const { [field]: _dropped, ...rest } = result;
      expect(visibleAutoGauge(rest)).toBeNull();
      expect(visibleAutoGauge({ ...result, [field]: null })).toBeNull();
      expect(visibleAutoGauge({ ...result, [field]: Number.NaN })).toBeNull();
    },
  );

  it("hides at confidence 0.2 or below, shows just above", () => {
    expect(visibleAutoGauge({ ...result, confidence: 0.2 })).toBeNull();
    expect(visibleAutoGauge({ ...result, confidence: 0 })).toBeNull();
    expect(visibleAutoGauge({ ...result, confidence: 0.21 })).not.toBeNull();
  });

  it("hides when the market maximum is below the listing price; equal is shown", () => {
    expect(visibleAutoGauge({ ...result, market_range_max: 29_999 })).toBeNull();
    expect(visibleAutoGauge({ ...result, market_range_max: 30_000 })).not.toBeNull();
  });

  it("keeps a description, treats a blank one as none, and hides null input", () => {
    expect(visibleAutoGauge({ ...result, description: " Priced to sell " })?.description).toBe(
      "Priced to sell",
    );
    expect(visibleAutoGauge({ ...result, description: "  " })?.description).toBeNull();
    expect(visibleAutoGauge(null)).toBeNull();
    expect(visibleAutoGauge(undefined)).toBeNull();
  });
});

describe("fillLevel thresholds", () => {
  it.each([
    [0, "low"],
    [0.29, "low"],
    [0.3, "medium"],
    [0.59, "medium"],
    [0.6, "high"],
    [1, "high"],
  ] as const)("%s is %s", (fill, level) => {
    expect(fillLevel(fill)).toBe(level);
  });
});

describe("dealLabel", () => {
  it("is Good Deal under 0.65 and Great Deal from 0.65", () => {
    expect(dealLabel(0.64, null)).toBe("Good Deal");
    expect(dealLabel(0.65, null)).toBe("Great Deal");
    expect(dealLabel(0.1, null)).toBe("Good Deal");
  });
  it("uses the description when one is given", () => {
    expect(dealLabel(0.9, "Below market")).toBe("Below market");
  });
});

describe("countUpValue", () => {
  it("starts at 0, ends exactly at the target, and never overshoots", () => {
    expect(countUpValue(30_000, 0, AUTO_GAUGE.countUpMs)).toBe(0);
    expect(countUpValue(30_000, 2000, AUTO_GAUGE.countUpMs)).toBe(30_000);
    expect(countUpValue(30_000, 5000, AUTO_GAUGE.countUpMs)).toBe(30_000);
    // Half way through an ease-out cubic: 1 - 0.5^3 = 0.875 of the target.
    expect(countUpValue(0.8, 1250, AUTO_GAUGE.fillCountUpMs)).toBeCloseTo(0.7, 10);
    for (let t = 0; t <= 2000; t += 100) {
      expect(countUpValue(100, t, 2000)).toBeLessThanOrEqual(100);
    }
  });
  it("jumps to the target for a zero or negative duration", () => {
    expect(countUpValue(5, 0, 0)).toBe(5);
    expect(countUpValue(5, -10, -1)).toBe(5);
  });
});
