/**
 * One refinement list of the filter form: a checkbox per value with its count (spec 1 §2, §3).
 * Long lists show their first values and keep the rest behind "Show all", which opens by itself
 * when a hidden value is ticked. Ids are stable per key and value, so the browser island can put
 * focus back on the box that was ticked after the results update.
 */
import type { FacetItem } from "@/domain/search/search-types";
import { slugify } from "@/domain/search/slugify";

export const FACET_PREVIEW = 8;

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
    <ul className="space-y-0.5">
      {items.map((item) => {
        const id = facetInputId(name, item.value, taken);
        return (
          <li key={item.value}>
            <label
              htmlFor={id}
              className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded px-1 hover:bg-surface"
            >
              <input
                id={id}
                type="checkbox"
                name={name}
                value={item.value}
                defaultChecked={selected.includes(item.value)}
                className="size-4 accent-brand"
              />
              <span className="flex-1">{item.label}</span>
              <span className="text-sm tabular-nums text-ink/75">
                {item.count.toLocaleString("en-AU")}
              </span>
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
  const first = items.slice(0, preview);
  const rest = items.slice(preview);
  return (
    <fieldset className="border-t border-black/10 py-4">
      <legend className="float-left mb-2 w-full font-semibold">{legend}</legend>
      <div className="clear-left">
        <FacetOptions name={name} items={first} selected={selected} taken={taken} />
        {rest.length > 0 ? (
          <details open={rest.some((item) => selected.includes(item.value))} className="mt-1">
            <summary className="cursor-pointer rounded px-1 py-1.5 text-sm font-semibold text-brand">
              Show all {items.length}{" "}
              <span className="sr-only">{legend.toLowerCase()} options</span>
            </summary>
            <FacetOptions name={name} items={rest} selected={selected} taken={taken} />
          </details>
        ) : null}
      </div>
    </fieldset>
  );
}
