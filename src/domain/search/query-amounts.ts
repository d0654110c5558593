/**
 * Phrases of a query that name an amount: price, year, kilometres, seats and, on sites that
 * list caravans, berths, length and ATM. Worked examples:
 *
 *   under 30k, less than 25000, under $20,000, max 30   price up to $30,000 / $25,000 / $20,000 / $30,000
 *   between 20 and 30k, $20k-$30k, 20k to 30k           price $20,000 to $30,000
 *   over 50k, at least $40,000                          price from $50,000 / $40,000
 *   $25,000 or 25k alone                                price up to $25,000
 *   2020; 2018 to 2021; 2018-2021                       year 2020; 2018 to 2021
 *   newer than 2019, after 2019; 2019 onwards, 2019+     year from 2020; from 2019
 *   older than 2015, before 2015                        year up to 2014
 *   under 50,000 km, 50000km; low km                    km up to 50,000; up to the site's low km
 *   7 seater, seven seats; 7+ seats                     seats 7; seats 7 and more that the site has
 *   sleeps 4, 4 berth, sleeps 4+                        sleeps 4 or more (caravans)
 *   under 20ft, under 6.5m                              length up to 6,096 / 6,500 mm (caravans)
 *   under 2500kg, atm under 2.5t, atm 3000              ATM up to 2,500 / 2,500 / 3,000 kg (caravans)
 *
 * A bare number under 1,000 read as a price is thousands ("under 30" is $30,000); a 4-digit
 * number between 1950 and 2100 with no $ or k is a year, except after "under", "over" and the
 * like, which read a price.
 */
import type { RangeKey } from "./facet-table";
import type { QueryVocabulary } from "./query-vocabulary";
import { readAmount, readCount } from "./query-words";
import type { NumericRange } from "./search-types";

export type AmountMeaning =
  | { readonly kind: "range"; readonly key: RangeKey; readonly range: NumericRange }
  | { readonly kind: "terms"; readonly key: "seats"; readonly values: readonly string[] };

export type AmountMatch = { readonly length: number; readonly meaning: AmountMeaning };

type Words = readonly string[];

/** Length of the keyword phrase at i (one of `phrases`), or 0. */
function keyword(words: Words, i: number, phrases: readonly string[]): number {
  for (const phrase of phrases) {
    const parts = phrase.split(" ");
    if (parts.every((part, k) => words[i + k] === part)) return parts.length;
  }
  return 0;
}

const AT_MOST = [
  "less than",
  "no more than",
  "cheaper than",
  "lower than",
  "under",
  "below",
  "max",
  "maximum",
  "up to",
  "upto",
  "at most",
  "budget",
  "<",
];
const AT_LEAST = [
  "more than",
  "greater than",
  "at least",
  "over",
  "above",
  "min",
  "minimum",
  "from",
  ">",
];
const NEWER_THAN = ["newer than", "younger than", "after"];
const SINCE = ["since", "from"];
const OLDER_THAN = ["older than", "before", "pre"];
const ONWARDS = ["onwards", "onward", "or newer", "and newer", "or later", "+"];
const OR_OLDER = ["or older", "and older", "or earlier"];
const LOW_KM = ["low km", "low kms", "low kilometres", "low kilometers", "low mileage", "low ks"];
const SEATS = ["seater", "seaters", "seats", "seat"];
const BERTHS = ["berth", "berths", "sleeper"];

