import { describe, expect, it } from "vitest";
import { belowMarketBy, showsMarketIndicator } from "./market-indicator";

const market = (state: number | null, national: number | null) => ({
  state_average_market_price: state,
  average_market_price: national,
});

describe("showsMarketIndicator", () => {
  it("shows when the price is at least 500 under the state average", () => {
    expect(showsMarketIndicator(29_500, market(30_000, 35_000))).toBe(true);
    expect(showsMarketIndicator(29_501, market(30_000, 35_000))).toBe(false);
  });

  it("uses the national average only when there is no state value", () => {
    expect(showsMarketIndicator(29_000, market(null, 30_000))).toBe(true);
    expect(showsMarketIndicator(29_800, market(null, 30_000))).toBe(false);
    // A state value wins even when the national one would qualify.
    expect(showsMarketIndicator(29_800, market(30_000, 40_000))).toBe(false);
  });

  it("hides without market data or a price", () => {
    expect(showsMarketIndicator(20_000, null)).toBe(false);
    expect(showsMarketIndicator(20_000, market(null, null))).toBe(false);
    expect(showsMarketIndicator(0, market(30_000, 30_000))).toBe(false);
  });

  it("gives the amount under the average", () => {
    expect(belowMarketBy(28_000, market(30_000, null))).toBe(2_000);
    expect(belowMarketBy(29_900, market(30_000, null))).toBeNull();
  });
});
