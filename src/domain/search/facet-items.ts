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
