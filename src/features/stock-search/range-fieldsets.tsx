/**
 * The range filters of the form: price slider with quick-picks, kilometres typed
 * with a ' kms' suffix plus quick-picks, and years from / to. Quick-picks are submit buttons
 * (`price_pick`, `km_pick`), so they work without JavaScript; search-form.ts reads them.
 */
import { formatKm } from "@/domain/format/km";
import { formatPrice } from "@/domain/format/price";
import type { SliderBounds } from "@/domain/search/search-form";
import type { NumericRange } from "@/domain/search/search-types";
import { PriceRange } from "./price-range";

export const KM_PICKS = [10_000, 20_000, 30_000, 50_000, 75_000, 100_000, 150_000];

const PICK =
  "min-h-9 rounded-full border px-3 text-sm font-medium hover:border-brand data-[active]:border-brand data-[active]:bg-brand data-[active]:text-brand-contrast";

const shortPrice = (value: number) =>
  value >= 1000 && value % 1000 === 0 ? `$${value / 1000}k` : formatPrice(value);

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-black/10 py-4">
      <legend className="float-left mb-2 w-full font-semibold">{legend}</legend>
      <div className="clear-left space-y-3">{children}</div>
    </fieldset>
  );
}

export function PriceFieldset({
  slider,
  range,
  picks,
}: {
  slider: SliderBounds;
  range: NumericRange | undefined;
  picks: readonly number[];
}) {
  const to = range?.max ?? null;
  return (
    <Fieldset legend="Price">
      <PriceRange {...slider} from={range?.min ?? null} to={to} />
      {picks.length > 0 ? (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Quick price picks</legend>
          {picks.map((pick) => (
            <button
              key={pick}
              type="submit"
              name="price_pick"
              value={pick}
              data-active={to === pick && range?.min == null ? "" : undefined}
              className={PICK}
            >
              Up to {shortPrice(pick)}
            </button>
          ))}
        </fieldset>
      ) : null}
    </Fieldset>
  );
}

export function KmFieldset({ range }: { range: NumericRange | undefined }) {
  const max = range?.max ?? null;
  return (
    <Fieldset legend="Kilometres">
      {range?.min != null ? <input type="hidden" name="km_min" value={range.min} /> : null}
      <label htmlFor="f-km-max" className="block text-sm">
        Maximum kilometres
        <input
          id="f-km-max"
          type="text"
          inputMode="numeric"
          name="km_max"
          autoComplete="off"
          placeholder="Any kms"
          defaultValue={max === null ? "" : formatKm(max)}
          className="mt-1 block min-h-11 w-full rounded-brand border border-black/20 bg-page px-3"
        />
      </label>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Quick kilometre picks</legend>
        {KM_PICKS.map((pick) => (
          <button
            key={pick}
            type="submit"
            name="km_pick"
            value={pick}
            data-active={max === pick ? "" : undefined}
            className={PICK}
          >
            {formatKm(pick)}
          </button>
        ))}
      </fieldset>
    </Fieldset>
  );
}

export function YearFieldset({ range, now }: { range: NumericRange | undefined; now: Date }) {
  const newest = now.getFullYear() + 1;
  const years = Array.from({ length: 31 }, (_, i) => newest - i);
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
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Fieldset legend="Year">
      <div className="flex gap-3">
        {select("year_min", "f-year-min", "From", range?.min ?? null)}
        {select("year_max", "f-year-max", "To", range?.max ?? null)}
      </div>
    </Fieldset>
  );
}
