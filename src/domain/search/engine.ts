/**
 * The stock-search query: one in-process index over all stock of all sites, queried per site.
 *
 * A query is bitset algebra: scope (dealerships + stock filter + fixed filters - exclusions)
 * AND text AND each refinement. Facets are disjunctive: a refined key is counted over the match
 * without its own refinement; every other key over the match itself, in one shared pass.
 *
 * The hit count is exact, so the rule "counts above 1999 are replaced by the stock count or
 * summed facet counts" (hit-count.ts), a workaround for a hosted engine's estimated totals, has no
 * work to do here.
 */
import { andInto, andNotInto, type Bitset, popcount } from "./bitset";
import { buildSiteIndex, NO_SITE_INDEXES, type SearchIndex } from "./build-index";
import { type CountContext, countFacets } from "./facet-counter";
import { rankedFacetItems } from "./facet-items";
import { TERM_KEYS, type TermKey } from "./facet-table";
import { positiveMatches, positiveMinMax } from "./range-index";
import {
  type ActiveRefinement,
  activeRefinements,
  exclusionMatches,
  refinementMatches,
} from "./refinement-filters";
import {
  DEFAULT_HITS_PER_PAGE,
  type FacetItem,
  type SearchRequest,
  type SearchResult,
} from "./search-types";
import { siteIndexFor } from "./site-index";
import { DEFAULT_SORT, isSortKey, pageOfSorted, type SortIndex, type SortKey } from "./sorts";
import { type ScopeMatch, scopeMatches } from "./stock-scope";
import { beginsWord } from "./text-index";
import { type BeginsIndexedWord, matchText } from "./text-match";

export {
  buildSearchIndex,
  buildSearchIndexSteps,
  type SearchIndex,
} from "./build-index";

export const MAX_HITS_PER_PAGE = 1000;

const wholeNumber = (value: number | undefined, min: number, max: number, fallback: number) =>
  value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.min(max, Math.max(min, Math.floor(value)));

/**
 * Scope, fixed filters, exclusions, the price-sort rule and the text query: what every facet
 * sees. `exact`: the part of it the text matches without a typo (null: no typo was needed).
 */
function baseMatches(
  index: SearchIndex,
  scope: ScopeMatch,
  request: SearchRequest,
  sort: SortKey,
  begins: BeginsIndexedWord | undefined,
): { base: Bitset; exact: Bitset | null } {
  const base = scope.visible.slice();
  // The site's visible stock bounds every set below: each is only intersected with it.
  const within = { bits: base, count: scope.count };
  const fixedSets = request.fixedFilters === undefined ? [] : [request.fixedFilters].flat();
  for (const fixed of fixedSets.flatMap((set) => activeRefinements(set)))
    andInto(base, refinementMatches(index, fixed, within));
  for (const exclusion of request.exclusions ?? []) {
    const excluded = exclusionMatches(index, exclusion, within);
    if (excluded) andNotInto(base, excluded);
  }
  if (sort === "price_asc" && request.requirePriceWhenPriceAscending) {
    andInto(base, positiveMatches(index.ranges.price, index.size));
  }
  const text = matchText(index.text, index.size, request.query, begins);
  if (text === null) return { base, exact: null };
  andInto(base, text.all);
  const exact = base.slice();
  andInto(exact, text.exact);
  return { base, exact: popcount(exact) === popcount(base) ? null : exact };
}

/**
 * The page of matched cars in sort order, the cars the text matches without a typo first:
 * exact matches rank above typo matches, and the sort orders each group. `exactCount`: how many
 * matched cars the text matches without a typo (all of them when there is no text).
 */
function pageOfMatches(
  order: SortIndex,
  matched: Bitset,
  count: number,
  exact: Bitset | null,
  offset: number,
  limit: number,
): { positions: number[]; exactCount: number } {
  if (exact === null)
    return { positions: pageOfSorted(order, matched, count, offset, limit), exactCount: count };
  const first = matched.slice();
  andInto(first, exact);
  const firstCount = popcount(first);
  if (firstCount === count)
    return { positions: pageOfSorted(order, matched, count, offset, limit), exactCount: count };
  const rest = matched.slice();
  andNotInto(rest, exact);
  const head = pageOfSorted(order, first, firstCount, offset, limit);
  const tail = pageOfSorted(
    order,
    rest,
    count - firstCount,
    Math.max(0, offset - firstCount),
    limit - head.length,
  );
  return { positions: [...head, ...tail], exactCount: firstCount };
}

/** The base narrowed by every refinement except `skip`. */
function matchesWithout(
  base: Bitset,
  filters: readonly { key: string; bits: Bitset }[],
  skip: string | null,
) {
  const bits = base.slice();
  for (const filter of filters) if (filter.key !== skip) andInto(bits, filter.bits);
  return bits;
}

