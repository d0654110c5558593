/**
 * A refinement in the words a shopper would use: "under $10,000", "2018 to 2021", "red",
 * "Toyota or Mazda", "sleeps 4+". For messages that name one, such as the empty state's
 * 'Remove "under $10,000" to see 12 Hilux'.
 */
import type { CarType } from "@/domain/car/car";
import { formatKm } from "@/domain/format/km";
import { formatMetres } from "@/domain/format/length";
import { formatCount, formatPrice } from "@/domain/format/price";
import { colourFamilies } from "./colour-families";
import { facetValueLabel, isRangeKey, type RefinementKey, type TermKey } from "./facet-table";
import type { NumericRange } from "./search-types";

type Bounds = {
  below: (n: number) => string;
  above: (n: number) => string;
  show: (n: number) => string;
};

/** How each range key's bounds read; keys not listed read as plain numbers. */
const RANGE_WORDS: Partial<Record<RefinementKey, Bounds>> = {
  price: {
    below: (n) => `under ${formatPrice(n)}`,
    above: (n) => `from ${formatPrice(n)}`,
    show: formatPrice,
  },
  subscription_price: {
    below: (n) => `subscription under ${formatPrice(n)}`,
    above: (n) => `subscription from ${formatPrice(n)}`,
    show: formatPrice,
  },
  km: { below: (n) => `under ${formatKm(n)}`, above: (n) => `over ${formatKm(n)}`, show: formatKm },
  year: { below: (n) => `${n} or older`, above: (n) => `${n} or newer`, show: String },
  sleeps: {
    below: (n) => `sleeps up to ${n}`,
    above: (n) => `sleeps ${n}+`,
    show: (n) => `sleeps ${n}`,
  },
  length: {
    below: (n) => `under ${formatMetres(n)}`,
    above: (n) => `over ${formatMetres(n)}`,
    show: formatMetres,
  },
  atm: {
    below: (n) => `ATM under ${formatCount(n)} kg`,
    above: (n) => `ATM over ${formatCount(n)} kg`,
    show: (n) => `${formatCount(n)} kg`,
  },
};

function rangePhrase(key: RefinementKey, range: NumericRange): string {
  const words = RANGE_WORDS[key] ?? {
    below: (n) => `up to ${n}`,
    above: (n) => `${n}+`,
    show: String,
  };
  if (range.min !== null && range.max !== null)
    return range.min === range.max
      ? words.show(range.min)
      : `${words.show(range.min)} to ${words.show(range.max)}`;
  return range.min !== null ? words.above(range.min) : words.below(range.max!);
}

/** "A", "A or B", "A, B or C". */
const orList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;

/** Paints all of one colour family read as the family ("red"). */
function oneFamily(paints: readonly string[]): string | null {
  if (paints.length < 2) return null;
  const [first, ...rest] = paints.map(colourFamilies);
  const shared = first!.filter((family) => rest.every((families) => families.includes(family)));
  return shared.length === 1 ? shared[0]! : null;
}

export function refinementPhrase(
  key: RefinementKey,
  value: NumericRange | readonly string[],
  labels: Readonly<Record<CarType, string>>,
): string {
  if (isRangeKey(key)) return rangePhrase(key, value as NumericRange);
  const values = value as readonly string[];
  if (key === "colour") {
    const family = oneFamily(values);
    if (family) return family;
  }
  if (key === "seats") return `${orList([...values])} seats`;
  if (key === "car_type") return orList(values.map((type) => labels[type as CarType] ?? type));
  return orList(values.map((one) => facetValueLabel(key as TermKey, one)));
}
