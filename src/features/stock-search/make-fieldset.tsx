/**
 * The make filter: the popular makes first (the first N by stock, 20 by default),
 * then every other make A to Z behind "All makes".
 */
import type { FacetItem } from "@/domain/search/search-types";
import { FacetOptions, offeredItems } from "./facet-fieldset";

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
  const taken = new Set<string>();
  return (
    <fieldset className="border-t border-black/10 py-4">
      <legend className="float-left mb-2 w-full font-semibold">Make</legend>
      <div className="clear-left">
        {others.length > 0 ? (
          <p
            id="popular-makes"
            className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink/75"
          >
            Popular makes
          </p>
        ) : null}
        <FacetOptions name="make" items={popular} selected={selected} taken={taken} />
        {others.length > 0 ? (
          <details open={others.some((item) => selected.includes(item.value))} className="mt-1">
            <summary className="cursor-pointer rounded px-1 py-1.5 text-sm font-semibold text-brand">
              All makes ({others.length} more)
            </summary>
            <FacetOptions name="make" items={others} selected={selected} taken={taken} />
          </details>
        ) : null}
      </div>
    </fieldset>
  );
}
