/**
 * The search refinement keys as one table: URL key -> car field, label, and how
 * the filter panel orders its values. The index, the brute-force test reference, the URL state
 * and the API schema all read this table, so adding a facet is one row here.
 *
 * Two kinds:
 * - `terms`: disjunctive facet. OR within a key, AND across keys; a key's counts apply every
 *   filter but its own. Multi-valued fields (categories, filtered_features) count a car once
 *   per value.
 * - `range`: inclusive numeric interval {min, max}; cars whose field is null never match.
 *
 * make_model values are "Make|Model" (e.g. "Toyota|Hilux"), labelled "Toyota Hilux".
 * Facets prefer the feed's normalised simple_* field and fall back to the raw one.
 * Weekly price is filtered through the weekly_price_range buckets only; there is no weekly
 * range key.
 */
import { CAR_STATUSES, CAR_TYPES, type Car, ITEM_TYPES } from "@/domain/car/car";
import {
  bucketLabel,
  bucketOf,
  PRICE_BUCKETS,
  type PriceBucket,
  WEEKLY_PRICE_BUCKETS,
} from "./price-buckets";

export type FieldValue = string | number | boolean | null | undefined | readonly string[];

/** count: most cars first; numeric: ascending numbers; fixed: listed values first, in order. */
export type FacetOrder = "count" | "numeric" | { readonly fixed: readonly string[] };

export type TermRefinement = {
  readonly kind: "terms";
  readonly label: string;
  readonly get: (car: Car) => FieldValue;
  /**
   * For a value built from two fields (make_model): those fields. `get` must be a function of
   * them; the index then looks each pair up once instead of building a string per car.
   */
  readonly pair?: readonly [(car: Car) => string | null, (car: Car) => string | null];
  readonly valueLabel?: (value: string) => string;
  readonly order: FacetOrder;
};

export type RangeRefinement = {
  readonly kind: "range";
  readonly label: string;
  readonly get: (car: Car) => number | null;
};

export const MAKE_MODEL_SEPARATOR = "|";

const labelsFrom = (labels: Record<string, string>) => (value: string) => labels[value] ?? value;
const buckets = (table: readonly PriceBucket[]) => ({
  valueLabel: (value: string) => bucketLabel(table, value),
  order: { fixed: table.map((bucket) => bucket.value) },
});
const weeklyAmount = (car: Car) => car.weekly_price ?? car.youxQuote?.weeklyRepaymentAmount ?? null;

