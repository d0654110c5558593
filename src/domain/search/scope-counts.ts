/**
 * Facet counts of a site's whole visible stock without walking it: every dealership's counts
 * over its available cars are summed at build time, and a query adds its few recently sold cars.
 *
 * This serves the broad queries, where counting is dearest: a facet over a match that covers
 * most of the stock is counted as (visible counts) - (counts of the cars left out).
 */
import type { Car } from "@/domain/car/car";
import { hasBit } from "./bitset";
import { TERM_KEYS } from "./facet-table";
import type { ScopeIndex } from "./stock-scope";
import type { TermIndex } from "./term-index";

/** Non-zero counters (global value id -> count) of one dealership's available cars. */
export type DealerCounts = ReadonlyMap<
  number,
  { readonly ids: Int32Array; readonly counts: Int32Array }
>;

export function buildDealerCounts(
  cars: readonly Car[],
  terms: TermIndex,
  scope: ScopeIndex,
): DealerCounts {
  const byDealer = new Map<number, number[]>();
  cars.forEach((car, position) => {
    if (!hasBit(scope.listed, position)) return;
    const list = byDealer.get(car.dealership_id);
    if (list) list.push(position);
    else byDealer.set(car.dealership_id, [position]);
  });
  const scratch = new Int32Array(terms.span);
  const out = new Map<number, { ids: Int32Array; counts: Int32Array }>();
  for (const [dealer, positions] of byDealer) {
    // Facet by facet over the dealer's cars: tight loops over one column at a time.
    for (const key of TERM_KEYS) {
      const { base, column, rows } = terms.facets[key];
      for (const position of positions) {
        if (column) scratch[base + column[position]!]!++;
        else if (rows) {
          for (let k = rows.offsets[position]!; k < rows.offsets[position + 1]!; k++)
            scratch[base + rows.ids[k]!]!++;
        }
      }
    }
    const ids: number[] = [];
    for (let id = 0; id < scratch.length; id++) if (scratch[id] !== 0) ids.push(id);
    out.set(dealer, {
      ids: Int32Array.from(ids),
      counts: Int32Array.from(ids, (id) => scratch[id]!),
    });
    for (const id of ids) scratch[id] = 0;
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
