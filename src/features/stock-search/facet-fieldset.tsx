/**
 * One refinement list of the filter form: a checkbox per value with its count.
 * Long lists show their first values and keep the rest behind "Show all", which opens by itself
 * when a hidden value is ticked. The browser island puts focus back on the box that was ticked
 * (by its name and value) after the results update.
 */
import type { FacetItem } from "@/domain/search/search-types";
import { FacetOptionList, type FacetOptionRow } from "./facet-option-list";
import { MoreOptions, RefinementFieldset } from "./refinement-fieldset";

export const FACET_PREVIEW = 8;
/**
 * A list offers at most this many values (the most common, plus any ticked): a group of 200
 * dealerships would otherwise send 200 checkboxes with every page. Rarer values stay reachable
 * by typing them in the search box or by their own search path.
 */
export const FACET_MAX = 50;

/** The values a list offers: the first FACET_MAX, and every ticked one. */
export function offeredItems(
  items: readonly FacetItem[],
  selected: readonly string[],
): FacetItem[] {
  return items.filter((item, i) => i < FACET_MAX || selected.includes(item.value));
}

/** The list's checkboxes, as compact rows for the browser component that draws them. */
export function FacetOptions({
  name,
  items,
  selected,
}: {
  name: string;
  items: readonly FacetItem[];
  selected: readonly string[];
}) {
  const rows = items.map(
    (item): FacetOptionRow => [
      item.value,
      item.label === item.value ? null : item.label,
      item.count,
      selected.includes(item.value) ? 1 : 0,
    ],
  );
  return <FacetOptionList name={name} rows={rows} />;
}

export function FacetFieldset({
  name,
  legend,
  items,
  selected,
  preview = FACET_PREVIEW,
}: {
  name: string;
  legend: string;
  items: readonly FacetItem[];
  selected: readonly string[];
  preview?: number;
}) {
  if (items.length === 0) return null;
  const offered = offeredItems(items, selected);
  const first = offered.slice(0, preview);
  const rest = offered.slice(preview);
  return (
    <RefinementFieldset legend={legend}>
      <FacetOptions name={name} items={first} selected={selected} />
      {rest.length > 0 ? (
        <MoreOptions
          open={rest.some((item) => selected.includes(item.value))}
          summary={
            <>
              {offered.length < items.length
                ? `Show ${offered.length} of ${items.length} `
                : `Show all ${items.length} `}
              <span className="sr-only">{`${legend.toLowerCase()} options`}</span>
            </>
          }
        >
          <FacetOptions name={name} items={rest} selected={selected} />
        </MoreOptions>
      ) : null}
    </RefinementFieldset>
  );
}
