/**
 * What the words of a query can name on one site: the values of its listed stock per
 * refinement (makes, models, badges, bodies, fuels, transmissions, drives, colours,
 * categories), each with its count, its car-type labels, whether it lists caravans, and what
 * it calls low kilometres. Built from the counts of a search over the site's whole stock, so
 * another dealer's models mean nothing here.
 */
import { CAR_TYPES, type CarType } from "@/domain/car/car";
import { MAKE_MODEL_SEPARATOR, type TermKey } from "./facet-table";
import type { FacetItem, SearchResult } from "./search-types";

/** Keys a phrase may name, in the order that settles a phrase naming values of several. */
export const UNDERSTOOD_KEYS = [
  "model",
  "make",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "car_type",
  "categories",
  "badge",
] as const satisfies readonly TermKey[];
export type UnderstoodKey = (typeof UNDERSTOOD_KEYS)[number];

/** The facets a query vocabulary is built from. */
export const VOCABULARY_FACETS: readonly TermKey[] = [
  ...UNDERSTOOD_KEYS,
  "make_model",
  "seats",
  "item_type",
];

/** Kilometres at or under which a car has low kilometres, unless the site says otherwise. */
export const DEFAULT_LOW_KM = 30_000;

export type QueryVocabulary = {
  readonly values: { readonly [K in UnderstoodKey]: readonly FacetItem[] };
  /** Each model with the makes that list it. */
  readonly modelMakes: ReadonlyMap<string, readonly string[]>;
  /** "Make|Model" values with their counts. */
  readonly makeModels: readonly FacetItem[];
  readonly seats: readonly number[];
  /** The site's names of the car types ("Pre-Owned" for used on some sites). */
  readonly labels: { readonly [K in CarType]: string };
  readonly caravans: boolean;
  readonly lowKm: number;
};

export type QueryVocabularyOptions = {
  readonly labels?: Partial<Record<CarType, string>>;
  readonly lowKm?: number;
};

/** The vocabulary of a site from a search of its whole stock counting VOCABULARY_FACETS. */
export function buildQueryVocabulary(
  facets: SearchResult["facets"],
  options: QueryVocabularyOptions = {},
): QueryVocabulary {
  const listed = (key: TermKey) => (facets[key] ?? []).filter((item) => item.count > 0);
  const values = Object.fromEntries(UNDERSTOOD_KEYS.map((key) => [key, listed(key)])) as {
    [K in UnderstoodKey]: FacetItem[];
  };
  const modelMakes = new Map<string, string[]>();
  for (const item of listed("make_model")) {
    const [make, model] = item.value.split(MAKE_MODEL_SEPARATOR);
    if (!make || !model) continue;
    modelMakes.set(model, [...(modelMakes.get(model) ?? []), make]);
  }
  const labels = Object.fromEntries(
    CAR_TYPES.map((type) => [type, options.labels?.[type] ?? type]),
  ) as Record<CarType, string>;
  return {
    values,
    modelMakes,
    makeModels: listed("make_model"),
    seats: listed("seats")
      .map((item) => Number(item.value))
      .filter(Number.isFinite)
      .sort((a, b) => a - b),
    labels,
    caravans: listed("item_type").some((item) => item.value === "caravan"),
    lowKm: options.lowKm ?? DEFAULT_LOW_KM,
  };
}
