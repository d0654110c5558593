/**
 * The filter panel is a plain GET form (it must work without JavaScript), and a form cannot
 * write `range[price]=5000:20000` from two inputs. So the form sends one field per bound
 * (`price_min`, `price_max`, `km_max`, `year_min`, ...) and quick-pick buttons send
 * `price_pick` / `km_pick`; this module folds them into the address's own `range[key]=min:max`
 * before parseSearchState reads the query. The browser island runs the same function, so a
 * submitted form and an in-place update reach the same address.
 *
 * Slider ends mean "no bound": a price slider left at 5,000..250,000 filters nothing, and a
 * minimum at its floor still lists the cheaper (and unpriced) cars.
 */

/** Range keys the panel edits with its own fields. */
export const FORM_RANGE_KEYS = ["price", "km", "year"] as const;
export type FormRangeKey = (typeof FORM_RANGE_KEYS)[number];

export type SliderBounds = { readonly min: number; readonly max: number; readonly step: number };

export type FormFieldOptions = {
  /** The price slider's ends (site config search.priceFilter). */
  readonly price?: SliderBounds;
};

const fieldName = (key: FormRangeKey, part: "min" | "max" | "pick") => `${key}_${part}`;

/** '$20,000', '60,000 kms', '2019' -> the whole number; null when no digit is given. */
export function readWholeNumber(text: string): number | null {
  const cut = text.split(".")[0] ?? "";
  const digits = cut.replace(/\D/g, "");
  if (digits === "") return null;
  const value = Number(digits.slice(0, 12));
  return Number.isFinite(value) ? value : null;
}

const bound = (value: number | null) => (value === null ? "" : String(value));

/** The range a key's fields describe, or undefined when the form carries none of them. */
function rangeFromFields(
  key: FormRangeKey,
  fields: ReadonlyMap<string, string>,
  options: FormFieldOptions,
): { min: number | null; max: number | null } | undefined {
  const names = (["min", "max", "pick"] as const).map((part) => fieldName(key, part));
  if (!names.some((name) => fields.has(name))) return undefined;
  const pick = readWholeNumber(fields.get(fieldName(key, "pick")) ?? "");
  let min = pick === null ? readWholeNumber(fields.get(fieldName(key, "min")) ?? "") : null;
  let max = pick ?? readWholeNumber(fields.get(fieldName(key, "max")) ?? "");
  const slider = key === "price" ? options.price : undefined;
  if (slider) {
    if (min !== null && min <= slider.min) min = null;
    if (max !== null && max >= slider.max) max = null;
    // The min handle never reaches the max: keep at least one step between them.
    if (min !== null && max !== null && min >= max) min = Math.max(0, max - slider.step);
  }
  return { min, max };
}

/**
 * Folds the form's bound and quick-pick fields into `range[key]` parameters. Other parameters
 * pass through in order; a key's fields replace any `range[key]` the query already had.
 */
export function mergeFormFields(
  entries: readonly (readonly [string, string])[],
  options: FormFieldOptions = {},
): [string, string][] {
  const fields = new Map<string, string>();
  const formNames = new Set(
    FORM_RANGE_KEYS.flatMap((key) =>
      (["min", "max", "pick"] as const).map((part) => fieldName(key, part)),
    ),
  );
  for (const [name, value] of entries) {
    // The last non-empty value wins, so a quick-pick button overrides what was typed.
    if (formNames.has(name) && (value.trim() !== "" || !fields.has(name))) fields.set(name, value);
  }
  const ranges = new Map<string, string | null>();
  for (const key of FORM_RANGE_KEYS) {
    const range = rangeFromFields(key, fields, options);
    if (range === undefined) continue;
    const empty = range.min === null && range.max === null;
    ranges.set(`range[${key}]`, empty ? null : `${bound(range.min)}:${bound(range.max)}`);
  }
  const out: [string, string][] = [];
  for (const [name, value] of entries) {
    if (formNames.has(name) || ranges.has(name)) continue;
    out.push([name, value]);
  }
  for (const [name, value] of ranges) if (value !== null) out.push([name, value]);
  return out;
}
