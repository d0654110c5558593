import "server-only";
/**
 * What a saved search address finds now: the address read by the search page's own rules and
 * run through the site's search, keeping the cars still for sale (sold cars stay listed for a
 * few days but are never news). An address that no longer names anything finds nothing.
 */
import { type Car, isAvailable } from "@/domain/car/car";
import { searchTitle } from "@/domain/search/search-heading";
import { parseSearchUrl } from "@/domain/search/search-state";
import type { SearchState } from "@/domain/search/search-state-normalize";
import type { CurrentSite } from "@/features/site/server";
import {
  headingWords,
  searchHref,
  searchSite,
  siteVocabulary,
} from "@/features/stock-search/server";

/** How many cars of a search are looked at; a wider search alerts on its newest this many. */
const MATCH_LIMIT = 500;

export type AddressMatch = { state: SearchState; address: string; label: string; cars: Car[] };

export async function matchAddress(
  site: CurrentSite,
  address: string,
): Promise<AddressMatch | null> {
  const vocabulary = await siteVocabulary(site);
  const parsed = parseSearchUrl(address, vocabulary);
  if (!parsed.ok) return null;
  const { state, result } = await searchSite(
    site,
    { ...parsed.value, page: 1, sortBy: "newest" },
    { hitsPerPage: MATCH_LIMIT, facets: [] },
  );
  const saved = { ...state, page: 1, sortBy: parsed.value.sortBy };
  return {
    state: saved,
    address: searchHref(saved, vocabulary),
    label: searchTitle(saved, headingWords(site)),
    cars: result.hits.filter((car) => isAvailable(car)),
  };
}
