/**
 * The stock search written the obvious way: filter an array with predicates, sort it, count
 * facets by looping. Slow and plainly right; property tests hold the index to it.
 * It shares only the rules-as-data (facet table, sorts table, tokenizer, facet ordering) with
 * the engine, never its index structures.
 */
import type { Car } from "@/domain/car/car";
import { isOnWebsite } from "@/domain/stock/freshness";
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
import { carTokens, JOINED_MARK, MAX_TYPO_TOKEN } from "./text-index";
import { MAX_JOINED_WORDS, neededWords } from "./text-match";
import { typoAllowance, withinTypos } from "./typo-rules";

const DAY = 86_400_000;

function visible(car: Car, request: SearchRequest): boolean {
  if (!request.dealershipIds.includes(car.dealership_id)) return false;
  if (!isOnWebsite(car, new Date(request.now), request.maxUnconfirmedDays)) return false;
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

type Tier = "exact" | "typo" | null;

/** How one term matches the car's tokens: joined words only exactly, a lone word with typos. */
function termTier(
  term: string,
  tokens: readonly string[],
  dictionary: readonly string[],
  single: boolean,
  last: boolean,
): Tier {
  if (tokens.some((token) => token.startsWith(term) || token === JOINED_MARK + term))
    return "exact";
  if (!single) return null;
  const allowance = typoAllowance(
    term,
    dictionary.some((token) => token.startsWith(term)),
  );
  return tokens.some(
    (token) =>
      !token.startsWith(JOINED_MARK) &&
      token.length <= MAX_TYPO_TOKEN &&
      withinTypos(term, token, allowance, last),
  )
    ? "typo"
    : null;
}

/** The best tier over every way of grouping the words into terms of 1 to 3 neighbours. */
function readingTier(
  words: readonly string[],
  tokens: readonly string[],
  dictionary: readonly string[],
): Tier {
  if (words.length === 0) return "exact";
  let best: Tier = null;
  for (let joined = 1; joined <= Math.min(MAX_JOINED_WORDS, words.length); joined++) {
    const term = words.slice(0, joined).join("");
    const first = termTier(term, tokens, dictionary, joined === 1, joined === words.length);
    if (first === null) continue;
    const rest = readingTier(words.slice(joined), tokens, dictionary);
    if (rest === null) continue;
    if (first === "exact" && rest === "exact") return "exact";
    best = "typo";
  }
  return best;
}

function textTier(car: Car, query: string | undefined, dictionary: readonly string[]): Tier {
  return readingTier(neededWords(query), carTokens(car), dictionary);
}

export function bruteForceSearch(
  cars: readonly Car[],
  request: SearchRequest,
): Omit<SearchResult, "ms"> {
  const seen = new Set<number>();
  const unique = cars.filter((car) => !seen.has(car.id) && seen.add(car.id));
  const sort = request.sort && isSortKey(request.sort) ? request.sort : "default";
  const dictionary = [...new Set(unique.flatMap((car) => carTokens(car)))];
  const tiers = new Map(unique.map((car) => [car, textTier(car, request.query, dictionary)]));
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
      tiers.get(car) !== null,
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
    // Cars the text matches exactly come before the ones only a typo finds.
    hits: [...matched]
      .sort(
        (a, b) =>
          Number(tiers.get(a) === "typo") - Number(tiers.get(b) === "typo") ||
          compareCars(sort, a, b),
      )
      .slice(offset, offset + hitsPerPage),
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
