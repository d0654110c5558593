/**
 * Counting facet values over a set of matched cars, the dearest part of a query. Three tools,
 * chosen per call by estimated cost (term-index.ts COST_NS):
 * - intersect: |match AND value set| for each value; cheap for facets with few values;
 * - scan: walk the matched cars and bump each one's value counters; cheap for small matches
 *   and for facets with hundreds of values;
 * - complement: when the match covers most of the site's stock, count the cars it leaves out
 *   and subtract from the precomputed counts of the whole stock (scope-counts.ts);
 * - derive: a facet that is a function of another counted facet (model of make_model) is summed
 *   from that facet's counts (facet-dependencies.ts).
 * Tests force each tool in turn and compare against a brute-force reference.
 */
import {
  andNotInto,
  type Bitset,
  bitsetFromPositions,
  countInSet,
  decodePositions,
  popcountAndMany,
} from "./bitset";
import { derivationPlan } from "./facet-dependencies";
import { TERM_KEYS, type TermKey } from "./facet-table";
import { addDealerCounts, type DealerCounts, dealerCountsCost } from "./scope-counts";
import type { ScopeMatch } from "./stock-scope";
import type { TermFacetIndex } from "./term-facet";
import { COST_NS, type TermIndex } from "./term-index";

export type CountStrategy = {
  readonly method: "auto" | "scan" | "intersect";
  readonly complement: "auto" | "always" | "never";
  /** Sum a facet's counts from a facet it is a function of (facet-dependencies.ts). */
  readonly derive: boolean;
};

export const AUTO_COUNTING: CountStrategy = { method: "auto", complement: "auto", derive: true };

/** What counting needs of the index and the query's scope. */
export type CountContext = {
  readonly terms: TermIndex;
  readonly dealerCounts: DealerCounts;
  readonly scope: ScopeMatch;
  readonly strategy: CountStrategy;
};

function countByIntersecting(facet: TermFacetIndex, set: Bitset, out: Int32Array) {
  const denseIds: number[] = [];
  const dense: Bitset[] = [];
  facet.sets.forEach((members, id) => {
    if (members.bits) {
      denseIds.push(id);
      dense.push(members.bits);
    } else out[facet.base + id]! += countInSet(set, members);
  });
  popcountAndMany(set, dense).forEach((n, i) => {
    out[facet.base + denseIds[i]!]! += n;
  });
}

function countByScanning(facet: TermFacetIndex, positions: Int32Array, out: Int32Array) {
  const base = facet.base;
  if (facet.column) {
    const column = facet.column;
    for (let i = 0; i < positions.length; i++) out[base + column[positions[i]!]!]!++;
    return;
  }
  const { offsets, ids } = facet.rows!;
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    for (let k = offsets[position]!; k < offsets[position + 1]!; k++) out[base + ids[k]!]!++;
  }
}

// One buffer for the decoded positions of a set, reused by every query: searches run one at a
// time on the event loop and a decoded set never outlives the call that decoded it.
let positionsBuffer = new Int32Array(0);
function scratchPositions(count: number): Int32Array {
  if (positionsBuffer.length < count)
    positionsBuffer = new Int32Array(Math.max(count, positionsBuffer.length * 2));
  return positionsBuffer;
}

/** Counts `keys` over `set` into `local` (zeroed), each by its cheaper method. */
function countDirect(
  context: CountContext,
  set: Bitset,
  count: number,
  keys: readonly TermKey[],
  local: Int32Array,
) {
  let positions: Int32Array | null = null;
  const { method } = context.strategy;
  for (const key of keys) {
    const facet = context.terms.facets[key];
    const scanCost =
      count * (COST_NS.scanValue * facet.valuesPerCar + (positions ? 0 : COST_NS.decode));
    const intersect =
      method === "intersect" || (method === "auto" && facet.intersectCostNs < scanCost);
    if (intersect) {
      countByIntersecting(facet, set, local);
      continue;
    }
    positions ??= decodePositions(set, count, scratchPositions(count));
    countByScanning(facet, positions, local);
  }
}

function planFor(context: CountContext, keys: readonly TermKey[]) {
  return context.strategy.derive
    ? derivationPlan(context.terms.dependencies, keys)
    : { direct: [...keys], derived: [] };
}

/** Estimated nanoseconds to count `keys` over a set of `count` cars, each by its cheaper method. */
function countCostNs(context: CountContext, keys: readonly TermKey[], count: number): number {
  let total = 0;
  let decodes = false;
  for (const key of planFor(context, keys).direct) {
    const facet = context.terms.facets[key];
    const scan = count * COST_NS.scanValue * facet.valuesPerCar;
    if (scan < facet.intersectCostNs) decodes = true;
    total += Math.min(scan, facet.intersectCostNs);
  }
  return total + (decodes ? count * COST_NS.decode : 0);
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
  const { facets, span } = context.terms;
  const plan = planFor(context, keys);
  const local = new Int32Array(span);
  countDirect(context, set, count, plan.direct, local);
  for (const { key, parent } of plan.derived) {
    const from = facets[parent.key];
    const to = facets[key];
    // Cars without a parent value: the set's size minus those with one (single-valued facet).
    let none = count;
    for (let id = 0; id < from.values.length; id++) {
      const n = local[from.base + id]!;
      none -= n;
      local[to.base + parent.map[id]!]! += n;
    }
    local[to.base + parent.map[from.values.length]!]! += none;
  }
  for (const key of keys) {
    const facet = facets[key];
    for (let id = facet.base; id < facet.base + facet.values.length; id++)
      out[id]! += sign * local[id]!;
  }
}

/** Counters of every facet value over the scope's whole visible stock. */
function visibleCounts(context: CountContext): Int32Array {
  const out = new Int32Array(context.terms.span);
  addDealerCounts(context.dealerCounts, context.scope.dealershipIds, out);
  const { recentSold, visible } = context.scope;
  const size = visible.length * 32;
  addCounts(context, bitsetFromPositions(size, recentSold), recentSold.length, TERM_KEYS, out, 1);
  // The dealerships' counts include their listed cars gone stale since the index was built.
  const { stale } = context.scope;
  if (stale.length > 0)
    addCounts(context, bitsetFromPositions(size, stale), stale.length, TERM_KEYS, out, -1);
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
  let useComplement = complement === "always";
  if (complement === "auto") {
    // Whole-stock counts cost a sum over the dealerships plus counting the recently sold cars.
    const setup = context.scope.memo.visibleCounts
      ? 0
      : dealerCountsCost(context.dealerCounts, context.scope.dealershipIds) +
        countCostNs(
          context,
          TERM_KEYS,
          context.scope.recentSold.length + context.scope.stale.length,
        );
    useComplement = countCostNs(context, keys, leftOut) + setup < countCostNs(context, keys, count);
  }
  if (!useComplement) {
    addCounts(context, set, count, keys, out, 1);
    return;
  }
  context.scope.memo.visibleCounts ??= visibleCounts(context);
  const visible = context.scope.memo.visibleCounts;
  for (const key of keys) {
    const facet = context.terms.facets[key];
    const end = facet.base + facet.values.length + 1;
    out.set(visible.subarray(facet.base, end), facet.base);
  }
  const rest = context.scope.visible.slice();
  andNotInto(rest, set);
  addCounts(context, rest, leftOut, keys, out, -1);
}
