/**
 * The words of a shopper's query as the query understanding reads them: lower case without
 * accents, amounts kept whole ("$20,000", "30k", "2.5"), a unit stuck to an amount split off
 * ("50,000km" is "50,000" "km"), a range written with a dash read as "to" ("2018-2021"), and
 * every other hyphen, slash or mark a space ("pick-up" is "pick" "up").
 */

const AMOUNT = /^\$?\d[\d,]*(?:\.\d+)?k?$/;
const AMOUNT_AND_UNIT =
  /^(\$?\d[\d,]*(?:\.\d+)?k??)(kms?|kg|kgs|mm|m|ft|t|seater|seaters|seats?|berths?)$/;
const AMOUNT_RANGE = /^(\$?\d[\d,]*(?:\.\d+)?k?)-(\$?\d[\d,]*(?:\.\d+)?k?)$/;

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, "-");

function chunkWords(chunk: string): string[] {
  const trimmed = chunk.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}+]+$/gu, "");
  if (trimmed === "") return [];
  const plus = trimmed.endsWith("+") ? ["+"] : [];
  const core = plus.length > 0 ? trimmed.slice(0, -1) : trimmed;
  if (AMOUNT.test(core)) return [core, ...plus];
  const withUnit = AMOUNT_AND_UNIT.exec(core);
  if (withUnit) return [withUnit[1]!, withUnit[2]!, ...plus];
  const range = AMOUNT_RANGE.exec(core);
  if (range) return [range[1]!, "to", range[2]!, ...plus];
  return [...core.split(/[^\p{L}\p{N}]+/u).filter((part) => part !== ""), ...plus];
}

/** The words of a query: "Hilux under $30,000" -> ["hilux", "under", "$30,000"]. */
export function readQueryWords(query: string): string[] {
  return query.split(/\s+/).flatMap((chunk) => chunkWords(fold(chunk)));
}

export type Amount = {
  readonly value: number;
  /** Written as money: a dollar sign or a k ("$20,000", "30k"). */
  readonly money: boolean;
  /** A bare whole number: no $, k, comma or decimals ("2020", "25000"). */
  readonly bare: boolean;
};

/** An amount word's value: "$20,000" 20000, "30k" 30000, "2.5" 2.5; null for any other word. */
export function readAmount(word: string): Amount | null {
  if (!AMOUNT.test(word)) return null;
  const thousands = word.endsWith("k");
  const digits = word.replace(/[$,k]/g, "");
  const value = Number(digits) * (thousands ? 1000 : 1);
  if (!Number.isFinite(value)) return null;
  return { value, money: word.startsWith("$") || thousands, bare: /^\d+$/.test(word) };
}

const NUMBER_WORDS = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
];

/** A small count written as a number or a word: "7" or "seven" -> 7. */
export function readCount(word: string): number | null {
  if (/^\d{1,2}$/.test(word)) return Number(word);
  const at = NUMBER_WORDS.indexOf(word);
  return at < 0 ? null : at + 1;
}
