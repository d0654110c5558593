/**
 * Counting facet values over a set of matched cars, the dearest part of a query. Three tools,
 * chosen per call by estimated cost (term-index.ts COST_NS):
 * - intersect: |match AND value set| for each value; cheap for facets with few values;
 * - scan: walk the matched cars and bump each one's value counters; cheap for small matches
 *   and for facets with hundreds of values;
 * - complement: when the match covers most of the site's stock, count the cars it leaves out
 *   and subtract from the precomputed counts of the whole stock (scope-counts.ts).
 * Tests force each tool in turn and compare against a brute-force reference.
 */
import { andNotInto, type Bitset, countInSet, decodePositions } from "./bitset";
import { TERM_KEYS, type TermKey } from "./facet-table";
import { addDealerCounts, type DealerCounts, dealerCountsCost } from "./scope-counts";
import type { ScopeMatch } from "./stock-scope";
import { COST_NS, type TermFacetIndex, type TermIndex } from "./term-index";

export type CountStrategy = {
  readonly method: "auto" | "scan" | "intersect";
  readonly complement: "auto" | "always" | "never";
};

export const AUTO_COUNTING: CountStrategy = { method: "auto", complement: "auto" };

/** One query's counting state: the scope, and its whole-stock counts once someone needs them. */
export type CountContext = {
  readonly terms: TermIndex;
  readonly dealerCounts: DealerCounts;
  readonly scope: ScopeMatch;
  readonly strategy: CountStrategy;
  visible: Int32Array | null;
};

function countByIntersecting(facet: TermFacetIndex, set: Bitset, out: Int32Array, sign: number) {
  for (let id = 0; id < facet.sets.length; id++)
    out[facet.base + id]! += sign * countInSet(set, facet.sets[id]!);
}

function countByScanning(
  facet: TermFacetIndex,
  positions: Int32Array,
  out: Int32Array,
  sign: number,
) {
  const base = facet.base;
  if (facet.column) {
    const column = facet.column;
    for (let i = 0; i < positions.length; i++) out[base + column[positions[i]!]!]! += sign;
    return;
  }
  const { offsets, ids } = facet.rows!;
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    for (let k = offsets[position]!; k < offsets[position + 1]!; k++) out[base + ids[k]!]! += sign;
  }
}

/** Adds sign x (counts of `keys` over `set`) into `out`. */
function addCounts(
  context: CountContext,
  set: Bitset,
  count: number,
  keys: readonly TermKey[],
  out: Int32Array,
  sign: number,
): void {
  let positions: Int32Array | null = null;
  const { method } = context.strategy;
  for (const key of keys) {
    const facet = context.terms.facets[key];
    const scanCost =
      count * (COST_NS.scanValue * facet.valuesPerCar + (positions ? 0 : COST_NS.decode));
    const intersect =
      method === "intersect" || (method === "auto" && facet.intersectCostNs < scanCost);
    if (intersect) {
      countByIntersecting(facet, set, out, sign);
      continue;
    }
    positions ??= decodePositions(set, count);
    countByScanning(facet, positions, out, sign);
  }
}

/** Counters of every facet value over the scope's whole visible stock. */
function visibleCounts(context: CountContext): Int32Array {
  const out = new Int32Array(context.terms.span);
  addDealerCounts(context.dealerCounts, context.scope.dealershipIds, out);
  const { recentSold, recentSoldCount } = context.scope;
  addCounts(context, recentSold, recentSoldCount, TERM_KEYS, out, 1);
  return out;
}

/** Writes the counts of `keys` over `set` (a subset of the scope's visible stock) into `out`. */
export function countFacets(
  context: CountContext,
  set: Bitset,
  count: number,
  keys: readonly TermKey[],
  out: Int32Array,
): void {
  if (keys.length === 0) return;
  const { complement } = context.strategy;
  const leftOut = context.scope.count - count;
  const setup = context.visible
    ? 0
    : dealerCountsCost(context.dealerCounts, context.scope.dealershipIds) +
      context.scope.recentSoldCount;
  const useComplement =
    complement === "always" || (complement === "auto" && leftOut + setup < count);
  if (!useComplement) {
    addCounts(context, set, count, keys, out, 1);
    return;
  }
  context.visible ??= visibleCounts(context);
  for (const key of keys) {
    const facet = context.terms.facets[key];
    const end = facet.base + facet.values.length + 1;
    out.set(context.visible.subarray(facet.base, end), facet.base);
  }
  const rest = context.scope.visible.slice();
  andNotInto(rest, set);
  addCounts(context, rest, leftOut, keys, out, -1);
}
