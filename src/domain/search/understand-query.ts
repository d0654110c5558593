/**
 * Plain-English refinements: the words of a query that name a refinement become that
 * refinement, and the rest stays the text query. "red ute under 30k" is colour: the site's
 * red paints, body: Ute, price up to $30,000, and no text.
 *
 * Read left to right; at each word, the first that applies:
 * 1. an amount phrase (query-amounts.ts): price, year, km, seats, caravan berths, length, ATM;
 * 2. the longest run of up to 4 words that, written compact, is a phrase of the site's
 *    vocabulary (query-phrases.ts), exactly or as a plural, naming the key first in
 *    UNDERSTOOD_KEYS (a model brings its make when only one make lists it);
 * 3. the same with typos, for words that begin no word of the site's stock;
 * else the word stays text. Filler words ("cars", "for", "with") never narrow a search and
 * go; a query with nothing to read and no filler word is kept as typed.
 *
 * An understood word only narrows: its values are intersected with the refinements already in
 * force (the shopper's, and earlier words'). A word that would leave nothing of a refinement
 * ("mazda" with make Toyota ticked) stays text instead, so a second reading changes nothing.
 */
import type { RefinementKey } from "./facet-table";
import { type AmountMeaning, readAmountPhrase } from "./query-amounts";
import {
  closestPhrase,
  type PhraseMeaning,
  phraseAllowance,
  phraseMeanings,
} from "./query-phrases";
import { compactPhrase } from "./query-synonyms";
import type { QueryVocabulary } from "./query-vocabulary";
import { readQueryWords } from "./query-words";
import type { NumericRange, Refinements } from "./search-types";
import { hasDigit } from "./typo-rules";

export type UnderstoodPhrase = {
  /** The words read, as written in the query's understood form ("under 30k"). */
  readonly words: string;
  readonly keys: readonly RefinementKey[];
};

export type QueryUnderstanding = {
  /** The refinements understood, already narrowed by the ones in force: apply them over those. */
  readonly refinements: Refinements;
  /** The words left as the text query. */
  readonly text: string;
  readonly phrases: readonly UnderstoodPhrase[];
};

export type UnderstandOptions = {
  /** The refinements in force; an understood word only narrows them. */
  readonly filters?: Refinements;
  /** Whether a word of the site's stock begins with `word`: such a word is never a typo. */
  readonly isIndexedWord?: (word: string) => boolean;
};

/** Longest run of words read as one phrase ("land cruiser prado", "people mover"). */
export const MAX_PHRASE_WORDS = 4;
/** Words past this many are left as text. */
export const MAX_UNDERSTOOD_WORDS = 20;

const FILLER = new Set([
  "a",
  "an",
  "the",
  "with",
  "for",
  "in",
  "of",
  "and",
  "or",
  "car",
  "cars",
  "vehicle",
  "vehicles",
  "sale",
  "me",
  "near",
  "my",
  "want",
  "any",
  "show",
  "find",
  "looking",
]);

type Change = { key: RefinementKey; terms?: readonly string[]; range?: NumericRange };

function narrowTerms(current: readonly string[] | undefined, values: readonly string[]) {
  const out = current === undefined ? [...values] : values.filter((v) => current.includes(v));
  return out.length > 0 ? out.sort() : null;
}

function narrowRange(current: NumericRange | undefined, next: NumericRange): NumericRange | null {
  if (!current) return next;
  const pick = (a: number | null, b: number | null, f: (x: number, y: number) => number) =>
    a === null ? b : b === null ? a : f(a, b);
  const min = pick(current.min, next.min, Math.max);
  const max = pick(current.max, next.max, Math.min);
  return min !== null && max !== null && min > max ? null : { min, max };
}

/** The changes, narrowed by the refinements in force, or null when one leaves nothing. */
function narrowed(inForce: Refinements, changes: readonly Change[]): Change[] | null {
  const out: Change[] = [];
  for (const change of changes) {
    const current = inForce[change.key];
    if (change.terms) {
      const terms = narrowTerms(current as readonly string[] | undefined, change.terms);
      if (terms === null) return null;
      out.push({ key: change.key, terms });
    } else {
      const range = narrowRange(current as NumericRange | undefined, change.range!);
      if (range === null) return null;
      out.push({ key: change.key, range });
    }
  }
  return out;
}

function amountChanges(meaning: AmountMeaning): Change[] {
  return meaning.kind === "range"
    ? [{ key: meaning.key, range: meaning.range }]
    : [{ key: meaning.key, terms: meaning.values }];
}

