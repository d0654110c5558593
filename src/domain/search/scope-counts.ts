/**
 * Facet counts of a site's whole visible stock without walking it: every dealership's counts
 * over its available cars are summed once (on the first query that needs them) and kept, and a
 * query adds its few recently sold cars.
 *
 * This serves the broad queries, where counting is dearest: a facet over a match that covers
 * most of the stock is counted as (visible counts) - (counts of the cars left out).
 */
import { decodePositions, popcount } from "./bitset";
import { TERM_KEYS } from "./facet-table";
import type { ScopeIndex } from "./stock-scope";
import type { TermIndex } from "./term-index";

/** Non-zero counters (global value id -> count) of one dealership's available cars. */
export type DealerCount = { readonly ids: Int32Array; readonly counts: Int32Array };

/**
 * Each dealership's counters, summed on the first query that asks for them and kept with the
 * index (a memo: at a million cars, summing all 5,000 dealerships at build time cost seconds
 * that most dealerships' queries never use).
 */
export type DealerCounts = {
  get(dealershipId: number): DealerCount | undefined;
  /** The counters `get` returns, or before they are summed their most: cars x facets. */
  entries(dealershipId: number): number;
};

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
  const dense = new Map(dealers.ids.map((id, d) => [id, d]));
  const known = new Map<number, DealerCount | undefined>();
  let scratch: Int32Array | null = null;
  return {
    get(dealershipId) {
      if (known.has(dealershipId)) return known.get(dealershipId);
      const d = dense.get(dealershipId);
      let count: DealerCount | undefined;
      if (d !== undefined && starts[d] !== starts[d + 1]) {
        scratch ??= new Int32Array(terms.span);
        count = countsOfCars(terms, grouped, starts[d]!, starts[d + 1]!, scratch);
      }
      known.set(dealershipId, count);
      return count;
    },
    entries(dealershipId) {
      if (known.has(dealershipId)) return known.get(dealershipId)?.ids.length ?? 0;
      const d = dense.get(dealershipId);
      return d === undefined ? 0 : (starts[d + 1]! - starts[d]!) * TERM_KEYS.length;
    },
  };
}

/**
 * The counters of the cars grouped[from, to) (one dealership's listed cars). One counter per
 * value of every facet, and the counters the dealership touched: reading back only those keeps
 * the work to its own cars, not every facet value. `scratch` is all zero before and after.
 */
function countsOfCars(
  terms: TermIndex,
  grouped: Uint32Array,
  from: number,
  to: number,
  scratch: Int32Array,
): DealerCount {
  let touched = new Int32Array(1024);
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
  return { ids, counts };
}

/** Estimated nanoseconds to sum the dealerships' counts of a scope (one add per entry). */
export function dealerCountsCost(counts: DealerCounts, dealershipIds: readonly number[]): number {
  let entries = 0;
  for (const id of dealershipIds) entries += counts.entries(id);
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
