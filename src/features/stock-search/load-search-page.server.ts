import "server-only";
/**
 * Everything a search page renders, from its path and query: the site, the state read from the
 * address (a 404 for a path that names nothing), a redirect to the canonical address when the
 * request is spelt otherwise (a submitted filter form, ?page=1, /search, a query whose words
 * name refinements: "red ute under 30k" goes to the address with those refinements, so the
 * panel shows them ticked), the results, and the promotions placed among them. Cached per
 * request, so the metadata and the page share one search.
 */
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import type { Car } from "@/domain/car/car";
import { displayedHitCount } from "@/domain/search/hit-count";
import { placePromotions, promoMatchesSearch, type Slot } from "@/domain/search/promo-slots";
import type { SliderBounds } from "@/domain/search/search-form";
import {
  type HeadingWords,
  isIndexableSearchUrl,
  searchHeading,
  searchTitle,
} from "@/domain/search/search-heading";
import { normalizeSearchState, type SearchState } from "@/domain/search/search-state-normalize";
import type { SearchVocabulary } from "@/domain/search/search-vocabulary";
import { collapseSoldRuns } from "@/domain/search/sold-runs";
import { withUnderstood } from "@/domain/search/understand-query";
import { type CurrentSite, getCurrentSite } from "@/features/site/server";
import { type DeadEndHint, deadEndHints } from "./dead-end-hints.server";
import {
  isCanonicalRequest,
  type QueryRecord,
  queryEntries,
  readSearchAddress,
  searchHref,
  withForeignParams,
} from "./search-address";
import { loadPromotions, type PromoCardData } from "./search-promotions.server";
import {
  type SiteSearchResult,
  searchSite,
  siteVocabulary,
  understandSiteQuery,
} from "./search-site.server";

export type SearchPageData = {
  readonly site: CurrentSite;
  readonly now: Date;
  readonly state: SearchState;
  readonly canonicalUrl: string;
  readonly vocabulary: SearchVocabulary;
  readonly search: SiteSearchResult;
  /** The count shown (counts above 1999 replaced, see domain/search/hit-count). */
  readonly count: number;
  readonly slots: readonly Slot<Car, PromoCardData>[];
  readonly heading: string;
  readonly title: string;
  readonly indexable: boolean;
  readonly priceSlider: SliderBounds;
  /** When nothing is found: what to drop, and 'Did you mean …', as links. */
  readonly hints: readonly DeadEndHint[];
};

export function headingWords(site: CurrentSite): HeadingWords {
  const types = site.config.inventory.itemTypes;
  const noun = types.length > 1 ? "Vehicles" : types[0] === "caravan" ? "Caravans" : "Cars";
  return { types: site.config.labels, noun };
}

/** The state with the refinements its query names applied, and only the rest as its query. */
async function withUnderstoodQuery(site: CurrentSite, state: SearchState): Promise<SearchState> {
  const understanding = await understandSiteQuery(site, state.query, state.refinements);
  if (understanding.phrases.length === 0 && understanding.text === state.query) return state;
  return normalizeSearchState({
    ...state,
    query: understanding.text,
    refinements: withUnderstood(state.refinements, understanding),
    page: 1,
  });
}

const load = cache(
  async (slug: string, pathKey: string, queryKey: string): Promise<SearchPageData> => {
    const site = await getCurrentSite(slug);
    const segments = JSON.parse(pathKey) as string[];
    const entries = JSON.parse(queryKey) as [string, string][];
    const { priceFilter } = site.config.search;
    const priceSlider = { min: priceFilter.min, max: priceFilter.max, step: priceFilter.step };
    const vocabulary = await siteVocabulary(site);
    const parsed = readSearchAddress(segments, entries, vocabulary, { price: priceSlider });
    if (!parsed.ok) notFound();

    const understood = await withUnderstoodQuery(site, parsed.value);
    const canonicalUrl = searchHref(understood, vocabulary);
    if (!isCanonicalRequest(segments, entries, canonicalUrl))
      redirect(withForeignParams(canonicalUrl, entries));

    const now = new Date();
    const search = await searchSite(site, understood, { now });
    const { state, result } = search;
    if (result.count > 0 && state.page > result.pages) {
      redirect(searchHref({ ...state, page: result.pages }, vocabulary));
    }

    const promotions =
      result.hits.length === 0 ? [] : await loadPromotions(site.config, site.scope, now, "search");
    const searched = {
      makes: state.refinements.make ?? [],
      carTypes: state.refinements.car_type ?? [],
    };
    // Sold runs collapse first, so that promotions land at their positions among the cards shown.
    const slots = placePromotions(
      collapseSoldRuns(result.hits),
      promotions.filter((promo) => promoMatchesSearch(promo, searched)),
      {
        positions: site.config.search.promoPositions,
        randomPosition: site.config.search.promoRandomPosition,
      },
    );
    const narrowed = state.query !== "" || Object.keys(state.refinements).length > 0;
    const hints =
      result.count === 0 && narrowed && search.stockCount > 0
        ? await deadEndHints(site, state, vocabulary)
        : [];
    const words = headingWords(site);
    return {
      site,
      now,
      state,
      canonicalUrl,
      vocabulary,
      search,
      count: displayedHitCount({
        count: result.count,
        stockCount: narrowed ? null : search.stockCount,
        facet: result.facets.car_type,
        selected: state.refinements.car_type,
      }),
      slots,
      heading: searchHeading(state, words),
      title: searchTitle(state, words),
      indexable: isIndexableSearchUrl(canonicalUrl),
      priceSlider,
      hints,
    };
  },
);

/** The page's data for a route's params and searchParams (both already awaited). */
export function loadSearchPage(
  slug: string,
  path: readonly string[] | undefined,
  query: QueryRecord,
): Promise<SearchPageData> {
  return load(slug, JSON.stringify(path ?? []), JSON.stringify(queryEntries(query)));
}
