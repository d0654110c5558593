/**
 * Refinements as sets of cars: a terms key matches the cars having any of its values, a range
 * key the cars whose value lies in the interval. Which refinements count as "set" is decided
 * here once, for the index and for anyone reading a request (an empty list or a range with
 * neither bound is no refinement at all; a NaN bound is no bound).
 */
import { type Bitset, emptyBitset, orSetInto } from "./bitset";
import { isRangeKey, isTermKey, type RangeKey, REFINEMENT_KEYS, type TermKey } from "./facet-table";
import { type RangeIndex, rangeCost, rangeMatches } from "./range-index";
import type { Exclusion, NumericRange, Refinements } from "./search-types";
import type { TermFacetIndex } from "./term-facet";
import type { TermIndex } from "./term-index";

export type ActiveRefinement =
  | { readonly key: TermKey; readonly kind: "terms"; readonly values: readonly string[] }
  | { readonly key: RangeKey; readonly kind: "range"; readonly range: NumericRange };

const bound = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? null : value;

/** The refinements that filter, in table order. */
export function activeRefinements(refinements: Refinements | undefined): ActiveRefinement[] {
  if (!refinements) return [];
  const out: ActiveRefinement[] = [];
  for (const key of REFINEMENT_KEYS) {
    const value = refinements[key];
    if (value === undefined) continue;
    if (isRangeKey(key)) {
      const raw = value as NumericRange;
      const range = { min: bound(raw.min), max: bound(raw.max) };
      if (range.min !== null || range.max !== null) out.push({ key, kind: "range", range });
    } else {
      const values = value as readonly string[];
      if (values.length > 0) out.push({ key, kind: "terms", values });
    }
  }
  return out;
}

export type FilterSources = {
  readonly size: number;
  readonly terms: TermIndex;
  readonly ranges: { readonly [K in RangeKey]: RangeIndex };
};

/**
 * The cars a query may still match, at most `count` of them: a refinement's set is only ever
 * intersected with them, so it need not hold any other car.
 */
export type Candidates = { readonly bits: Bitset; readonly count: number };

/**
 * The cars matching the refinement, or (with `within`) those of `within` that match it: when the
 * candidates are fewer than the cars the index's sets would visit (a site's few thousand cars
 * among a million), each candidate's value is read instead, so the work follows the site's
 * stock rather than all stock.
 */
export function refinementMatches(
  sources: FilterSources,
  refinement: ActiveRefinement,
  within?: Candidates,
): Bitset {
  if (refinement.kind === "range") {
    const index = sources.ranges[refinement.key];
    if (within && within.count * SCAN_PER_CAR < rangeCost(index, refinement.range))
      return rangeWithin(index, refinement.range, within.bits);
    return rangeMatches(index, sources.size, refinement.range);
  }
  const facet = sources.terms.facets[refinement.key];
  const ids: number[] = [];
  let cost = 0;
  for (const value of refinement.values) {
    const id = facet.lookup.get(value);
    if (id === undefined) continue;
    ids.push(id);
    const set = facet.sets[id]!;
    cost += set.bits ? set.bits.length : set.count;
  }
  if (within && within.count * SCAN_PER_CAR < cost) return termsWithin(facet, ids, within.bits);
  const bits = emptyBitset(sources.size);
  for (const id of ids) orSetInto(bits, facet.sets[id]!);
  return bits;
}

/** A candidate read costs about this many words of a set (a decode and a value lookup). */
const SCAN_PER_CAR = 3;

/** The candidates of `within` whose value of the facet is one of `ids`. */
function termsWithin(facet: TermFacetIndex, ids: readonly number[], within: Bitset): Bitset {
  const wanted = new Uint8Array(facet.values.length + 1);
  for (const id of ids) wanted[id] = 1;
  const bits = new Uint32Array(within.length);
  const { column, rows } = facet;
  forEachMember(within, (position) => {
    let hit = false;
    if (column) hit = wanted[column[position]!] === 1;
    else if (rows)
      for (let k = rows.offsets[position]!; k < rows.offsets[position + 1]! && !hit; k++)
        hit = wanted[rows.ids[k]!] === 1;
    if (hit) bits[position >>> 5]! |= 1 << (position & 31);
  });
  return bits;
}

/** The candidates of `within` whose value lies in the range (a car without a value never does). */
function rangeWithin(index: RangeIndex, range: NumericRange, within: Bitset): Bitset {
  const min = range.min ?? Number.NEGATIVE_INFINITY;
  const max = range.max ?? Number.POSITIVE_INFINITY;
  const bits = new Uint32Array(within.length);
  const { byPosition } = index;
  forEachMember(within, (position) => {
    const value = byPosition[position]!;
    if (value >= min && value <= max) bits[position >>> 5]! |= 1 << (position & 31);
  });
  return bits;
}

function forEachMember(bits: Bitset, visit: (position: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      visit((i << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}

/** Cars matching every entry of the exclusion; null for an empty exclusion, which excludes nothing. */
export function exclusionMatches(
  sources: FilterSources,
  exclusion: Exclusion,
  within?: Candidates,
): Bitset | null {
  let bits: Bitset | null = null;
  for (const key of Object.keys(exclusion)) {
    const value = isTermKey(key) ? exclusion[key] : undefined;
    if (!isTermKey(key) || value === undefined) continue;
    const one = refinementMatches(sources, { key, kind: "terms", values: [value] }, within);
    if (bits === null) bits = one;
    else for (let i = 0; i < bits.length; i++) bits[i]! &= one[i]!;
  }
  return bits;
}