/** Unit words: the key they measure and the factor to its stored unit (mm, kg). */
const UNITS: Record<string, { key: RangeKey; factor: number; caravan: boolean }> = {
  km: { key: "km", factor: 1, caravan: false },
  kms: { key: "km", factor: 1, caravan: false },
  kilometres: { key: "km", factor: 1, caravan: false },
  kilometers: { key: "km", factor: 1, caravan: false },
  kg: { key: "atm", factor: 1, caravan: true },
  kgs: { key: "atm", factor: 1, caravan: true },
  t: { key: "atm", factor: 1000, caravan: true },
  tonne: { key: "atm", factor: 1000, caravan: true },
  tonnes: { key: "atm", factor: 1000, caravan: true },
  atm: { key: "atm", factor: 1, caravan: true },
  m: { key: "length", factor: 1000, caravan: true },
  metres: { key: "length", factor: 1000, caravan: true },
  meters: { key: "length", factor: 1000, caravan: true },
  mm: { key: "length", factor: 1, caravan: true },
  ft: { key: "length", factor: 304.8, caravan: true },
  foot: { key: "length", factor: 304.8, caravan: true },
  feet: { key: "length", factor: 304.8, caravan: true },
};

const isYear = (word: string | undefined) => {
  const amount = word === undefined ? null : readAmount(word);
  return (
    amount?.bare === true && word!.length === 4 && amount.value >= 1950 && amount.value <= 2100
  );
};

/** The unit at word i; a caravan's unit on a site without caravans reads nothing at all. */
function unitAt(words: Words, i: number, vocabulary: QueryVocabulary) {
  const unit = UNITS[words[i] ?? ""];
  if (!unit) return null;
  return !unit.caravan || vocabulary.caravans ? unit : "unknown";
}

/** A price from an amount: numbers under 1,000 without a dollar sign are thousands. */
const price = (word: string, value: number) =>
  value < 1000 && !word.startsWith("$") ? value * 1000 : value;

const range = (key: RangeKey, min: number | null, max: number | null): AmountMeaning => ({
  kind: "range",
  key,
  range: { min: min === null ? null : Math.round(min), max: max === null ? null : Math.round(max) },
});

/** "between A and B", "A to B": a price, a year, or what the unit after B measures. */
function between(words: Words, i: number, vocabulary: QueryVocabulary): AmountMatch | null {
  const lead = words[i] === "between" ? 1 : 0;
  const a = readAmount(words[i + lead] ?? "");
  const joiner = words[i + lead + 1];
  if (a === null || !(joiner === "to" || (lead === 1 && joiner === "and"))) return null;
  const b = readAmount(words[i + lead + 2] ?? "");
  if (b === null) return null;
  const used = lead + 3;
  const unit = unitAt(words, i + used, vocabulary);
  if (unit === "unknown") return null;
  if (unit)
    return {
      length: used + 1,
      meaning: range(unit.key, a.value * unit.factor, b.value * unit.factor),
    };
  if (a.value > b.value) return null; // "2021 to 2018", "4 to 2020": no range reads so
  if (isYear(words[i + lead]) && isYear(words[i + lead + 2]))
    return { length: used, meaning: range("year", a.value, b.value) };
  const low = price(words[i + lead]!, a.value);
  const high = price(words[i + lead + 2]!, b.value);
  return low > high ? null : { length: used, meaning: range("price", low, high) };
}

/** "under A [unit]", "over A [unit]", "atm under A": a bound of a price or of the unit's key. */
function bound(words: Words, i: number, vocabulary: QueryVocabulary): AmountMatch | null {
  const leading = unitAt(words, i, vocabulary);
  if (leading === "unknown") return null;
  const lead = leading && words[i] !== "m" && words[i] !== "t" ? 1 : 0;
  const max = keyword(words, i + lead, AT_MOST);
  const min = max ? 0 : keyword(words, i + lead, AT_LEAST);
  const size = max || min;
  if (size === 0) return null;
  const at = i + lead + size;
  const amount = readAmount(words[at] ?? "");
  if (amount === null) return null;
  const after = unitAt(words, at + 1, vocabulary);
  if (after === "unknown") return null;
  const unit = after ?? (lead ? leading : null);
  const length = lead + size + 1 + (after ? 1 : 0);
  if (!unit && words[i + lead] === "from" && isYear(words[at]))
    return { length, meaning: range("year", amount.value, null) };
  const value = unit ? amount.value * unit.factor : price(words[at]!, amount.value);
  const key = unit?.key ?? "price";
  return { length, meaning: max ? range(key, null, value) : range(key, value, null) };
}