export const REFINEMENTS = {
  badge: { kind: "terms", label: "Badge", get: (car) => car.badge, order: "count" },
  status: {
    kind: "terms",
    label: "Status",
    get: (car) => car.status,
    valueLabel: labelsFrom({ in_stock: "In Stock", coming_soon: "Coming Soon", sold: "Sold" }),
    order: { fixed: CAR_STATUSES },
  },
  car_type: {
    kind: "terms",
    label: "Type",
    get: (car) => car.car_type,
    valueLabel: labelsFrom({ new: "New", demo: "Demo", used: "Used" }),
    order: { fixed: CAR_TYPES },
  },
  categories: { kind: "terms", label: "Category", get: (car) => car.categories, order: "count" },
  city: { kind: "terms", label: "City", get: (car) => car.city, order: "count" },
  colour: { kind: "terms", label: "Colour", get: (car) => car.colour, order: "count" },
  dealership_name: {
    kind: "terms",
    label: "Dealership",
    get: (car) => car.dealership_name,
    order: "count",
  },
  filtered_features: {
    kind: "terms",
    label: "Features",
    get: (car) => car.filtered_features,
    order: "count",
  },
  item_type: {
    kind: "terms",
    label: "Item Type",
    get: (car) => car.item_type,
    valueLabel: labelsFrom({ car: "Car", caravan: "Caravan" }),
    order: { fixed: ITEM_TYPES },
  },
  km: { kind: "range", label: "Kilometres", get: (car) => car.km },
  location_name: {
    kind: "terms",
    label: "Location",
    get: (car) => car.location_name,
    order: "count",
  },
  make: { kind: "terms", label: "Make", get: (car) => car.make, order: "count" },
  make_model: {
    kind: "terms",
    label: "Make & Model",
    get: (car) => (car.make && car.model ? `${car.make}${MAKE_MODEL_SEPARATOR}${car.model}` : null),
    pair: [(car) => car.make, (car) => car.model],
    valueLabel: (value) => value.split(MAKE_MODEL_SEPARATOR).join(" "),
    order: "count",
  },
  model: { kind: "terms", label: "Model", get: (car) => car.model, order: "count" },
  price: { kind: "range", label: "Price", get: (car) => car.price },
  subscription_price: {
    kind: "range",
    label: "Subscription Price",
    get: (car) => car.subscription_price,
  },
  price_range: {
    kind: "terms",
    label: "Price Range",
    get: (car) => bucketOf(PRICE_BUCKETS, car.price),
    ...buckets(PRICE_BUCKETS),
  },
  seats: { kind: "terms", label: "Seats", get: (car) => car.seats, order: "numeric" },
  body: {
    kind: "terms",
    label: "Body",
    get: (car) => car.simple_body ?? car.bodyconfiguration,
    order: "count",
  },
  drive: {
    kind: "terms",
    label: "Drive",
    get: (car) => car.simple_drive ?? car.drive,
    order: "count",
  },
  fuel: { kind: "terms", label: "Fuel", get: (car) => car.simple_fuel ?? car.fuel, order: "count" },
  transmission: {
    kind: "terms",
    label: "Transmission",
    get: (car) => car.simple_transmission ?? car.trans,
    order: "count",
  },
  state: { kind: "terms", label: "State", get: (car) => car.state, order: "count" },
  tag: { kind: "terms", label: "Tag", get: (car) => car.tag, order: "count" },
  weekly_price_range: {
    kind: "terms",
    label: "Weekly Repayment",
    get: (car) => bucketOf(WEEKLY_PRICE_BUCKETS, weeklyAmount(car)),
    ...buckets(WEEKLY_PRICE_BUCKETS),
  },
  year: { kind: "range", label: "Year", get: (car) => car.year },
  // Caravans: berths, body length in millimetres, aggregate trailer mass (ATM) in kilograms.
  sleeps: { kind: "range", label: "Sleeps", get: (car) => car.sleeps },
  length: { kind: "range", label: "Length", get: (car) => car.body_length },
  atm: { kind: "range", label: "ATM", get: (car) => car.aggregate_trailer_mass },
  certified: {
    kind: "terms",
    label: "Certified",
    get: (car) => car.certified,
    valueLabel: labelsFrom({ true: "Certified", false: "Not certified" }),
    order: { fixed: ["true", "false"] },
  },
} as const satisfies Record<string, TermRefinement | RangeRefinement>;

type Table = typeof REFINEMENTS;
export type RefinementKey = keyof Table;
export type TermKey = {
  [K in RefinementKey]: Table[K]["kind"] extends "terms" ? K : never;
}[RefinementKey];
export type RangeKey = Exclude<RefinementKey, TermKey>;

/** Table order, which is the order the keys are listed in everywhere. */
export const REFINEMENT_KEYS = Object.keys(REFINEMENTS) as RefinementKey[];
export const TERM_KEYS = REFINEMENT_KEYS.filter(
  (key): key is TermKey => REFINEMENTS[key].kind === "terms",
);
export const RANGE_KEYS = REFINEMENT_KEYS.filter(
  (key): key is RangeKey => REFINEMENTS[key].kind === "range",
);

export function isTermKey(key: string): key is TermKey {
  return (TERM_KEYS as readonly string[]).includes(key);
}

export function isRangeKey(key: string): key is RangeKey {
  return (RANGE_KEYS as readonly string[]).includes(key);
}

export function termRefinement(key: TermKey): TermRefinement {
  return REFINEMENTS[key];
}

export function rangeRefinement(key: RangeKey): RangeRefinement {
  return REFINEMENTS[key];
}

/**
 * A car's values for a terms key, as the index stores them: trimmed, empty strings dropped,
 * numbers and booleans written as strings ("5", "true"), duplicates removed.
 */
export function termValues(key: TermKey, car: Car): string[] {
  return normalizeTermValues(termRefinement(key).get(car));
}

/** The values of a raw field value, by the rules of termValues. */
export function normalizeTermValues(raw: FieldValue): string[] {
  if (raw === null || raw === undefined) return [];
  if (typeof raw === "number") return Number.isFinite(raw) ? [String(raw)] : [];
  if (typeof raw === "boolean") return [String(raw)];
  const list = typeof raw === "string" ? [raw] : raw;
  const out: string[] = [];
  for (const item of list) {
    const value = item.trim();
    if (value !== "" && !out.includes(value)) out.push(value);
  }
  return out;
}

/** A car's value for a range key; null (never matches) when missing or not finite. */
export function rangeValue(key: RangeKey, car: Car): number | null {
  const value = rangeRefinement(key).get(car);
  return value !== null && Number.isFinite(value) ? value : null;
}

export function facetValueLabel(key: TermKey, value: string): string {
  return termRefinement(key).valueLabel?.(value) ?? value;
}