/** The request's sort, page size and offset, with their defaults and limits. */
export function requestPage(request: SearchRequest): {
  sort: SortKey;
  hitsPerPage: number;
  offset: number;
} {
  return {
    sort: request.sort !== undefined && isSortKey(request.sort) ? request.sort : DEFAULT_SORT,
    hitsPerPage: wholeNumber(request.hitsPerPage, 1, MAX_HITS_PER_PAGE, DEFAULT_HITS_PER_PAGE),
    offset: wholeNumber(request.offset, 0, Number.MAX_SAFE_INTEGER, 0),
  };
}

export function searchStock(index: SearchIndex, request: SearchRequest): SearchResult {
  return searchPart(index, request).result;
}

/** How an index that is one part of several (stock-index.ts) is searched. */
export type PartOptions = {
  /** Whether an indexed word of any part begins a word (the 4-letter typo rule). */
  readonly beginsIndexedWord?: BeginsIndexedWord;
  /** The hits at [offset, offset + limit) of the sorted matches, instead of the request's page. */
  readonly window?: { readonly offset: number; readonly limit: number };
};

/** Whether an indexed word of the index begins `word`. */
const beginsIn = (index: SearchIndex) => (word: string) => beginsWord(index.text, word);

/**
 * searchStock, and how many of the matched cars the text matches without a typo: the hits list
 * those first, so merging the hits of several parts needs to know where each part's end.
 * A site of a small share of the index is asked of its own index (site-index.ts).
 */
export function searchPart(
  index: SearchIndex,
  request: SearchRequest,
  options: PartOptions = {},
): { result: SearchResult; exactCount: number } {
  const started = performance.now();
  const site = siteIndexFor(index, request.dealershipIds, (positions) =>
    buildSiteIndex(index, positions, { counting: index.counting, sites: NO_SITE_INDEXES }),
  );
  if (site === null) return searchWhole(index, request, options);
  const beginsIndexedWord = options.beginsIndexedWord ?? beginsIn(index);
  const part = searchWhole(site, request, { ...options, beginsIndexedWord });
  // The time of the site index's build, on the site's first query, is the query's too.
  return { ...part, result: { ...part.result, ms: performance.now() - started } };
}

function searchWhole(
  index: SearchIndex,
  request: SearchRequest,
  options: PartOptions,
): { result: SearchResult; exactCount: number } {
  const started = performance.now();
  const page = requestPage(request);
  const { sort, hitsPerPage } = page;
  const offset = options.window?.offset ?? page.offset;
  const limit = options.window?.limit ?? hitsPerPage;

  const scope = scopeMatches(
    index.scope,
    index.size,
    request.dealershipIds,
    request.soldDays,
    request.now,
    request.maxUnconfirmedDays,
  );
  const { base, exact } = baseMatches(index, scope, request, sort, options.beginsIndexedWord);
  const active: ActiveRefinement[] = activeRefinements(request.filters);
  const within = { bits: base, count: scope.count };
  const filters = active.map((refinement) => ({
    key: refinement.key,
    bits: refinementMatches(index, refinement, within),
  }));
  const matched = matchesWithout(base, filters, null);
  const count = popcount(matched);

  const requested = [...new Set(request.facets ?? TERM_KEYS)].filter((key) =>
    TERM_KEYS.includes(key),
  );
  const refined = new Set(active.map((refinement) => refinement.key));
  const counts = new Int32Array(index.terms.span);
  const context: CountContext = {
    terms: index.terms,
    dealerCounts: index.dealerCounts,
    scope,
    strategy: index.counting,
  };
  countFacets(
    context,
    matched,
    count,
    requested.filter((key) => !refined.has(key)),
    counts,
  );
  for (const key of requested.filter((key) => refined.has(key))) {
    const without = matchesWithout(base, filters, key);
    countFacets(context, without, popcount(without), [key], counts);
  }
  const facets: Partial<Record<TermKey, FacetItem[]>> = {};
  for (const key of requested) {
    const selection = active.find((refinement) => refinement.key === key);
    const selected = selection?.kind === "terms" ? selection.values : [];
    facets[key] = rankedFacetItems(index.terms.facets[key], counts, selected);
  }

  const priceSet = refined.has("price") ? matchesWithout(base, filters, "price") : matched;
  const price = positiveMinMax(
    index.ranges.price,
    priceSet,
    priceSet === matched ? count : popcount(priceSet),
  );

  const { positions, exactCount } = pageOfMatches(
    index.sorts[sort],
    matched,
    count,
    exact,
    offset,
    limit,
  );
  const result: SearchResult = {
    hits: positions.map((position) => index.cars.car(position)),
    pages: Math.ceil(count / hitsPerPage),
    count,
    facets,
    stats: { price },
    ms: performance.now() - started,
  };
  return { result, exactCount };
}
