/**
 * The fuel calculator on the vehicle page: what a car costs to run a week,
 * a month and a year. The inputs are what the shopper typed ('$1.85', '1,250 kms'), so they
 * are parsed here, once, the same way for every site.
 */

export const FUEL_DEFAULTS = {
  /** Dollars per litre. */
  pricePerLitre: 1.7,
  kmPerWeek: 250,
  /** Used when the car has no combined consumption figure. */
  litresPer100Km: 10,
} as const;

const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;

/**
 * '$1,250.50' → 1250.5, '250 kms' → 250, '1,000km' → 1000; a finite number passes through.
 * Null when there is no number to read ('', 'abc', '1.2.3').
 */
export function parseNumberInput(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const stripped = value.replace(/\$|,|kms?|\s/gi, "");
  if (stripped === "") return null;
  const parsed = Number(stripped);
  return Number.isFinite(parsed) ? parsed : null;
}

export type FuelInput = {
  /** Typed price per litre; omitted means the default 1.70. */
  pricePerLitre?: string | number | null;
  /** Typed distance per week; omitted means the default 250 km. */
  kmPerWeek?: string | number | null;
  /** The car's combined consumption (fuelconsumptioncombined). */
  litresPer100Km?: number | null;
};

export type FuelCost = { weekly: number; monthly: number; yearly: number };

/**
 * cost = distance / 100 × consumption × price, in dollars and cents.
 * An omitted input takes its default; a typed input that is empty, unreadable or negative
 * counts as 0, so clearing a field shows $0 rather than quietly restoring the default.
 * Consumption is car data, not typed: missing or non-positive falls back to 10 L/100 km.
 */
export function fuelCost(input: FuelInput = {}): FuelCost {
  const price = typed(input.pricePerLitre, FUEL_DEFAULTS.pricePerLitre);
  const km = typed(input.kmPerWeek, FUEL_DEFAULTS.kmPerWeek);
  const consumption =
    input.litresPer100Km != null && input.litresPer100Km > 0
      ? input.litresPer100Km
      : FUEL_DEFAULTS.litresPer100Km;
  const weekly = (km / 100) * consumption * price;
  const yearly = weekly * WEEKS_PER_YEAR;
  return {
    weekly: roundCents(weekly),
    monthly: roundCents(yearly / MONTHS_PER_YEAR),
    yearly: roundCents(yearly),
  };
}

function typed(value: string | number | null | undefined, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  const parsed = parseNumberInput(value);
  return parsed !== null && parsed > 0 ? parsed : 0;
}

/** Twelve significant digits first: 2.05 × 93.75 is 192.18749999999997 in binary, not .1875. */
function roundCents(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12))) / 100;
}
