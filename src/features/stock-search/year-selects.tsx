"use client";
/**
 * The year range's two selects, their options drawn here from the newest year and how many years
 * back the list goes: the page's data carries those two numbers, not 62 option elements.
 */

export function YearSelects({
  newest,
  years,
  from,
  to,
}: {
  newest: number;
  years: number;
  from: number | null;
  to: number | null;
}) {
  const options = Array.from({ length: years }, (_, i) => newest - i);
  const select = (name: string, id: string, label: string, value: number | null) => (
    <label htmlFor={id} className="block flex-1 text-sm">
      {label}
      <select
        id={id}
        name={name}
        defaultValue={value === null ? "" : String(value)}
        className="mt-1 block min-h-11 w-full rounded-brand border border-black/20 bg-page px-2"
      >
        <option value="">Any</option>
        {options.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="flex gap-3">
      {select("year_min", "f-year-min", "From", from)}
      {select("year_max", "f-year-max", "To", to)}
    </div>
  );
}
