/**
 * A site's series order (search.seriesOrder, e.g. duo, city, sport) applied to a list of the
 * filter panel: values named in the order come first, in that order, matched case-insensitively;
 * every other value keeps its place (most cars first).
 */
import type { FacetItem } from "@/domain/search/search-types";

export function orderBySeries(
  items: readonly FacetItem[],
  order: readonly string[],
): readonly FacetItem[] {
  if (order.length === 0) return items;
  const rank = new Map<string, number>();
  order.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (!rank.has(key)) rank.set(key, i);
  });
  const at = (item: FacetItem) => rank.get(item.value.trim().toLowerCase());
  const listed = items
    .filter((item) => at(item) !== undefined)
    .sort((a, b) => (at(a) ?? 0) - (at(b) ?? 0));
  return listed.length === 0
    ? items
    : [...listed, ...items.filter((item) => at(item) === undefined)];
}
