import type { CarType } from "@/domain/car/car";
import "server-only";
/**
 * Searching one site's stock: the search page, POST /api/search, the multi-search endpoint and
 * the vehicle page's similar cars all come through here, so every search carries the site's
 * scope and settings and shares the process's results cache.
 *
 *   const { result } = await searchSite(site, state)            // a results page
 *   const { result } = await searchSite(site, similarState, { hitsPerPage: 10, facets: [] })
 */
import type { IndexSnapshot } from "@/data/search/index-store";
import { getResultsCache, getSearchSnapshot } from "@/data/search/search-index.server";
import type { TermKey } from "@/domain/search/facet-table";
import {
  buildQueryVocabulary,
  type QueryVocabulary,
  VOCABULARY_FACETS,
} from "@/domain/search/query-vocabulary";
import type { SearchPayload } from "@/domain/search/search-payload.schema";
import {
  type SiteSearchSettings,
  searchRequestFromPayload,
  searchRequestFromState,
} from "@/domain/search/search-request";
import {
  DEFAULT_SEARCH_STATE,
  normalizeSearchState,
  type SearchState,
} from "@/domain/search/search-state-normalize";
import type { Refinements, SearchRequest, SearchResult } from "@/domain/search/search-types";
import { buildSearchVocabulary, type SearchVocabulary } from "@/domain/search/search-vocabulary";
import { beginsIndexedWord, searchStockIndex, stockIndexCars } from "@/domain/search/stock-index";
import {
  type QueryUnderstanding,
  understandQuery,
  withUnderstood,
} from "@/domain/search/understand-query";
import type { CurrentSite } from "@/features/site/server";
import { queryVocabularyOptions, siteSearchSettings } from "./site-search-settings";

export type SiteSearchOptions = {
  readonly hitsPerPage?: number;
  /** Terms facets to count; all of them when absent, none with []. */
  readonly facets?: readonly TermKey[];
  readonly now?: Date;
};

export type SiteSearchResult = {
  /** The state searched, in canonical form. */
  readonly state: SearchState;
  readonly result: SearchResult;
  readonly hitsPerPage: number;
  /** Every car the site lists now, before any query or refinement. */
  readonly stockCount: number;
};

// Searches within one minute share a clock, so their cache keys (and sold cut-offs) agree.
const MINUTE = 60_000;
const searchClock = (now: Date | undefined) =>
  Math.floor((now?.getTime() ?? Date.now()) / MINUTE) * MINUTE;

function cachedSearch(snapshot: IndexSnapshot, slug: string, request: SearchRequest): SearchResult {
  const started = performance.now();
  const cache = getResultsCache<SearchResult>();
  const key = `${slug}|${snapshot.version}|${JSON.stringify(request)}`;
  const known = cache.get(key);
  if (known) return { ...known, ms: performance.now() - started };
  const result = searchStockIndex(snapshot.index, request);
  cache.set(key, result);
  return result;
}

async function settingsFor(site: CurrentSite, now: Date | undefined) {
  const snapshot = await getSearchSnapshot();
  const settings: SiteSearchSettings = siteSearchSettings(
    site.config,
    site.scope,
    snapshot.index,
    searchClock(now),
  );
  return { snapshot, settings };
}

function stockCountOf(snapshot: IndexSnapshot, slug: string, settings: SiteSearchSettings) {
  return cachedSearch(snapshot, slug, { ...settings, hitsPerPage: 1, facets: [] }).count;
}

export async function searchSite(
  site: CurrentSite,
  state: SearchState,
  options: SiteSearchOptions = {},
): Promise<SiteSearchResult> {
  const { snapshot, settings } = await settingsFor(site, options.now);
  const canonical = normalizeSearchState(state);
  const hitsPerPage = options.hitsPerPage ?? site.config.search.pageSize;
  const request = {
    ...searchRequestFromState(canonical, settings, hitsPerPage),
    ...(options.facets ? { facets: options.facets } : {}),
  };
  const slug = site.config.slug;
  return {
    state: canonical,
    result: cachedSearch(snapshot, slug, request),
    hitsPerPage,
    stockCount: stockCountOf(snapshot, slug, settings),
  };
}

/**
 * POST /api/search: a validated payload, scoped and limited by the site. The words of its query
 * that name refinements are applied as refinements (understandSiteQuery), and the search is
 * the one of the text left with those refinements.
 */
