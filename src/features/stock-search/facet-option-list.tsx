"use client";
/**
 * A refinement list's checkboxes, drawn from compact rows: the page's data carries one short row
 * per value rather than each option's element tree (a list can hold fifty values, a panel
 * hundreds). Styles for every option are set once on the list.
 */
import { facetInputId } from "./facet-ids";

/** [value, label (null: the value), count, ticked, id (null: the value's usual id)] */
export type FacetOptionRow = readonly [string, string | null, number, 0 | 1, string | null];

export function FacetOptionList({ name, rows }: { name: string; rows: readonly FacetOptionRow[] }) {
  return (
    <ul className="space-y-0.5 [&_input]:size-4 [&_input]:accent-brand [&_label]:flex [&_label]:min-h-9 [&_label]:cursor-pointer [&_label]:items-center [&_label]:gap-2.5 [&_label]:rounded [&_label]:px-1 [&_label:hover]:bg-surface [&_small]:text-sm [&_small]:tabular-nums [&_small]:text-ink/75 [&_span]:flex-1">
      {rows.map(([value, label, count, ticked, ownId]) => {
        const id = ownId ?? facetInputId(name, value);
        return (
          <li key={value}>
            <label htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                name={name}
                value={value}
                defaultChecked={ticked === 1}
              />
              <span>{label ?? value}</span>
              <small>{count.toLocaleString("en-AU")}</small>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
