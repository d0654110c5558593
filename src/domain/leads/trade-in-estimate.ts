/**
 * The online trade-in estimate. Cars over 7 years old or over 100,000 km get none
 * (limits per site in forms.tradeIn). For the rest, the built-in estimator prices the car from
 * comparable cars the dealer group itself lists (same make and model, within two years): their
 * median asking price, adjusted for age and kilometres, less the dealer's reconditioning and
 * margin, given as a range. Too few comparables give no estimate rather than a guess; a
 * valuation service can replace this function behind the same result type.
 */

export type TradeInLimits = { maxAgeYears: number; maxKm: number };
export type TradeInCar = { year: number; km: number };
export type Comparable = { year: number; km: number; price: number };
export type Estimate = { low: number; high: number };

export const ESTIMATE_RULES = {
  /** Fewer comparable listings than this give no estimate. */
  minComparables: 3,
  /** Retail value lost per year of age difference. */
  perYear: 0.08,
  /** Dollars per km of odometer difference. */
  perKm: 0.08,
  /** Trade value as a share of retail (reconditioning, holding cost, margin). */
  tradeShare: 0.8,
  /** Half-width of the range given. */
  spread: 0.05,
  roundTo: 250,
} as const;

/** Whether the car may get an online estimate at all (the site's age and km limits). */
export function onlineEstimateAllowed(car: TradeInCar, limits: TradeInLimits, now: Date): boolean {
  const age = now.getUTCFullYear() - car.year;
  return age <= limits.maxAgeYears && car.km <= limits.maxKm;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (value: number) =>
  Math.round(value / ESTIMATE_RULES.roundTo) * ESTIMATE_RULES.roundTo;

export function estimateTradeIn(
  car: TradeInCar,
  comparables: readonly Comparable[],
): Estimate | null {
  const priced = comparables.filter((c) => c.price > 0 && Math.abs(c.year - car.year) <= 2);
  if (priced.length < ESTIMATE_RULES.minComparables) return null;
  const adjusted = priced.map((c) => {
    const ageFactor = (1 - ESTIMATE_RULES.perYear) ** (c.year - car.year);
    return c.price * ageFactor - (car.km - c.km) * ESTIMATE_RULES.perKm;
  });
  const trade = median(adjusted) * ESTIMATE_RULES.tradeShare;
  if (trade <= 0) return null;
  const low = round(trade * (1 - ESTIMATE_RULES.spread));
  const high = round(trade * (1 + ESTIMATE_RULES.spread));
  return low > 0 ? { low, high } : null;
}