export async function searchSiteByPayload(
  site: CurrentSite,
  payload: SearchPayload,
): Promise<{ result: SearchResult; stockCount: number; understanding: QueryUnderstanding }> {
  const filters = payload.filters as Refinements;
  const understanding = await understandSiteQuery(site, payload.query, filters);
  const understood = {
    ...payload,
    query: understanding.text,
    filters: withUnderstood(filters, understanding) as SearchPayload["filters"],
  };
  const { snapshot, settings } = await settingsFor(site, undefined);
  const slug = site.config.slug;
  return {
    result: cachedSearch(snapshot, slug, searchRequestFromPayload(understood, settings)),
    stockCount: stockCountOf(snapshot, slug, settings),
    understanding,
  };
}

/** Any engine request over the site's stock; the site's scope and settings always win. */
export async function searchSiteWith(
  site: CurrentSite,
  request: Omit<SearchRequest, keyof SiteSearchSettings> & {
    readonly fixedFilters?: SearchRequest["fixedFilters"];
  },
): Promise<SearchResult> {
  const { snapshot, settings } = await settingsFor(site, undefined);
  const fixed = [settings.fixedFilters ?? [], request.fixedFilters ?? []].flat();
  return cachedSearch(snapshot, site.config.slug, {
    ...request,
    ...settings,
    fixedFilters: fixed,
  });
}

const vocabularies = new WeakMap<IndexSnapshot, Map<string, SearchVocabulary>>();

/**
 * The words the site's search paths may use: makes, models, bodies, locations and dealerships
 * of every car it shows on its website (sold ones too, so that a make's page stays while its
 * last car is sold: it shows the empty state rather than a 404). Built once per index.
 */
export async function siteVocabulary(site: CurrentSite): Promise<SearchVocabulary> {
  const snapshot = await getSearchSnapshot();
  let bySite = vocabularies.get(snapshot);
  if (!bySite) {
    bySite = new Map();
    vocabularies.set(snapshot, bySite);
  }
  const known = bySite.get(site.config.slug);
  if (known) return known;
  const vocabulary = buildSearchVocabulary(
    stockIndexCars(snapshot.index, site.scope.dealershipIds).filter(
      (car) => car.show_on_dealer_website,
    ),
  );
  bySite.set(site.config.slug, vocabulary);
  return vocabulary;
}

const queryVocabularies = new WeakMap<IndexSnapshot, Map<string, QueryVocabulary>>();

/**
 * What the words of a query can name on the site (makes, models, bodies, colours ... of the
 * cars it lists, with its car-type labels and what it calls low kilometres): built once per
 * index from the counts of a search over all its stock.
 */
export async function siteQueryVocabulary(site: CurrentSite): Promise<QueryVocabulary> {
  const snapshot = await getSearchSnapshot();
  let bySite = queryVocabularies.get(snapshot);
  if (!bySite) {
    bySite = new Map();
    queryVocabularies.set(snapshot, bySite);
  }
  const known = bySite.get(site.config.slug);
  if (known) return known;
  const { result } = await searchSite(site, DEFAULT_SEARCH_STATE, {
    hitsPerPage: 1,
    facets: VOCABULARY_FACETS,
  });
  const vocabulary = buildQueryVocabulary(result.facets, queryVocabularyOptions(site.config));
  bySite.set(site.config.slug, vocabulary);
  return vocabulary;
}

/** The refinements a query names on the site, narrowing `filters`, and the text it leaves. */
export async function understandSiteQuery(
  site: CurrentSite,
  query: string,
  filters: Refinements,
): Promise<QueryUnderstanding> {
  if (query.trim() === "") return { refinements: {}, text: "", phrases: [] };
  const vocabulary = await siteQueryVocabulary(site);
  const { index } = await getSearchSnapshot();
  const isIndexedWord = (word: string) => beginsIndexedWord(index, word);
  return understandQuery(query, vocabulary, { filters, isIndexedWord });
}

/**
 * What the site has in stock for its menus: the body types, most common first, for the "Vehicles
 * by body type" links, and the car types (new, demo, used) it has at least one of, so that no
 * menu offers a page of 0 cars. Read from the index instead of counting the cars table on every
 * page (which costs tens of milliseconds at 100,000 cars).
 */
export async function siteStockFacets(
  site: CurrentSite,
  limit = 8,
): Promise<{ bodies: string[]; carTypes: CarType[] }> {
  const { result } = await searchSite(site, DEFAULT_SEARCH_STATE, {
    hitsPerPage: 1,
    facets: ["body", "car_type"],
  });
  return {
    bodies: (result.facets.body ?? []).slice(0, limit).map((item) => item.value),
    carTypes: (result.facets.car_type ?? [])
      .filter((item) => item.count > 0)
      .map((item) => item.value as CarType),
  };
}
