/**
 * Refinements as sets of cars: a terms key matches the cars having any of its values, a range
 * key the cars whose value lies in the interval. Which refinements count as "set" is decided
 * here once, for the index and for anyone reading a request (an empty list or a range with
 * neither bound is no refinement at all; a NaN bound is no bound).
 */
import { type Bitset, emptyBitset, orSetInto } from "./bitset";
import { isRangeKey, isTermKey, type RangeKey, REFINEMENT_KEYS, type TermKey } from "./facet-table";
import { type RangeIndex, rangeMatches } from "./range-index";
import type { Exclusion, NumericRange, Refinements } from "./search-types";
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

export function refinementMatches(sources: FilterSources, refinement: ActiveRefinement): Bitset {
  if (refinement.kind === "range") {
    return rangeMatches(sources.ranges[refinement.key], sources.size, refinement.range);
  }
  const facet = sources.terms.facets[refinement.key];
  const bits = emptyBitset(sources.size);
  for (const value of refinement.values) {
    const id = facet.lookup.get(value);
    if (id !== undefined) orSetInto(bits, facet.sets[id]!);
  }
  return bits;
}

/** Cars matching every entry of the exclusion; null for an empty exclusion, which excludes nothing. */
export function exclusionMatches(sources: FilterSources, exclusion: Exclusion): Bitset | null {
  let bits: Bitset | null = null;
  for (const key of Object.keys(exclusion)) {
    const value = isTermKey(key) ? exclusion[key] : undefined;
    if (!isTermKey(key) || value === undefined) continue;
    const one = refinementMatches(sources, { key, kind: "terms", values: [value] });
    if (bits === null) bits = one;
    else for (let i = 0; i < bits.length; i++) bits[i]! &= one[i]!;
  }
  return bits;
}
