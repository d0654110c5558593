/**
 * Facet counts of a site's whole visible stock without walking it: every dealership's counts
 * over its available cars are summed at build time, and a query adds its few recently sold cars.
 *
 * This serves the broad queries, where counting is dearest: a facet over a match that covers
 * most of the stock is counted as (visible counts) - (counts of the cars left out).
 */
import { decodePositions, popcount } from "./bitset";
import { TERM_KEYS } from "./facet-table";
import type { ScopeIndex } from "./stock-scope";
import type { TermIndex } from "./term-index";

/** Non-zero counters (global value id -> count) of one dealership's available cars. */
export type DealerCounts = ReadonlyMap<
  number,
  { readonly ids: Int32Array; readonly counts: Int32Array }
>;

/** Each car's dealership as a dense number, and the dealership id of each number (stock-scope.ts). */
export type DealerPositions = {
  readonly byPosition: Uint32Array;
  readonly ids: readonly number[];
};

export function buildDealerCounts(
  terms: TermIndex,
  scope: ScopeIndex,
  dealers: DealerPositions,
): DealerCounts {
  const { byPosition } = dealers;
  const dealerCount = dealers.ids.length;
  // The listed cars grouped by dealership: a counting sort of their positions.
  const starts = new Uint32Array(dealerCount + 1);
  const listed = decodePositions(scope.listed, popcount(scope.listed));
  for (const position of listed) starts[byPosition[position]! + 1]!++;
  for (let d = 0; d < dealerCount; d++) starts[d + 1]! += starts[d]!;
  const next = starts.slice(0, dealerCount);
  const grouped = new Uint32Array(listed.length);
  for (const position of listed) grouped[next[byPosition[position]!]!++] = position;
  // One counter per value of every facet, and the counters a dealership touched: reading back
  // only those keeps the work to its own cars (a scan of every counter per dealership costs
  // dealerships x values, billions of steps at 5,000 dealerships).
  const scratch = new Int32Array(terms.span);
  let touched = new Int32Array(1024);
  const out = new Map<number, { ids: Int32Array; counts: Int32Array }>();
  for (let d = 0; d < dealerCount; d++) {
    const from = starts[d]!;
    const to = starts[d + 1]!;
    if (from === to) continue;
    let nonZero = 0;
    const bump = (at: number) => {
      if (scratch[at]!++ !== 0) return;
      if (nonZero === touched.length) {
        const grown = new Int32Array(touched.length * 2);
        grown.set(touched);
        touched = grown;
      }
      touched[nonZero++] = at;
    };
    // Facet by facet over the dealer's cars: tight loops over one column at a time.
    for (const key of TERM_KEYS) {
      const { base, column, rows } = terms.facets[key];
      if (column) {
        for (let i = from; i < to; i++) bump(base + column[grouped[i]!]!);
      } else if (rows) {
        const { offsets, ids } = rows;
        for (let i = from; i < to; i++) {
          const position = grouped[i]!;
          for (let k = offsets[position]!; k < offsets[position + 1]!; k++) bump(base + ids[k]!);
        }
      }
    }
    const ids = touched.slice(0, nonZero).sort();
    const counts = new Int32Array(nonZero);
    for (let i = 0; i < nonZero; i++) {
      counts[i] = scratch[ids[i]!]!;
      scratch[ids[i]!] = 0;
    }
    out.set(dealers.ids[d]!, { ids, counts });
  }
  return out;
}

/** Estimated nanoseconds to sum the dealerships' counts of a scope (one add per entry). */
export function dealerCountsCost(counts: DealerCounts, dealershipIds: readonly number[]): number {
  let entries = 0;
  for (const id of dealershipIds) entries += counts.get(id)?.ids.length ?? 0;
  return entries * 1.5;
}

/** Adds the counters of the dealerships' available cars into `out`. */
export function addDealerCounts(
  counts: DealerCounts,
  dealershipIds: readonly number[],
  out: Int32Array,
): void {
  for (const dealer of dealershipIds) {
    const entry = counts.get(dealer);
    if (!entry) continue;
    for (let i = 0; i < entry.ids.length; i++) out[entry.ids[i]!]! += entry.counts[i]!;
  }
}