function years(words: Words, i: number): AmountMatch | null {
  for (const [phrases, shift, side] of [
    [NEWER_THAN, 1, "min"],
    [SINCE, 0, "min"],
    [OLDER_THAN, -1, "max"],
  ] as const) {
    const size = keyword(words, i, phrases);
    if (size && isYear(words[i + size])) {
      const year = Number(words[i + size]) + shift;
      return {
        length: size + 1,
        meaning: side === "min" ? range("year", year, null) : range("year", null, year),
      };
    }
  }
  if (!isYear(words[i])) return null;
  const year = Number(words[i]);
  const onwards = keyword(words, i + 1, ONWARDS);
  if (onwards) return { length: 1 + onwards, meaning: range("year", year, null) };
  const older = keyword(words, i + 1, OR_OLDER);
  if (older) return { length: 1 + older, meaning: range("year", null, year) };
  return { length: 1, meaning: range("year", year, year) };
}

function seats(words: Words, i: number, vocabulary: QueryVocabulary): AmountMatch | null {
  const count = readCount(words[i] ?? "");
  if (count === null) return null;
  const plus = words[i + 1] === "+" ? 1 : 0;
  const size = keyword(words, i + 1 + plus, SEATS);
  if (size === 0) return null;
  const values = plus ? vocabulary.seats.filter((n) => n >= count) : [count];
  return {
    length: 1 + plus + size,
    meaning: {
      kind: "terms",
      key: "seats",
      values: (values.length ? values : [count]).map(String),
    },
  };
}

function berths(words: Words, i: number, vocabulary: QueryVocabulary): AmountMatch | null {
  if (!vocabulary.caravans) return null;
  if (words[i] === "sleeps" || words[i] === "sleeping") {
    const count = readCount(words[i + 1] ?? "");
    if (count === null) return null;
    return { length: words[i + 2] === "+" ? 3 : 2, meaning: range("sleeps", count, null) };
  }
  const count = readCount(words[i] ?? "");
  const size = count === null ? 0 : keyword(words, i + 1, BERTHS);
  return size ? { length: 1 + size, meaning: range("sleeps", count, null) } : null;
}

/** An amount with a unit and no comparison ("50000 km", "2500kg"): at most that. */
function measured(words: Words, i: number, vocabulary: QueryVocabulary): AmountMatch | null {
  const amount = readAmount(words[i] ?? "");
  const unit = amount && unitAt(words, i + 1, vocabulary);
  if (!amount || !unit || unit === "unknown") return null;
  return { length: 2, meaning: range(unit.key, null, amount.value * unit.factor) };
}

/** Money alone ("$25,000", "25k"): a budget, so at most that. */
function money(words: Words, i: number): AmountMatch | null {
  const amount = readAmount(words[i] ?? "");
  return amount?.money ? { length: 1, meaning: range("price", null, amount.value) } : null;
}

function lowKm(words: Words, i: number, vocabulary: QueryVocabulary): AmountMatch | null {
  const size = keyword(words, i, LOW_KM);
  return size ? { length: size, meaning: range("km", null, vocabulary.lowKm) } : null;
}

/** The rules, tried in order at each word; the first that reads a phrase there wins. */
const RULES: readonly ((
  words: Words,
  i: number,
  vocabulary: QueryVocabulary,
) => AmountMatch | null)[] = [between, bound, years, seats, berths, lowKm, measured, money];

/** The amount phrase starting at word i, or null. */
export function readAmountPhrase(
  words: Words,
  i: number,
  vocabulary: QueryVocabulary,
): AmountMatch | null {
  for (const rule of RULES) {
    const match = rule(words, i, vocabulary);
    if (match) return match;
  }
  return null;
}
