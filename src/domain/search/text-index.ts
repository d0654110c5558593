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

export function buildTextIndex(cars: readonly Car[]): TextIndex {
  // Makes, models and badges repeat across thousands of cars: tokenize each text once.
  const cache = new Map<string, string[]>();
  const byToken = new Map<string, number[]>();
  cars.forEach((car, position) => {
    const seen = new Set<string>();
    for (const field of TEXT_FIELDS) {
      const text = car[field];
      if (!text) continue;
      let tokens = cache.get(text);
      if (!tokens) {
        tokens = tokenize(text);
        cache.set(text, tokens);
      }
      for (const token of tokens) {
        if (seen.has(token)) continue;
        seen.add(token);
        const list = byToken.get(token);
        if (list) list.push(position);
        else byToken.set(token, [position]);
      }
    }
  });
  const tokens = [...byToken.keys()].sort();
  const starts = new Uint32Array(tokens.length + 1);
  tokens.forEach((token, t) => {
    starts[t + 1] = starts[t]! + byToken.get(token)!.length;
  });
  const postings = new Uint32Array(starts[tokens.length]!);
  tokens.forEach((token, t) => {
    postings.set(byToken.get(token)!, starts[t]!);
  });
  return { tokens, starts, postings };
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
