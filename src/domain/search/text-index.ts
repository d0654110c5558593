/**
 * The text index of the stock search: the tokens of each car's make, model, badge, series,
 * name and stock number, case- and accent-insensitive. A make, model or badge of several words
 * is also indexed as one ("CX-5" as "cx5", "LandCruiser Prado" as "landcruiserprado"), so the
 * ways shoppers space and hyphenate a name find it. How a query matches: text-match.ts.
 *
 * The index keeps the distinct tokens sorted, so the tokens starting with a word are one
 * contiguous run found by binary search, and their cars one contiguous run of postings. Stock
 * numbers, one car's each, are most of the distinct tokens: those holding a digit are kept apart
 * as sorted numeric codes (NumberTokens), looked up by prefix the same way.
 */
import type { Car } from "@/domain/car/car";
import type { Bitset } from "./bitset";
import { type BuildSteps, SEARCHES_PER_STEP } from "./build-steps";
import { hasDigit } from "./typo-rules";

/** Fields searched by the text query. */
export const TEXT_FIELDS = ["make", "model", "badge", "series", "name", "stocknum"] as const;

const SEPARATOR = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}/gu;

/** Lower-cased, accent-free words of a text: "Škoda X-Trail ST-L" -> ["skoda", "x", "trail", "st", "l"]. */
export function tokenize(text: string | null | undefined): string[] {
  if (!text) return [];
  return asciiTokens(text) ?? unicodeTokens(text);
}

function unicodeTokens(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .toLowerCase()
    .split(SEPARATOR)
    .filter((token) => token !== "");
}

/**
 * tokenize for plain ASCII (nearly every stock number, make and model) without the Unicode
 * pipeline: in ASCII, letters and digits are the only \p{L}\p{N} and NFKD changes nothing.
 * Null when the text holds anything else.
 */
function asciiTokens(text: string): string[] | null {
  const out: string[] = [];
  let start = -1;
  let upper = false;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    if (code > 127) return null;
    const lower = code >= 97 && code <= 122;
    const capital = code >= 65 && code <= 90;
    if (lower || capital || (code >= 48 && code <= 57)) {
      if (start < 0) start = i;
      if (capital) upper = true;
      continue;
    }
    if (start >= 0) {
      const token = text.slice(start, i);
      out.push(upper ? token.toLowerCase() : token);
      start = -1;
      upper = false;
    }
  }
  return out;
}

/** Words beyond this many are ignored: a query is a few words, and each word costs a pass. */
export const MAX_QUERY_WORDS = 10;

/** The words a query must match: distinct, in order, at most MAX_QUERY_WORDS. */
export function queryWords(query: string | null | undefined): string[] {
  return [...new Set(tokenize(query))].slice(0, MAX_QUERY_WORDS);
}

/** Fields whose several words are indexed joined too: "BT-50" is also "bt50". */
const JOINED_FIELDS = 3; // make, model, badge: the first three of TEXT_FIELDS

/**
 * Marks a joined token. A joined token matches only a whole word ("rangerover" is not begun by
 * "ranger", so Ranger finds no Range Rover), and no typo reaches it; the mark keeps joined
 * tokens out of every run of words beginning with a word.
 */
export const JOINED_MARK = "\u0001";

/** The words of a text, then all of them joined (and marked) when there are several. */
export function fieldTokens(text: string | null | undefined, joined: boolean): string[] {
  const tokens = tokenize(text);
  return joined && tokens.length > 1 ? [...tokens, JOINED_MARK + tokens.join("")] : tokens;
}

export function carTokens(car: Car): string[] {
  const tokens = new Set<string>();
  TEXT_FIELDS.forEach((field, f) => {
    for (const token of fieldTokens(car[field], f < JOINED_FIELDS)) tokens.add(token);
  });
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
  /**
   * The tokens a typo may reach (no digits, at most MAX_TYPO_TOKEN letters), as places in
   * `tokens` by length: byLength[n] holds the tokens of n letters. Stock numbers and model codes
   * are left out, so this is the small dictionary of words (thousands) a typo is looked up in.
   */
  readonly byLength: readonly Uint32Array[];
  /** The stock-number tokens kept as codes instead of in `tokens`. */
  readonly numbers: NumberTokens;
  /** Each car's tokens, when kept (for building a site's index from this one's columns). */
  readonly cars: CarTokens | null;
};

