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
import { QuickPicks } from "./quick-picks";
import { RefinementFieldset } from "./refinement-fieldset";
import { YearSelects } from "./year-selects";

export const KM_PICKS = [10_000, 20_000, 30_000, 50_000, 75_000, 100_000, 150_000];

const shortPrice = (value: number) =>
  value >= 1000 && value % 1000 === 0 ? `$${value / 1000}k` : formatPrice(value);

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
    <RefinementFieldset spaced legend="Price">
      <PriceRange {...slider} from={range?.min ?? null} to={to} />
      {picks.length > 0 ? (
        <QuickPicks
          name="price_pick"
          legend="Quick price picks"
          picks={picks.map((pick) => [pick, `Up to ${shortPrice(pick)}`] as const)}
          active={range?.min == null ? to : null}
        />
      ) : null}
    </RefinementFieldset>
  );
}

export function KmFieldset({ range }: { range: NumericRange | undefined }) {
  const max = range?.max ?? null;
  return (
    <RefinementFieldset spaced legend="Kilometres">
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
      <QuickPicks
        name="km_pick"
        legend="Quick kilometre picks"
        picks={KM_PICKS.map((pick) => [pick, formatKm(pick)] as const)}
        active={max}
      />
    </RefinementFieldset>
  );
}

/** Years from / to: next year back 31 years. */
export function YearFieldset({ range, now }: { range: NumericRange | undefined; now: Date }) {
  return (
    <RefinementFieldset spaced legend="Year">
      <YearSelects
        newest={now.getFullYear() + 1}
        years={31}
        from={range?.min ?? null}
        to={range?.max ?? null}
      />
    </RefinementFieldset>
  );
}
