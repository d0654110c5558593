/**
 * The market indicator: shown when the price is at least 500 below the
 * state average market price (the national average when there is no state value) and also
 * below the state average. With no state value the second condition has nothing to compare
 * against, so the national comparison alone decides.
 */
import type { AutograbData } from "@/domain/car/car";

export const MARKET_INDICATOR_THRESHOLD = 500;

export function showsMarketIndicator(price: number, market: AutograbData | null): boolean {
  if (!market || !(price > 0)) return false;
  const state = market.state_average_market_price;
  const reference = state ?? market.average_market_price;
  if (reference == null) return false;
  const farBelow = reference - price >= MARKET_INDICATOR_THRESHOLD;
  return farBelow && (state == null || price < state);
}

/** How much under the reference average the price sits, for the indicator's text. */
export function belowMarketBy(price: number, market: AutograbData | null): number | null {
  if (!showsMarketIndicator(price, market) || !market) return null;
  const reference = market.state_average_market_price ?? market.average_market_price;
  return reference == null ? null : reference - price;
}
