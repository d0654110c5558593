/**
 * How a text query matches cars. Each word of the query must match a token of the car (see
 * text-index.ts for the tokens):
 * - exactly: the word begins a token ("toy hil" finds a Toyota Hilux);
 * - with typos, by the allowance of typo-rules.ts: the word is that many typos from a whole
 *   token, or, for the last word (the one being typed), from the beginning of one.
 * - as a whole make, model or badge written without its spaces and hyphens ("cx5" finds the
 *   CX-5, "gtline" the GT-Line).
 * Neighbouring words may also be read as one word, exactly ("rav 4" finds the RAV4 as "rav4",
 * "land cruiser prado" the LandCruiser Prado as "landcruiser" and "prado").
 *
 * A car matches exactly when some reading of the query matches it without a typo; the engine
 * lists those cars before the ones only a typo finds.
 */
import { andInto, type Bitset, emptyBitset } from "./bitset";
import {
  addNumberCars,
  addTokenCars,
  beginsWord,
  JOINED_MARK,
  lowerBound,
  MAX_TYPO_TOKEN,
  prefixRun,
  queryWords,
  type TextIndex,
} from "./text-index";
import { typoAllowance, withinTypos } from "./typo-rules";

/** At most this many neighbouring words are read as one ("land cruiser prado"). */
export const MAX_JOINED_WORDS = 3;

export type TextMatch = {
  /** Cars matching the query, typos allowed. */
  readonly all: Bitset;
  /** Cars matching it without a typo: a subset of `all`. */
  readonly exact: Bitset;
};

/**
 * The words a query must match, in order: a word that begins another word of the query adds
 * no condition ("to" in "to toyota").
 */
export function neededWords(query: string | null | undefined): string[] {
  const words = queryWords(query);
  return words.filter((word) => !words.some((other) => other !== word && other.startsWith(word)));
}

/** Typo matches of a word on an index: token places, remembered per index and word. */
const typoMemo = new WeakMap<TextIndex, Map<string, Uint32Array>>();
/** Distinct words remembered per index; the memo starts again past this. */
const TYPO_MEMO_WORDS = 5_000;

/**
 * Whether some indexed word begins `word` (the typo rule of 4-letter words). An index of
 * several parts (stock-index.ts) asks all of them; a lone index asks its own tokens.
 */
export type BeginsIndexedWord = (word: string) => boolean;

/** Places of the tokens a word reaches with typos but does not begin. */
export function typoTokenPlaces(
  index: TextIndex,
  word: string,
  asPrefix: boolean,
  begins?: BeginsIndexedWord,
): Uint32Array {
  let memo = typoMemo.get(index);
  if (!memo) {
    memo = new Map();
    typoMemo.set(index, memo);
  }
  const [first, end] = prefixRun(index, word);
  const allowance = typoAllowance(word, begins ? begins(word) : beginsWord(index, word));
  const key = `${word}${asPrefix ? "*" : ""}|${allowance}`;
  const known = memo.get(key);
  if (known) return known;
  const places: number[] = [];
  if (allowance > 0) {
    const longest = asPrefix ? MAX_TYPO_TOKEN : Math.min(MAX_TYPO_TOKEN, word.length + allowance);
    for (let length = Math.max(1, word.length - allowance); length <= longest; length++) {
      for (const place of index.byLength[length]!) {
        if (place >= first && place < end) continue;
        if (withinTypos(word, index.tokens[place]!, allowance, asPrefix)) places.push(place);
      }
    }
  }
  const found = Uint32Array.from(places);
  if (memo.size >= TYPO_MEMO_WORDS) memo.clear();
  memo.set(key, found);
  return found;
}

function termMatches(
  index: TextIndex,
  size: number,
  term: string,
  typos: boolean,
  last: boolean,
  begins: BeginsIndexedWord | undefined,
): { exact: Bitset; all: Bitset } {
  const exact = emptyBitset(size);
  const [first, end] = prefixRun(index, term);
  addTokenCars(index, exact, first, end);
  addNumberCars(index, exact, term);
  const joined = JOINED_MARK + term;
  const at = lowerBound(index.tokens, joined);
  if (index.tokens[at] === joined) addTokenCars(index, exact, at, at + 1);
  if (!typos) return { exact, all: exact };
  const places = typoTokenPlaces(index, term, last, begins);
  if (places.length === 0) return { exact, all: exact };
  const all = exact.slice();
  for (const place of places) addTokenCars(index, all, place, place + 1);
  return { exact, all };
}

function orInto(target: Bitset, source: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= source[i]!;
}

/** `matches` narrowed by `term`; null stands for every car. */
function narrowed(before: Bitset | null, term: Bitset): Bitset {
  if (before === null) return term.slice();
  const bits = before.slice();
  andInto(bits, term);
  return bits;
}

/**
 * The cars matching a query's words, or null when the query has none. Word i is read alone
 * or joined with up to two words before it; matches[i] holds the cars matching the first i
 * words by some reading, so every reading is counted once.
 */
export function matchText(
  index: TextIndex,
  size: number,
  query: string | null | undefined,
  begins?: BeginsIndexedWord,
): TextMatch | null {
  const words = neededWords(query);
  if (words.length === 0) return null;
  const all: (Bitset | null)[] = [null];
  const exact: (Bitset | null)[] = [null];
  for (let i = 1; i <= words.length; i++) {
    const allHere = emptyBitset(size);
    const exactHere = emptyBitset(size);
    for (let joined = 1; joined <= Math.min(MAX_JOINED_WORDS, i); joined++) {
      const term = words.slice(i - joined, i).join("");
      const one = termMatches(index, size, term, joined === 1, i === words.length, begins);
      orInto(allHere, narrowed(all[i - joined] ?? null, one.all));
      orInto(exactHere, narrowed(exact[i - joined] ?? null, one.exact));
    }
    all.push(allHere);
    exact.push(exactHere);
  }
  return { all: all[words.length]!, exact: exact[words.length]! };
}
