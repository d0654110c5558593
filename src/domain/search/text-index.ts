/**
 * Text query matching for the stock search: every word of the query must be a prefix of some
 * token of the car's make, model, badge, series, name or stock number, case- and
 * accent-insensitively ("toy hil" finds a Toyota Hilux, "x-trail" finds an X-Trail).
 *
 * The index keeps the distinct tokens sorted, so the tokens starting with a word are one
 * contiguous run found by binary search, and their cars one contiguous run of postings.
 */
import type { Car } from "@/domain/car/car";
import { type Bitset, emptyBitset } from "./bitset";
import { type BuildSteps, runSteps } from "./build-steps";

/** Fields searched by the text query, in the spec's words (brief: make, model, badge, series, name, stocknum). */
export const TEXT_FIELDS = ["make", "model", "badge", "series", "name", "stocknum"] as const;

const SEPARATOR = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}/gu;

/** Lower-cased, accent-free words of a text: "Škoda X-Trail ST-L" -> ["skoda", "x", "trail", "st", "l"]. */
export function tokenize(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .toLowerCase()
    .split(SEPARATOR)
    .filter((token) => token !== "");
}

/** Words beyond this many are ignored: a query is a few words, and each word costs a pass. */
export const MAX_QUERY_WORDS = 10;

/** The words a query must match: distinct, in order, at most MAX_QUERY_WORDS. */
export function queryWords(query: string | null | undefined): string[] {
  return [...new Set(tokenize(query))].slice(0, MAX_QUERY_WORDS);
}

export function carTokens(car: Car): string[] {
  const tokens = new Set<string>();
  for (const field of TEXT_FIELDS) for (const token of tokenize(car[field])) tokens.add(token);
  return [...tokens];
}

/**
 * Distinct tokens, sorted, and their cars: the cars of tokens[t] are
 * postings[starts[t] .. starts[t + 1]), so a run of tokens is one run of postings.
 */
export type TextIndex = {
  readonly tokens: readonly string[];
  readonly starts: Uint32Array;
  readonly postings: Uint32Array;
};

const CARS_PER_STEP = 10_000;

export function buildTextIndex(cars: readonly Car[]): TextIndex {
  return runSteps(buildTextIndexSteps(cars));
}

export function* buildTextIndexSteps(cars: readonly Car[]): BuildSteps<TextIndex> {
  // Makes, models and badges repeat across thousands of cars: tokenize each text once, number
  // each distinct token once, and keep (token, car) pairs in flat arrays rather than a list
  // per token (most tokens, stock numbers above all, belong to a single car).
  const cache = new Map<string, number[]>();
  const idOf = new Map<string, number>();
  const names: string[] = [];
  const pairTokens: number[] = [];
  const pairCars: number[] = [];
  const mine: number[] = [];
  for (let position = 0; position < cars.length; position++) {
    if (position > 0 && position % CARS_PER_STEP === 0) yield;
    const car = cars[position]!;
    mine.length = 0;
    for (const field of TEXT_FIELDS) {
      const text = car[field];
      if (!text) continue;
      let ids = cache.get(text);
      if (!ids) {
        ids = tokenize(text).map((token) => {
          let id = idOf.get(token);
          if (id === undefined) {
            id = names.length;
            idOf.set(token, id);
            names.push(token);
          }
          return id;
        });
        cache.set(text, ids);
      }
      for (const id of ids) {
        if (mine.includes(id)) continue;
        mine.push(id);
        pairTokens.push(id);
        pairCars.push(position);
      }
    }
  }
  yield;
  // Place of each token in sorted order, then a counting sort of the pairs by it; cars stay
  // ascending within a token because pairs were made in car order.
  const byName = names.map((_, id) => id).sort((a, b) => (names[a]! < names[b]! ? -1 : 1));
  const place = new Uint32Array(names.length);
  byName.forEach((id, at) => {
    place[id] = at;
  });
  const starts = new Uint32Array(names.length + 1);
  for (const id of pairTokens) starts[place[id]! + 1]!++;
  for (let t = 0; t < names.length; t++) starts[t + 1]! += starts[t]!;
  const next = starts.slice(0, names.length);
  const postings = new Uint32Array(pairCars.length);
  for (let k = 0; k < pairTokens.length; k++)
    postings[next[place[pairTokens[k]!]!]!++] = pairCars[k]!;
  return { tokens: byName.map((id) => names[id]!), starts, postings };
}

/** First index whose token is >= word. */
function lowerBound(tokens: readonly string[], word: string): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Cars having a token that starts with `word`. */
export function prefixMatches(index: TextIndex, size: number, word: string): Bitset {
  const bits = emptyBitset(size);
  const first = lowerBound(index.tokens, word);
  // Every token starting with `word` sorts before word + U+FFFF (tokens hold no U+FFFF).
  const end = lowerBound(index.tokens, `${word}\uffff`);
  const { postings } = index;
  for (let i = index.starts[first]!; i < index.starts[end]!; i++) {
    const position = postings[i]!;
    bits[position >>> 5]! |= 1 << (position & 31);
  }
  return bits;
}