/**
 * The places of car p's tokens in `tokens` are places[starts[p] .. starts[p + 1]), and of its
 * stock-number codes in `numbers.codes` numberPlaces[numberStarts[p] .. numberStarts[p + 1]).
 */
export type CarTokens = {
  readonly starts: Uint32Array;
  readonly places: Uint16Array | Uint32Array;
  readonly numberStarts: Uint32Array;
  readonly numberPlaces: Uint32Array;
};

/**
 * The tokens of stock numbers that hold a digit and are at most NUMBER_LENGTH letters and digits
 * (nearly every stock number: "ABC000123"), kept as numbers rather than strings: a million
 * distinct stock numbers are a million strings to intern and sort otherwise. A token's code
 * orders as the token does, and the tokens beginning with a word are one run of codes. No typo
 * reaches them (they hold a digit), so they are only ever looked up by prefix.
 */
export type NumberTokens = {
  /** Distinct codes, ascending; the cars of codes[t] are postings[starts[t] .. starts[t + 1]). */
  readonly codes: Float64Array;
  readonly starts: Uint32Array;
  readonly postings: Uint32Array;
};

/** Longest stock-number token kept as a code: 37^10 is below 2^53, so codes are exact. */
const NUMBER_LENGTH = 10;
const RADIX = 37;

/** Digit of a character code in a code: 0 is the end of the token, then 0-9, then a-z. */
function numberDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 47;
  if (code >= 97 && code <= 122) return code - 86;
  if (code >= 65 && code <= 90) return code - 54; // upper case is lower-cased
  return -1;
}

/** The code of a word of at most NUMBER_LENGTH letters and digits, or -1. */
function numberCode(word: string, from = 0, to = word.length): number {
  if (to - from > NUMBER_LENGTH) return -1;
  let code = 0;
  for (let i = 0; i < NUMBER_LENGTH; i++) {
    const digit = from + i < to ? numberDigit(word.charCodeAt(from + i)) : 0;
    if (digit < 0) return -1;
    code = code * RADIX + digit;
  }
  return code;
}

/** Longer tokens are never reached by a typo: no make, model or badge word is this long. */
export const MAX_TYPO_TOKEN = 24;

const STOCKNUM_FIELD = TEXT_FIELDS.indexOf("stocknum");

/** A stock number's tokens are usually all codes: no token ids, and no list made for each car. */
const NO_IDS: readonly number[] = [];

/** The car's text of a field, read by name: one shape of load per field, not a keyed load. */
function fieldText(car: Car, field: (typeof TEXT_FIELDS)[number]): string | null {
  switch (field) {
    case "make":
      return car.make;
    case "model":
      return car.model;
    case "badge":
      return car.badge;
    case "series":
      return car.series;
    case "name":
      return car.name;
    case "stocknum":
      return car.stocknum;
  }
}

