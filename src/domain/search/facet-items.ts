/**
 * Turns one facet's counts into the list the filter panel shows. A value is listed when some
 * matched car has it, or when the shopper selected it (so a refinement that now matches nothing
 * still shows, checked, with 0, and can be unticked). Order comes from the facet table.
 */

import { type FacetOrder, facetValueLabel, type TermKey, termRefinement } from "./facet-table";
import type { FacetItem } from "./search-types";

const byValue = (a: FacetItem, b: FacetItem) =>
  a.value < b.value ? -1 : a.value > b.value ? 1 : 0;

function comparator(order: FacetOrder): (a: FacetItem, b: FacetItem) => number {
  if (order === "count") return (a, b) => b.count - a.count || byValue(a, b);
  if (order === "numeric") {
    const numeric = (item: FacetItem) => {
      const n = Number(item.value);
      return Number.isNaN(n) ? Number.POSITIVE_INFINITY : n;
    };
    return (a, b) => numeric(a) - numeric(b) || byValue(a, b);
  }
  const place = (item: FacetItem) => {
    const at = order.fixed.indexOf(item.value);
    return at === -1 ? order.fixed.length : at;
  };
  return (a, b) => place(a) - place(b) || byValue(a, b);
}

/** `counted` maps value -> count (values with 0 may be absent); `selected` are the key's refinements. */
export function facetItems(
  key: TermKey,
  counted: Iterable<readonly [string, number]>,
  selected: readonly string[],
): FacetItem[] {
  const counts = new Map<string, number>();
  for (const [value, count] of counted) if (count > 0) counts.set(value, count);
  for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
  const items = [...counts].map(([value, count]) => ({
    label: facetValueLabel(key, value),
    value,
    count,
  }));
  return items.sort(comparator(termRefinement(key).order));
}

/**
 * Each value's place in the facet's order when counts are equal: the whole order for fixed and
 * numeric facets, the tie-break of "count" facets. The index keeps these per facet.
 */
export function staticRanks(key: TermKey, values: readonly string[]): Int32Array {
  const compare = comparator(termRefinement(key).order);
  const items = values.map((value) => ({ label: "", value, count: 0 }));
  const ids = values.map((_, id) => id).sort((a, b) => compare(items[a]!, items[b]!));
  const ranks = new Int32Array(values.length);
  ids.forEach((id, place) => {
    ranks[id] = place;
  });
  return ranks;
}

export type RankedFacet = {
  readonly key: TermKey;
  readonly values: readonly string[];
  readonly labels: readonly string[];
  readonly ranks: Int32Array;
  readonly lookup: ReadonlyMap<string, number>;
  /** This facet's counters are counts[base + id]. */
  readonly base: number;
};

/**
 * facetItems for the index's counters: the same list, sorted on precomputed integer ranks. A
 * selected value with no car falls back to facetItems, which knows how to list it.
 */
export function rankedFacetItems(
  facet: RankedFacet,
  counts: Int32Array,
  selected: readonly string[],
): FacetItem[] {
  const { base, ranks } = facet;
  const ids: number[] = [];
  for (let id = 0; id < facet.values.length; id++) if (counts[base + id]! > 0) ids.push(id);
  const listed = selected.every((value) => {
    const id = facet.lookup.get(value);
    return id !== undefined && counts[base + id]! > 0;
  });
  if (!listed) {
    const counted = ids.map((id) => [facet.values[id]!, counts[base + id]!] as const);
    return facetItems(facet.key, counted, selected);
  }
  if (termRefinement(facet.key).order === "count") {
    ids.sort((a, b) => counts[base + b]! - counts[base + a]! || ranks[a]! - ranks[b]!);
  } else {
    ids.sort((a, b) => ranks[a]! - ranks[b]!);
  }
  return ids.map((id) => ({
    label: facet.labels[id]!,
    value: facet.values[id]!,
    count: counts[base + id]!,
  }));
}
