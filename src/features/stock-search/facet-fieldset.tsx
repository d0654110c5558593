/**
 * One refinement list of the filter form: a checkbox per value with its count.
 * Long lists show their first values and keep the rest behind "Show all", which opens by itself
 * when a hidden value is ticked. Ids are stable per key and value, so the browser island can put
 * focus back on the box that was ticked after the results update.
 */
import type { FacetItem } from "@/domain/search/search-types";
import { slugify } from "@/domain/search/slugify";

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

/** A stable id for a facet value's checkbox; distinct values never share one. */
export function facetInputId(key: string, value: string, taken?: Set<string>): string {
  const base = `f-${key}-${slugify(value) || "x"}`;
  if (!taken) return base;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

export function FacetOptions({
  name,
  items,
  selected,
  taken,
}: {
  name: string;
  items: readonly FacetItem[];
  selected: readonly string[];
  taken: Set<string>;
}) {
  return (
    // Styles for every option are set once here (a list can hold hundreds of options).
    <ul className="space-y-0.5 [&_input]:size-4 [&_input]:accent-brand [&_label]:flex [&_label]:min-h-9 [&_label]:cursor-pointer [&_label]:items-center [&_label]:gap-2.5 [&_label]:rounded [&_label]:px-1 [&_label:hover]:bg-surface [&_small]:text-sm [&_small]:tabular-nums [&_small]:text-ink/75 [&_span]:flex-1">
      {items.map((item) => {
        const id = facetInputId(name, item.value, taken);
        return (
          <li key={item.value}>
            <label htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                name={name}
                value={item.value}
                defaultChecked={selected.includes(item.value)}
              />
              <span>{item.label}</span>
              <small>{item.count.toLocaleString("en-AU")}</small>
            </label>
          </li>
        );
      })}
    </ul>
  );
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
  const taken = new Set<string>();
  const offered = offeredItems(items, selected);
  const first = offered.slice(0, preview);
  const rest = offered.slice(preview);
  return (
    <fieldset className="border-t border-black/10 py-4">
      <legend className="float-left mb-2 w-full font-semibold">{legend}</legend>
      <div className="clear-left">
        <FacetOptions name={name} items={first} selected={selected} taken={taken} />
        {rest.length > 0 ? (
          <details open={rest.some((item) => selected.includes(item.value))} className="mt-1">
            <summary className="cursor-pointer rounded px-1 py-1.5 text-sm font-semibold text-brand">
              {offered.length < items.length
                ? `Show ${offered.length} of ${items.length}`
                : `Show all ${items.length}`}{" "}
              <span className="sr-only">{legend.toLowerCase()} options</span>
            </summary>
            <FacetOptions name={name} items={rest} selected={selected} taken={taken} />
          </details>
        ) : null}
      </div>
    </fieldset>
  );
}