/** Growable Uint32Array. */
class U32List {
  items: Uint32Array;
  length = 0;
  constructor(capacity: number) {
    this.items = new Uint32Array(Math.max(1024, capacity));
  }
  push(value: number) {
    if (this.length === this.items.length) {
      const grown = new Uint32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }
}

/** Growable Float64Array. */
class F64List {
  items: Float64Array;
  length = 0;
  constructor(capacity: number) {
    this.items = new Float64Array(Math.max(1024, capacity));
  }
  push(value: number) {
    if (this.length === this.items.length) {
      const grown = new Float64Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }
}

/**
 * The text index while the cars go by, in position order (one pass shared with the other parts
 * of the index, build-index.ts). Makes, models and badges repeat across thousands of cars:
 * each text is tokenized once, each distinct token numbered once, and (token, car) pairs kept
 * in flat arrays rather than a list per token (most tokens, stock numbers above all, belong to
 * a single car): the token ids of car p are pairTokens[carStarts[p] .. carStarts[p + 1]).
 */
export class TextIndexBuilder {
  private readonly idOf = new Map<string, number>();
  private readonly names: string[] = [];
  /** lastCar[token id]: the last car given the token, so a car lists a token once. */
  private readonly lastCar: number[] = [];
  /** About the tokens of a car with make, model, badge, series, name and stock number. */
  private readonly pairTokens: U32List;
  private readonly carStarts: Uint32Array;
  /** Token ids of each text seen, per field; none for stock numbers, one car's each. */
  private readonly caches = TEXT_FIELDS.map(() => new Map<string, readonly number[]>());
  /** (code, car) pairs of the stock-number tokens kept as codes, in car order. */
  private readonly numberCodes: F64List;
  private readonly numberCars: U32List;

  /** Token ids here by place in the built index `addFromIndex` reads (-1: not met yet). */
  private fromParent: Int32Array | null = null;

  /** `keepCars`: the index keeps each car's tokens (CarTokens). */
  constructor(
    size: number,
    private readonly keepCars = false,
  ) {
    this.pairTokens = new U32List(size * 8);
    this.carStarts = new Uint32Array(size + 1);
    this.numberCodes = new F64List(size);
    this.numberCars = new U32List(size);
  }

  private tokenIds(text: string, joined: boolean): number[] {
    const ids: number[] = [];
    for (const token of fieldTokens(text, joined)) {
      ids.push(this.idOf.get(token) ?? this.newToken(token));
    }
    return ids;
  }

  /** Numbers a token not met before. */
  private newToken(token: string): number {
    const id = this.names.length;
    this.idOf.set(token, id);
    this.names.push(token);
    this.lastCar.push(-1);
    return id;
  }

  /**
   * A stock number's tokens: those kept as codes go to the code pairs (each once per car), and
   * the ids of the others are returned. Anything but ASCII is tokenized as any text.
   */
  private stockNumberIds(text: string, position: number): readonly number[] {
    for (let i = 0; i < text.length; i++)
      if (text.charCodeAt(i) > 127) return this.tokenIds(text, false);
    let ids: number[] | null = null;
    const { numberCodes, numberCars } = this;
    const carFrom = numberCodes.length;
    let start = -1;
    let digits = false;
    for (let i = 0; i <= text.length; i++) {
      const digit = i < text.length ? numberDigit(text.charCodeAt(i)) : -1;
      if (digit > 0) {
        if (start < 0) start = i;
        if (digit <= 10) digits = true;
        continue;
      }
      if (start < 0) continue;
      const code = digits ? numberCode(text, start, i) : -1;
      if (code >= 0) {
        let repeated = false;
        for (let k = carFrom; k < numberCodes.length && !repeated; k++)
          repeated = numberCodes.items[k] === code;
        if (!repeated) {
          numberCodes.push(code);
          numberCars.push(position);
        }
      } else {
        ids ??= [];
        ids.push(...this.tokenIds(text.slice(start, i), false));
      }
      start = -1;
      digits = false;
    }
    return ids ?? NO_IDS;
  }

  add(car: Car, position: number): void {
    for (let f = 0; f < TEXT_FIELDS.length; f++) {
      const text = fieldText(car, TEXT_FIELDS[f]!);
      if (!text) continue;
      let ids: readonly number[] | undefined;
      if (f === STOCKNUM_FIELD) ids = this.stockNumberIds(text, position);
      else {
        const cache = this.caches[f]!;
        ids = cache.get(text);
        if (!ids) {
          ids = this.tokenIds(text, f < JOINED_FIELDS);
          cache.set(text, ids);
        }
      }
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k]!;
        if (this.lastCar[id] === position) continue;
        this.lastCar[id] = position;
        this.pairTokens.push(id);
      }
    }
    this.carStarts[position + 1] = this.pairTokens.length;
  }

