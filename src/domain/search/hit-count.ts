/**
 * The result count a shopper reads: a count above 1999 is replaced by the stock
 * count (nothing narrows the search) or by the summed counts of a facet every car has exactly one
 * value of (car_type). Hosted engines cap their totals near 2,000; the in-process engine counts
 * exactly, so for it this rule is a guard that changes nothing, and it keeps the page honest if
 * an estimated count ever arrives (an external index, a cached payload).
 */
import type { FacetItem } from "./search-types";

export const HIT_COUNT_CAP = 1999;

export type HitCountInput = {
  /** The count the engine reported. */
  readonly count: number;
  /** Every car the search scope shows, when no query or refinement narrows it. */
  readonly stockCount?: number | null;
  /** Items of a single-valued facet (car_type), counted over the current match. */
  readonly facet?: readonly FacetItem[] | null;
  /** Values of that facet the shopper selected; only they count toward the sum. */
  readonly selected?: readonly string[];
};

export function displayedHitCount(input: HitCountInput): number {
  const { count } = input;
  if (!Number.isFinite(count) || count < 0) return 0;
  if (count <= HIT_COUNT_CAP) return count;
  if (input.stockCount != null && input.stockCount > 0) return input.stockCount;
  const selected = input.selected ?? [];
  const items = (input.facet ?? []).filter(
    (item) => selected.length === 0 || selected.includes(item.value),
  );
  const summed = items.reduce((sum, item) => sum + item.count, 0);
  return summed > 0 ? summed : count;
}
