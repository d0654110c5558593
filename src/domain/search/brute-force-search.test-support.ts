/**
 * The stock search written the obvious way: filter an array with predicates, sort it, count
 * facets by looping. Slow and plainly right; property tests hold the index to it.
 * It shares only the rules-as-data (facet table, sorts table, tokenizer, facet ordering) with
 * the engine, never its index structures.
 */
import type { Car } from "@/domain/car/car";
import { facetItems } from "./facet-items";
import {
  isRangeKey,
  isTermKey,
  REFINEMENT_KEYS,
  type RefinementKey,
  rangeValue,
  TERM_KEYS,
  type TermKey,
  termValues,
} from "./facet-table";
import type { NumericRange, Refinements, SearchRequest, SearchResult } from "./search-types";
import { compareCars, isSortKey } from "./sorts";
import { carTokens, queryWords } from "./text-index";

const DAY = 86_400_000;

function visible(car: Car, request: SearchRequest): boolean {
  if (!request.dealershipIds.includes(car.dealership_id) || !car.show_on_dealer_website)
    return false;
  if (car.status === "in_stock" || car.status === "coming_soon") return true;
  const cutoff = request.now - Math.max(0, request.soldDays) * DAY;
  return car.status === "sold" && car.sold_date !== null && car.sold_date.getTime() > cutoff;
}

function matchesOne(car: Car, key: RefinementKey, refinement: unknown): boolean {
  if (isRangeKey(key)) {
    const range = refinement as NumericRange;
    const min = range.min === null || Number.isNaN(range.min) ? null : range.min;
    const max = range.max === null || Number.isNaN(range.max) ? null : range.max;
    if (min === null && max === null) return true;
    const value = rangeValue(key, car);
    return value !== null && (min === null || value >= min) && (max === null || value <= max);
  }
  const wanted = refinement as readonly string[];
  if (wanted.length === 0) return true;
  const values = termValues(key, car);
  return wanted.some((value) => values.includes(value));
}

function matchesAll(car: Car, refinements: Refinements | undefined, skip?: RefinementKey): boolean {
  if (!refinements) return true;
  return REFINEMENT_KEYS.every((key) => {
    const refinement = refinements[key];
    return key === skip || refinement === undefined || matchesOne(car, key, refinement);
  });
}

function textMatches(car: Car, query: string | undefined): boolean {
  const tokens = carTokens(car);
  return queryWords(query).every((word) => tokens.some((token) => token.startsWith(word)));
}

export function bruteForceSearch(
  cars: readonly Car[],
  request: SearchRequest,
): Omit<SearchResult, "ms"> {
  const seen = new Set<number>();
  const unique = cars.filter((car) => !seen.has(car.id) && seen.add(car.id));
  const sort = request.sort && isSortKey(request.sort) ? request.sort : "default";
  const base = unique.filter(
    (car) =>
      visible(car, request) &&
      [request.fixedFilters ?? []].flat().every((fixed) => matchesAll(car, fixed)) &&
      !(request.exclusions ?? []).some((exclusion) => {
        const entries = Object.entries(exclusion).filter(
          ([key, value]) => isTermKey(key) && value !== undefined,
        );
        return (
          entries.length > 0 &&
          entries.every(([key, value]) => termValues(key as TermKey, car).includes(value!))
        );
      }) &&
      !(sort === "price_asc" && request.requirePriceWhenPriceAscending && !(car.price > 0)) &&
      textMatches(car, request.query),
  );
  const matched = base.filter((car) => matchesAll(car, request.filters));
  const hitsPerPage = Math.min(1000, Math.max(1, Math.floor(request.hitsPerPage ?? 21)));
  const offset = Math.max(0, Math.floor(request.offset ?? 0));

  const facets: Partial<Record<TermKey, ReturnType<typeof facetItems>>> = {};
  for (const key of new Set(request.facets ?? TERM_KEYS)) {
    const counts = new Map<string, number>();
    for (const car of base.filter((one) => matchesAll(one, request.filters, key))) {
      for (const value of termValues(key, car)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    facets[key] = facetItems(key, counts, request.filters?.[key] ?? []);
  }
  const prices = base
    .filter((car) => matchesAll(car, request.filters, "price"))
    .map((car) => car.price)
    .filter((price) => price > 0);

  return {
    hits: [...matched].sort((a, b) => compareCars(sort, a, b)).slice(offset, offset + hitsPerPage),
    pages: Math.ceil(matched.length / hitsPerPage),
    count: matched.length,
    facets,
    stats: {
      price: prices.length
        ? { min: Math.min(...prices), max: Math.max(...prices) }
        : { min: null, max: null },
    },
  };
}
