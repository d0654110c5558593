import { describe, expect, it } from "vitest";
import { visibleAutoGauge } from "./auto-gauge";
import { estimateAutoGauge } from "./auto-gauge-estimate";

describe("estimateAutoGauge (built-in model)", () => {
  it("places the price in a ±8 % band around matching averages", () => {
    // centre 30,000 → band 27,600..32,400; price 28,800 sits (32,400-28,800)/4,800 = 0.75 of the way.
    const result = estimateAutoGauge(28_800, {
      state_average_market_price: 30_000,
      average_market_price: 30_000,
    });
    expect(result).toEqual({
      fill: 0.75,
      listing_price: 28_800,
      market_range_min: 27_600,
      market_range_max: 32_400,
      confidence: 0.7,
      description: null,
    });
  });

  it("widens the band and lowers confidence when the averages disagree", () => {
    // state 30,000, national 31,500 (5 % apart): confidence 0.7 - 5 × 0.05 = 0.45;
    // band 27,600..(31,500 + 2,400) = 33,900.
    const result = estimateAutoGauge(30_000, {
      state_average_market_price: 30_000,
      average_market_price: 31_500,
    });
    expect(result?.market_range_min).toBe(27_600);
    expect(result?.market_range_max).toBe(33_900);
    expect(result?.confidence).toBe(0.45);
    // (33,900 - 30,000) / 6,300 = 0.619...
    expect(result?.fill).toBe(0.62);
  });

  it("falls back to the national average with a lower confidence", () => {
    const result = estimateAutoGauge(20_000, {
      state_average_market_price: null,
      average_market_price: 20_000,
    });
    expect(result?.market_range_min).toBe(18_400);
    expect(result?.market_range_max).toBe(21_600);
    expect(result?.fill).toBe(0.5);
    expect(result?.confidence).toBe(0.35);
  });

  it("clamps the fill for prices outside the band, which the hide rule then drops", () => {
    const dear = estimateAutoGauge(40_000, {
      state_average_market_price: 30_000,
      average_market_price: 30_000,
    });
    expect(dear?.fill).toBe(0);
    expect(visibleAutoGauge(dear)).toBeNull();
    const cheap = estimateAutoGauge(10_000, {
      state_average_market_price: 30_000,
      average_market_price: 30_000,
    });
    expect(cheap?.fill).toBe(1);
  });

  it("gives no estimate without a price or market data", () => {
    const market = { state_average_market_price: 30_000, average_market_price: 30_000 };
    expect(estimateAutoGauge(0, market)).toBeNull();
    expect(estimateAutoGauge(-5, market)).toBeNull();
    expect(estimateAutoGauge(30_000, null)).toBeNull();
    expect(
      estimateAutoGauge(30_000, { state_average_market_price: null, average_market_price: null }),
    ).toBeNull();
  });

  it("drops to the hidden confidence when the averages disagree by a tenth", () => {
    const result = estimateAutoGauge(30_000, {
      state_average_market_price: 30_000,
      average_market_price: 33_000,
    });
    // 0.7 - 5 × 0.1 = 0.2: at the threshold, so hidden.
    expect(result?.confidence).toBe(0.2);
    expect(visibleAutoGauge(result)).toBeNull();
  });
});
