/**
 * The bucket facets price_range and weekly_price_range: a car falls in the one
 * bucket whose [from, to) holds its price. The value is URL-friendly ("10000-20000",
 * "100000-plus"); the label is what the filter panel prints. Cars without a price (0 or null)
 * fall in no bucket, as "Enquire for price" is not a price band.
 */
import { formatPrice } from "@/domain/format/price";

export type PriceBucket = {
  readonly value: string;
  readonly label: string;
  readonly from: number;
  readonly to: number;
};

function buckets(edges: readonly number[]): readonly PriceBucket[] {
  return edges.map((from, i) => {
    const to = edges[i + 1] ?? Number.POSITIVE_INFINITY;
    if (to === Number.POSITIVE_INFINITY) {
      return { value: `${from}-plus`, label: `${formatPrice(from)}+`, from, to };
    }
    const label =
      from === 0 ? `Under ${formatPrice(to)}` : `${formatPrice(from)} - ${formatPrice(to)}`;
    return { value: `${from}-${to}`, label, from, to };
  });
}

/** Drive-away price bands, matching the price filter's quick-pick amounts (5k .. 70k). */
export const PRICE_BUCKETS = buckets([
  0, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000, 100_000,
]);

/** Weekly repayment bands. */
export const WEEKLY_PRICE_BUCKETS = buckets([0, 100, 150, 200, 250, 300, 400, 500]);

/** The bucket value for an amount, or null when there is no positive amount. */
export function bucketOf(
  table: readonly PriceBucket[],
  amount: number | null | undefined,
): string | null {
  if (amount === null || amount === undefined || !(amount > 0)) return null;
  for (const bucket of table) {
    if (amount >= bucket.from && amount < bucket.to) return bucket.value;
  }
  return null;
}

export function bucketLabel(table: readonly PriceBucket[], value: string): string {
  return table.find((bucket) => bucket.value === value)?.label ?? value;
}