  /**
   * The car at `at` of a built index that kept its cars' tokens, as car `position` of this one:
   * its tokens and codes read from there, each token numbered here when first met.
   */
  addFromIndex(parent: TextIndex, at: number, position: number): void {
    const rows = parent.cars;
    if (!rows) throw new Error("the index keeps no tokens of its cars");
    this.fromParent ??= new Int32Array(parent.tokens.length).fill(-1);
    const local = this.fromParent;
    for (let k = rows.starts[at]!; k < rows.starts[at + 1]!; k++) {
      const place = rows.places[k]!;
      let id = local[place]!;
      if (id < 0) {
        id = this.newToken(parent.tokens[place]!);
        local[place] = id;
      }
      this.pairTokens.push(id);
    }
    this.carStarts[position + 1] = this.pairTokens.length;
    const { codes } = parent.numbers;
    for (let k = rows.numberStarts[at]!; k < rows.numberStarts[at + 1]!; k++) {
      this.numberCodes.push(codes[rows.numberPlaces[k]!]!);
      this.numberCars.push(position);
    }
  }

  /**
   * Tokens in code-unit order (the default sort, as `<` compares), each id's place in it, then a
   * counting sort of the pairs by place; cars stay ascending within a token because pairs were
   * made in car order. Yields between its passes.
   */
  *finish(): BuildSteps<TextIndex> {
    const { names, idOf } = this;
    const tokens = names.slice().sort();
    const place = new Uint32Array(names.length);
    for (let at = 0; at < tokens.length; at++) place[idOf.get(tokens[at]!)!] = at;
    const starts = new Uint32Array(names.length + 1);
    const pairs = this.pairTokens.length;
    const tokenOf = this.pairTokens.items;
    for (let k = 0; k < pairs; k++) starts[place[tokenOf[k]!]! + 1]!++;
    for (let t = 0; t < names.length; t++) starts[t + 1]! += starts[t]!;
    const next = starts.slice(0, names.length);
    const postings = new Uint32Array(pairs);
    const { carStarts } = this;
    for (let p = 0; p + 1 < carStarts.length; p++)
      for (let k = carStarts[p]!; k < carStarts[p + 1]!; k++)
        postings[next[place[tokenOf[k]!]!]!++] = p;
    yield;
    const [numbers, numberPlaces] = yield* this.numbers();
    let cars: CarTokens | null = null;
    if (this.keepCars) {
      yield;
      const places = tokens.length <= 0x10000 ? new Uint16Array(pairs) : new Uint32Array(pairs);
      for (let k = 0; k < pairs; k++) places[k] = place[tokenOf[k]!]!;
      const numberStarts = new Uint32Array(carStarts.length);
      const numberCars = this.numberCars.items;
      for (let k = 0; k < this.numberCars.length; k++) numberStarts[numberCars[k]! + 1]!++;
      for (let p = 0; p + 1 < numberStarts.length; p++) numberStarts[p + 1]! += numberStarts[p]!;
      cars = { starts: carStarts, places, numberStarts, numberPlaces };
    }
    return { tokens, starts, postings, byLength: typoDictionary(tokens), numbers, cars };
  }

