/**
 * The phrases of a site's query vocabulary, compact ("landcruiserprado", "7seater"), each with
 * what it names: the site's values of one or more keys. A phrase names:
 * - a make, model, badge, body, fuel, transmission, drive or category of the site, written
 *   without case, spaces or hyphens;
 * - a colour by its paint name, or a colour family ("red": every paint of the red family);
 * - a car type by its word or the site's label ("used", "pre-owned");
 * - through the trade's synonyms, what the site has of the synonym ("pickup": its Utes).
 * Plurals are read as their singulars, and a word with typos as the phrase it is closest to.
 */
import { CAR_TYPES } from "@/domain/car/car";
import { COLOUR_FAMILIES, colourFamilies } from "./colour-families";
import { compactPhrase, singulars, synonymsOf } from "./query-synonyms";
import { type QueryVocabulary, UNDERSTOOD_KEYS, type UnderstoodKey } from "./query-vocabulary";
import { MAX_TYPO_TOKEN } from "./text-index";
import { hasDigit, typoAllowance, typoCount } from "./typo-rules";

export type PhraseMeaning = {
  readonly key: UnderstoodKey;
  readonly values: readonly string[];
  /** Cars listed with these values: the likelier meaning of a typo. */
  readonly count: number;
};

type PhraseBook = {
  /** Meanings of each phrase, in the order of UNDERSTOOD_KEYS. */
  readonly phrases: ReadonlyMap<string, readonly PhraseMeaning[]>;
  /** Phrases a typo may reach (letters only), by length. */
  readonly byLength: readonly (readonly string[])[];
};

type Draft = Map<string, Map<UnderstoodKey, Map<string, number>>>;

function add(draft: Draft, phrase: string, key: UnderstoodKey, value: string, count: number) {
  if (phrase.length < 2) return; // "s", "n": too short to name a badge from the search box
  const keys = draft.get(phrase) ?? new Map<UnderstoodKey, Map<string, number>>();
  const values = keys.get(key) ?? new Map<string, number>();
  values.set(value, count);
  keys.set(key, values);
  draft.set(phrase, keys);
}

function directPhrases(vocabulary: QueryVocabulary): Draft {
  const draft: Draft = new Map();
  for (const key of UNDERSTOOD_KEYS) {
    if (key === "car_type") continue;
    for (const item of vocabulary.values[key]) {
      add(draft, compactPhrase(item.value), key, item.value, item.count);
      if (key !== "colour") continue;
      for (const family of colourFamilies(item.value))
        for (const word of COLOUR_FAMILIES[family].words)
          add(draft, word, key, item.value, item.count);
    }
  }
  const typeCounts = new Map(vocabulary.values.car_type.map((item) => [item.value, item.count]));
  for (const type of CAR_TYPES) {
    const count = typeCounts.get(type) ?? 0;
    add(draft, type, "car_type", type, count);
    add(draft, compactPhrase(vocabulary.labels[type]), "car_type", type, count);
  }
  return draft;
}

/** A synonym names what its group's words name on the site, for keys it names nothing of. */
function withSynonyms(direct: Draft): Draft {
  const draft: Draft = new Map([...direct].map(([phrase, keys]) => [phrase, new Map(keys)]));
  for (const [phrase, keys] of direct) {
    for (const synonym of synonymsOf(phrase)) {
      for (const [key, values] of keys) {
        if (!(synonym.keys as readonly string[]).includes(key)) continue;
        if (direct.get(synonym.word)?.has(key)) continue;
        for (const [value, count] of values) add(draft, synonym.word, key, value, count);
      }
    }
  }
  return draft;
}

const books = new WeakMap<QueryVocabulary, PhraseBook>();

function phraseBook(vocabulary: QueryVocabulary): PhraseBook {
  const known = books.get(vocabulary);
  if (known) return known;
  const phrases = new Map<string, PhraseMeaning[]>();
  const byLength: string[][] = Array.from({ length: MAX_TYPO_TOKEN + 1 }, () => []);
  for (const [phrase, keys] of withSynonyms(directPhrases(vocabulary))) {
    const meanings = UNDERSTOOD_KEYS.filter((key) => keys.has(key)).map((key) => {
      const values = keys.get(key)!;
      let count = 0;
      for (const one of values.values()) count += one;
      return { key, values: [...values.keys()].sort(), count };
    });
    phrases.set(phrase, meanings);
    if (phrase.length <= MAX_TYPO_TOKEN && !hasDigit(phrase)) byLength[phrase.length]!.push(phrase);
  }
  const book = { phrases, byLength };
  books.set(vocabulary, book);
  return book;
}

/** What a compact phrase names exactly, or as the singular of a plural. */
export function phraseMeanings(
  vocabulary: QueryVocabulary,
  phrase: string,
): readonly PhraseMeaning[] | null {
  const { phrases } = phraseBook(vocabulary);
  const direct = phrases.get(phrase);
  if (direct) return direct;
  for (const singular of singulars(phrase)) {
    const meanings = phrases.get(singular);
    if (meanings) return meanings;
  }
  return null;
}

/** Whether a phrase of the vocabulary begins with `phrase`. */
export function beginsPhrase(vocabulary: QueryVocabulary, phrase: string): boolean {
  for (const known of phraseBook(vocabulary).phrases.keys())
    if (known.startsWith(phrase)) return true;
  return false;
}

/**
 * The phrase a misspelt one stands for: the closest within its typo allowance (typo-rules.ts),
 * the one naming more cars on a tie; null when none is that close. `asPrefix`: the phrase may
 * be the beginning of the vocabulary's phrase (a word still being typed).
 */
export function closestPhrase(
  vocabulary: QueryVocabulary,
  phrase: string,
  allowance: number,
  asPrefix = false,
): string | null {
  if (allowance === 0) return null;
  const { byLength, phrases } = phraseBook(vocabulary);
  let best: string | null = null;
  let bestTypos = allowance + 1;
  let bestCount = -1;
  const longest = asPrefix ? MAX_TYPO_TOKEN : Math.min(MAX_TYPO_TOKEN, phrase.length + allowance);
  for (let length = Math.max(2, phrase.length - allowance); length <= longest; length++) {
    for (const known of byLength[length]!) {
      const typos = typoCount(phrase, known, allowance, asPrefix);
      if (typos > allowance || typos > bestTypos) continue;
      const count = phrases.get(known)![0]!.count;
      if (typos < bestTypos || count > bestCount) {
        best = known;
        bestTypos = typos;
        bestCount = count;
      }
    }
  }
  return best;
}

/** The typo allowance of a phrase read from the query box, by the length rules of typo-rules.ts. */
export function phraseAllowance(
  vocabulary: QueryVocabulary,
  phrase: string,
  isIndexedWord: (word: string) => boolean,
): number {
  if (isIndexedWord(phrase)) return 0;
  return typoAllowance(phrase, beginsPhrase(vocabulary, phrase));
}
