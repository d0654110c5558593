import "server-only";
/**
 * What the empty state offers when a search finds nothing while the site has stock: the one
 * refinement (or the text) to drop that finds the most cars, and 'Did you mean …' for a query
 * word that matches nothing on the site, each a link to that search.
 */
import { itemWords } from "@/domain/car/item-words";
import { bestDrop, didYouMean, dropCandidates, dropMessage } from "@/domain/search/dead-ends";
import { DEFAULT_SEARCH_STATE, type SearchState } from "@/domain/search/search-state-normalize";
import type { SearchVocabulary } from "@/domain/search/search-vocabulary";
import { queryWords } from "@/domain/search/text-index";
import type { CurrentSite } from "@/features/site/server";
import { searchHref } from "./search-address";
import { searchSite, siteQueryVocabulary } from "./search-site.server";

export type DeadEndHint = { readonly text: string; readonly href: string };

const countOnly = { hitsPerPage: 1, facets: [] } as const;

export async function deadEndHints(
  site: CurrentSite,
  state: SearchState,
  vocabulary: SearchVocabulary,
): Promise<DeadEndHint[]> {
  const hints: DeadEndHint[] = [];
  const drops = dropCandidates(state, site.config.labels);
  const counted = await Promise.all(
    drops.map(async (drop) => ({
      ...drop,
      count: (await searchSite(site, drop.state, countOnly)).result.count,
    })),
  );
  const best = bestDrop(counted);
  if (best) {
    hints.push({
      text: dropMessage(best, itemWords(site.config.inventory.itemTypes)),
      href: searchHref(best.state, vocabulary),
    });
  }
  if (state.query !== "") {
    const words = new Map<string, number>();
    for (const word of queryWords(state.query)) {
      const { result } = await searchSite(
        site,
        { ...DEFAULT_SEARCH_STATE, query: word },
        countOnly,
      );
      words.set(word, result.count);
    }
    const suggestion = didYouMean(
      state.query,
      await siteQueryVocabulary(site),
      (word) => words.get(word) === 0,
    );
    if (suggestion) {
      hints.push({
        text: `Did you mean “${suggestion.suggestion}”?`,
        href: searchHref({ ...state, query: suggestion.query, page: 1 }, vocabulary),
      });
    }
  }
  return hints;
}
