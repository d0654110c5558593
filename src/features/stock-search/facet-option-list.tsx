"use client";
/**
 * A refinement list's checkboxes, drawn from compact rows: the page's data carries one short row
 * per value rather than each option's element tree (a list can hold fifty values, a panel
 * hundreds). Each box sits inside its label, so it needs no id; the list's look is one component
 * class (`.facet-list`, globals.css).
 */
import { formatCount } from "@/domain/format/price";

/** [value, label (null: the value), count, ticked] */
export type FacetOptionRow = readonly [string, string | null, number, 0 | 1];

export function FacetOptionList({ name, rows }: { name: string; rows: readonly FacetOptionRow[] }) {
  return (
    <ul className="facet-list">
      {rows.map(([value, label, count, ticked]) => (
        <li key={value}>
          <label>
            <input type="checkbox" name={name} value={value} defaultChecked={ticked === 1} />
            {label ?? value}
            <small>{formatCount(count)}</small>
          </label>
        </li>
      ))}
    </ul>
  );
}