function phraseChanges(vocabulary: QueryVocabulary, meaning: PhraseMeaning): Change[] {
  const changes: Change[] = [{ key: meaning.key, terms: meaning.values }];
  if (meaning.key === "model") {
    const makes = new Set(
      meaning.values.flatMap((model) => vocabulary.modelMakes.get(model) ?? []),
    );
    if (makes.size === 1) changes.unshift({ key: "make", terms: [...makes] });
  }
  return changes;
}

type Reading = { length: number; changes: Change[] };

function readPhrase(
  words: readonly string[],
  i: number,
  vocabulary: QueryVocabulary,
  isIndexedWord: (word: string) => boolean,
): Reading | null {
  const longest = Math.min(MAX_PHRASE_WORDS, words.length - i);
  for (let length = longest; length >= 1; length--) {
    const meanings = phraseMeanings(
      vocabulary,
      compactPhrase(words.slice(i, i + length).join(" ")),
    );
    if (meanings) return { length, changes: phraseChanges(vocabulary, meanings[0]!) };
  }
  for (let length = longest; length >= 1; length--) {
    const span = words.slice(i, i + length);
    if (span.some((word) => hasDigit(word) || FILLER.has(word) || isIndexedWord(word))) continue;
    const phrase = compactPhrase(span.join(" "));
    const closest = closestPhrase(
      vocabulary,
      phrase,
      phraseAllowance(vocabulary, phrase, isIndexedWord),
    );
    const meanings = closest === null ? null : phraseMeanings(vocabulary, closest);
    if (meanings) return { length, changes: phraseChanges(vocabulary, meanings[0]!) };
  }
  return null;
}

const never = () => false;

type Pass = { kept: string[]; phrases: UnderstoodPhrase[] };

/** One reading of the words, left to right; `inForce` and `understood` take what it reads. */
function readWords(
  words: readonly string[],
  vocabulary: QueryVocabulary,
  isIndexedWord: (word: string) => boolean,
  inForce: Record<string, unknown>,
  understood: Record<string, unknown>,
): Pass {
  const pass: Pass = { kept: [], phrases: [] };
  for (let i = 0; i < words.length; ) {
    const amount = readAmountPhrase(words, i, vocabulary);
    const reading: Reading | null = amount
      ? { length: amount.length, changes: amountChanges(amount.meaning) }
      : FILLER.has(words[i]!)
        ? null
        : readPhrase(words, i, vocabulary, isIndexedWord);
    const changes = reading && narrowed(inForce as Refinements, reading.changes);
    if (!reading || !changes) {
      pass.kept.push(words[i]!);
      i++;
      continue;
    }
    for (const change of changes) {
      const value = change.terms ?? change.range;
      inForce[change.key] = value;
      understood[change.key] = value;
    }
    pass.phrases.push({
      words: words.slice(i, i + reading.length).join(" "),
      keys: changes.map((change) => change.key),
    });
    i += reading.length;
  }
  return pass;
}

export function understandQuery(
  query: string,
  vocabulary: QueryVocabulary,
  options: UnderstandOptions = {},
): QueryUnderstanding {
  const isIndexedWord = options.isIndexedWord ?? never;
  const inForce: Record<string, unknown> = { ...options.filters };
  const understood: Record<string, unknown> = {};
  const phrases: UnderstoodPhrase[] = [];
  let words = readQueryWords(query).slice(0, MAX_UNDERSTOOD_WORDS);
  let dropped = false;
  // The words left, once the understood and filler words between them go, may read as a
  // phrase of their own ("7 red km"): read them again until nothing more is understood, so the
  // text left says nothing more when read a second time.
  for (;;) {
    const pass = readWords(words, vocabulary, isIndexedWord, inForce, understood);
    phrases.push(...pass.phrases);
    const left = pass.kept.filter((word) => !FILLER.has(word));
    if (left.length < pass.kept.length) dropped = true;
    if (phrases.length === 0 && !dropped) return { refinements: {}, text: query.trim(), phrases };
    if (pass.phrases.length === 0 && left.length === pass.kept.length)
      return { refinements: understood as Refinements, text: left.join(" "), phrases };
    words = left;
  }
}

/** The refinements in force with the understood ones applied over them. */
export function withUnderstood(
  filters: Refinements | undefined,
  understanding: QueryUnderstanding,
): Refinements {
  return { ...filters, ...understanding.refinements };
}