  /**
   * The code pairs sorted by code (a counting sort: cars stay ascending within a code), and each
   * pair's place among the codes, in car order. The codes are sorted in one step and placed by
   * binary search a slice at a time.
   */
  private *numbers(): BuildSteps<[NumberTokens, Uint32Array]> {
    const pairs = this.numberCodes.length;
    const pairCodes = this.numberCodes.items.subarray(0, pairs);
    const sorted = pairCodes.slice().sort();
    let distinct = 0;
    for (let k = 0; k < pairs; k++)
      if (k === 0 || sorted[k] !== sorted[distinct - 1]) sorted[distinct++] = sorted[k]!;
    const codes = sorted.slice(0, distinct);
    const place = new Uint32Array(pairs);
    const starts = new Uint32Array(distinct + 1);
    for (let from = 0; from < pairs; from += SEARCHES_PER_STEP) {
      yield;
      const to = Math.min(pairs, from + SEARCHES_PER_STEP);
      for (let k = from; k < to; k++) {
        place[k] = lowerBoundCode(codes, pairCodes[k]!);
        starts[place[k]! + 1]!++;
      }
    }
    for (let t = 0; t < distinct; t++) starts[t + 1]! += starts[t]!;
    const next = starts.slice(0, distinct);
    const postings = new Uint32Array(pairs);
    const cars = this.numberCars.items;
    for (let k = 0; k < pairs; k++) postings[next[place[k]!]!++] = cars[k]!;
    return [{ codes, starts, postings }, place];
  }
}

/** First index whose code is >= code. */
function lowerBoundCode(codes: Float64Array, code: number): number {
  let lo = 0;
  let hi = codes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (codes[mid]! < code) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The places [first, end) of the stock-number codes of tokens starting with `word`. */
export function numberRun(index: TextIndex, word: string): readonly [number, number] {
  const code = word === "" ? -1 : numberCode(word);
  if (code < 0) return [0, 0];
  const { codes } = index.numbers;
  // Tokens beginning with the word: its code up to the code with every later digit at most.
  const span = RADIX ** (NUMBER_LENGTH - word.length);
  return [lowerBoundCode(codes, code), lowerBoundCode(codes, code + span)];
}

/** Whether an indexed token begins `word`. */
export function beginsWord(index: TextIndex, word: string): boolean {
  const [first, end] = prefixRun(index, word);
  if (end > first) return true;
  const [from, to] = numberRun(index, word);
  return to > from;
}

/** Whether some car with a token beginning `word` passes `test`. */
export function someCarBegins(
  index: TextIndex,
  word: string,
  test: (position: number) => boolean,
): boolean {
  const runs = [
    [index.starts, index.postings, prefixRun(index, word)],
    [index.numbers.starts, index.numbers.postings, numberRun(index, word)],
  ] as const;
  for (const [starts, postings, [first, end]] of runs)
    for (let i = starts[first]!; i < starts[end]!; i++) if (test(postings[i]!)) return true;
  return false;
}

/** Adds the cars of the stock-number tokens starting with `word` to `bits`. */
export function addNumberCars(index: TextIndex, bits: Bitset, word: string): void {
  const [first, end] = numberRun(index, word);
  const { starts, postings } = index.numbers;
  for (let i = starts[first]!; i < starts[end]!; i++) {
    const position = postings[i]!;
    bits[position >>> 5]! |= 1 << (position & 31);
  }
}

/** Places of the tokens a typo may reach, by length. */
function typoDictionary(tokens: readonly string[]): Uint32Array[] {
  const places: number[][] = Array.from({ length: MAX_TYPO_TOKEN + 1 }, () => []);
  tokens.forEach((token, place) => {
    if (token.length <= MAX_TYPO_TOKEN && !hasDigit(token) && !token.startsWith(JOINED_MARK))
      places[token.length]!.push(place);
  });
  return places.map((list) => Uint32Array.from(list));
}

/** First index whose token is >= word. */
export function lowerBound(tokens: readonly string[], word: string): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The places [first, end) of the tokens starting with `word`. */
export function prefixRun(index: TextIndex, word: string): readonly [number, number] {
  // Every token starting with `word` sorts before word + U+FFFF (tokens hold no U+FFFF).
  return [lowerBound(index.tokens, word), lowerBound(index.tokens, `${word}\uffff`)];
}

/** Adds the cars of the tokens at places [first, end) to `bits`. */
export function addTokenCars(index: TextIndex, bits: Bitset, first: number, end: number): void {
  const { postings } = index;
  for (let i = index.starts[first]!; i < index.starts[end]!; i++) {
    const position = postings[i]!;
    bits[position >>> 5]! |= 1 << (position & 31);
  }
}
