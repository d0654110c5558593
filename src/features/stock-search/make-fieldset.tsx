/**
 * The make filter: the popular makes first (the first N by stock, 20 by default),
 * then every other make A to Z behind "All makes".
 */
import type { FacetItem } from "@/domain/search/search-types";
import { FacetOptions, offeredItems } from "./facet-fieldset";
import { MoreOptions, RefinementFieldset } from "./refinement-fieldset";

export function MakeFieldset({
  items,
  selected,
  popularCount,
}: {
  items: readonly FacetItem[];
  selected: readonly string[];
  popularCount: number;
}) {
  if (items.length === 0) return null;
  const offered = offeredItems(items, selected);
  const popular = offered.slice(0, popularCount);
  const others = offered
    .slice(popularCount)
    .sort((a, b) => a.label.localeCompare(b.label, "en-AU"));
  return (
    <RefinementFieldset legend="Make">
      {others.length > 0 ? (
        <p
          id="popular-makes"
          className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink/75"
        >
          Popular makes
        </p>
      ) : null}
      <FacetOptions name="make" items={popular} selected={selected} />
      {others.length > 0 ? (
        <MoreOptions
          open={others.some((item) => selected.includes(item.value))}
          summary={`All makes (${others.length} more)`}
        >
          <FacetOptions name="make" items={others} selected={selected} />
        </MoreOptions>
      ) : null}
    </RefinementFieldset>
  );
}
