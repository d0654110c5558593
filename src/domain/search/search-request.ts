/**
 * From what a page or API call was asked to the engine's request. The site's part (scope, sold
 * days, exclusions, price-sort rule) is the server's and is passed in from the site config.
 */
import type { SearchPayload } from "./search-payload.schema";
import {
  normalizeRefinements,
  normalizeSearchState,
  type SearchState,
} from "./search-state-normalize";
import { DEFAULT_HITS_PER_PAGE, type Refinements, type SearchRequest } from "./search-types";

export type SiteSearchSettings = Pick<
  SearchRequest,
  | "dealershipIds"
  | "soldDays"
  | "maxUnconfirmedDays"
  | "now"
  | "exclusions"
  | "requirePriceWhenPriceAscending"
  | "fixedFilters"
>;

/** The search page: page N of the state's results. */
export function searchRequestFromState(
  state: SearchState,
  site: SiteSearchSettings,
  hitsPerPage: number = DEFAULT_HITS_PER_PAGE,
): SearchRequest {
  const { query, page, sortBy, refinements } = normalizeSearchState(state);
  return {
    ...site,
    query,
    filters: refinements,
    sort: sortBy,
    offset: (page - 1) * hitsPerPage,
    hitsPerPage,
  };
}

/** POST /api/search: the payload's search_filters hold together with the site's own fixed filters. */
export function searchRequestFromPayload(
  payload: SearchPayload,
  site: SiteSearchSettings,
): SearchRequest {
  const pageFixed = normalizeRefinements(payload.search_filters as Refinements);
  return {
    ...site,
    query: payload.query,
    filters: normalizeRefinements(payload.filters as Refinements),
    fixedFilters:
      site.fixedFilters === undefined ? pageFixed : [...[site.fixedFilters].flat(), pageFixed],
    sort: payload.sort,
    offset: payload.offset,
    hitsPerPage: payload.hitsPerPage,
  };
}
