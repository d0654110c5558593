"use client";
/**
 * A range's quick picks (price, kilometres): submit buttons named after the range, so they work
 * without JavaScript (search-form.ts reads them), drawn from [value, label] pairs so the page's
 * data carries those pairs rather than a button's element tree each. The pick that is the current
 * range is marked active.
 */

export function QuickPicks({
  name,
  legend,
  picks,
  active,
}: {
  name: string;
  legend: string;
  picks: readonly (readonly [number, string])[];
  active: number | null;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {picks.map(([value, label]) => (
        <button
          key={value}
          type="submit"
          name={name}
          value={value}
          data-active={value === active ? "" : undefined}
          className="pick"
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
