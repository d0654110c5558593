import "server-only";
/**
 * GET /api/search/suggest: suggestions for the typed text on one site, each with the cars it
 * finds and the address of that search. Cached per site, index version and text in the search
 * results cache, like searches.
 */
import { getResultsCache, getSearchSnapshot } from "@/data/search/search-index.server";
import { DEFAULT_SEARCH_STATE } from "@/domain/search/search-state-normalize";
import { beginsIndexedWord } from "@/domain/search/stock-index";
import { suggest } from "@/domain/search/suggest";
import type { SuggestionLink } from "@/domain/search/suggest-answer";
import { understandQuery, withUnderstood } from "@/domain/search/understand-query";
import type { CurrentSite } from "@/features/site/server";
import { searchHref } from "./search-address";
import { searchSite, siteQueryVocabulary, siteVocabulary } from "./search-site.server";

export type SuggestAnswer = { readonly suggestions: readonly SuggestionLink[] };

export async function siteSuggestions(site: CurrentSite, typed: string): Promise<SuggestAnswer> {
  const snapshot = await getSearchSnapshot();
  const cache = getResultsCache<SuggestAnswer>();
  const key = `${site.config.slug}|${snapshot.version}|suggest|${typed.toLowerCase()}`;
  const known = cache.get(key);
  if (known) return known;
  const [vocabulary, paths] = await Promise.all([siteQueryVocabulary(site), siteVocabulary(site)]);
  const isIndexedWord = (word: string) => beginsIndexedWord(snapshot.index, word);
  const understanding = understandQuery(typed, vocabulary, { isIndexedWord });
  // The reading's count is a search of the site: the only one a suggestion needs.
  const readingCount =
    understanding.phrases.length === 0
      ? 0
      : (
          await searchSite(
            site,
            {
              ...DEFAULT_SEARCH_STATE,
              query: understanding.text,
              refinements: withUnderstood({}, understanding),
            },
            { hitsPerPage: 1, facets: [] },
          )
        ).result.count;
  const suggestions = suggest(typed, vocabulary, {
    isIndexedWord,
    understanding,
    countReading: () => readingCount,
  });
  const answer: SuggestAnswer = {
    suggestions: suggestions.map((one) => ({
      label: one.label,
      kind: one.kind,
      count: one.count,
      url: searchHref(
        { ...DEFAULT_SEARCH_STATE, query: one.query, refinements: one.refinements },
        paths,
      ),
    })),
  };
  cache.set(key, answer);
  return answer;
}
