/**
 * No dead ends: when a search finds nothing, which one refinement to drop (the one whose removal
 * finds the most cars, named as a shopper would: 'Remove "under $10,000" to see 12 Hilux'), and
 * for a query word that matches nothing, the site's closest word ('Did you mean "Hilux"?').
 * The counts come from the engine; the choices and words are made here.
 */
import type { CarType } from "@/domain/car/car";
import { countLabel, type ItemWords } from "@/domain/car/item-words";
import { formatCount } from "@/domain/format/price";
import { REFINEMENT_KEYS, type RefinementKey } from "./facet-table";
import { closestPhrase, phraseMeanings } from "./query-phrases";
import type { QueryVocabulary } from "./query-vocabulary";
import { refinementPhrase } from "./refinement-phrase";
import type { SearchState } from "./search-state-normalize";
import type { NumericRange, Refinements } from "./search-types";
import { queryWords } from "./text-index";
import { hasDigit } from "./typo-rules";

/** A search with one thing dropped: a refinement, or the text query ("query"). */
export type Drop = {
  readonly key: RefinementKey | "query";
  /** What is dropped, as the shopper would say it. */
  readonly phrase: string;
  readonly state: SearchState;
};

/** Each refinement in force dropped alone, then the text query. */
export function dropCandidates(
  state: SearchState,
  labels: Readonly<Record<CarType, string>>,
): Drop[] {
  const drops: Drop[] = [];
  for (const key of REFINEMENT_KEYS) {
    const value = state.refinements[key];
    if (value === undefined) continue;
    const refinements: Record<string, unknown> = { ...state.refinements };
    delete refinements[key];
    drops.push({
      key,
      phrase: refinementPhrase(key, value as NumericRange | readonly string[], labels),
      state: { ...state, page: 1, refinements: refinements as Refinements },
    });
  }
  if (state.query !== "")
    drops.push({ key: "query", phrase: state.query, state: { ...state, page: 1, query: "" } });
  return drops;
}

/** The drop finding the most cars, the first listed on a tie; null when none finds any. */
export function bestDrop<D extends Drop>(counted: readonly (D & { count: number })[]) {
  let best: (D & { count: number }) | null = null;
  for (const one of counted)
    if (one.count > 0 && (best === null || one.count > best.count)) best = one;
  return best;
}

/** "12 Hilux" for one model, "12 Toyota" for one make, else "12 cars" in the site's words. */
export function countOf(count: number, refinements: Refinements, words: ItemWords): string {
  const name =
    refinements.model?.length === 1
      ? refinements.model[0]
      : refinements.make?.length === 1
        ? refinements.make[0]
        : null;
  return name ? `${formatCount(count)} ${name}` : countLabel(count, words);
}

export function dropMessage(drop: Drop & { count: number }, words: ItemWords): string {
  return `Remove “${drop.phrase}” to see ${countOf(drop.count, drop.state.refinements, words)}`;
}

/** The most typos a "Did you mean" reaches: more than a search forgives, so it is a suggestion. */
const SUGGESTION_TYPOS = 2;

/**
 * For the first query word that finds nothing (`findsNothing`), the closest value the site has
 * within two typos, and the query with the word replaced by it; null when there is none.
 */
export function didYouMean(
  query: string,
  vocabulary: QueryVocabulary,
  findsNothing: (word: string) => boolean,
): { word: string; suggestion: string; query: string } | null {
  for (const word of queryWords(query)) {
    if (word.length < 3 || hasDigit(word) || !findsNothing(word)) continue;
    const closest = closestPhrase(vocabulary, word, word.length < 5 ? 1 : SUGGESTION_TYPOS);
    const meaning = closest === null ? null : phraseMeanings(vocabulary, closest)?.[0];
    if (!meaning || closest === null) continue;
    // One value reads as itself ("Hilux"); several (a colour family) as the word ("red").
    const suggestion = meaning.values.length === 1 ? meaning.values[0]! : closest;
    const replaced = queryWords(query).map((one) => (one === word ? suggestion : one));
    return { word, suggestion, query: replaced.join(" ") };
  }
  return null;
}
