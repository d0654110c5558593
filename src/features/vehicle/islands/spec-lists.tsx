"use client";
/**
 * The vehicle page's label-and-value lists (specifications, details) and its features list,
 * drawn from their rows and names: the page's data carries each row once as two strings rather
 * than its elements. The specifications and features fold after their first few (LISTS).
 */
import { LISTS, type Row } from "@/domain/vehicle/spec-lists";
import { ExpandableList } from "./expandable-list";

function RowItem({ row }: { row: Row }) {
  return (
    <div className="flex justify-between gap-4 border-b border-ink/10 py-2">
      <dt className="text-ink/80">{row.label}</dt>
      <dd className="text-right font-medium">{row.value}</dd>
    </div>
  );
}

export function RowList({ rows }: { rows: readonly Row[] }) {
  return (
    <dl>
      {rows.map((row) => (
        <RowItem key={row.label} row={row} />
      ))}
    </dl>
  );
}

export function SpecificationList({ rows }: { rows: readonly Row[] }) {
  return (
    <ExpandableList as="dl" shown={LISTS.specsShown} moreLabel="Show More" lessLabel="Show Less">
      {rows.map((row) => (
        <RowItem key={row.label} row={row} />
      ))}
    </ExpandableList>
  );
}

export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ExpandableList
      shown={LISTS.featuresShown}
      moreLabel="Show All"
      lessLabel="Hide"
      className="grid gap-x-6 gap-y-2 sm:grid-cols-2"
    >
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <span aria-hidden="true" className="text-brand">
            ✓
          </span>
          {feature}
        </li>
      ))}
    </ExpandableList>
  );
}
