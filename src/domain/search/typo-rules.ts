/**
 * How many typos a word of a search may have, the way hosted search engines forgive them: none
 * for words under 5 letters and for words with a digit (numbers, model codes such as "i30" or
 * "cx5", where one character is another car), one from 5 letters, two from 9.
 *
 * A 4-letter word gets one typo when no indexed word begins with it: "hilx" then finds the
 * Hilux and "tusc" the Tucson, while "ford", which begins the word "ford", never drifts to
 * "fore" (Forester).
 *
 * A doubled letter typed once, or a single one typed twice, is forgiven as part of one slip:
 * typos are also counted between the words with each run of a letter written once, so
 * "corrola" (the double letter moved, two edits) is one typo from "corolla" ("corola").
 */
import { editDistance, prefixEditDistance } from "./edit-distance";

const DIGIT = /\d/;

export const hasDigit = (word: string): boolean => DIGIT.test(word);

/** Typos allowed in `word`; `beginsIndexedWord`: some indexed word starts with it. */
export function typoAllowance(word: string, beginsIndexedWord: boolean): 0 | 1 | 2 {
  if (hasDigit(word)) return 0;
  const letters = word.length;
  if (letters >= 9) return 2;
  if (letters >= 5) return 1;
  return letters === 4 && !beginsIndexedWord ? 1 : 0;
}

/**
 * Whether `word` reaches `token` within `allowance` typos: the whole token, or, for the word
 * being typed (the last of a query), any beginning of it. Tokens with digits take no typos.
 */
export function withinTypos(
  word: string,
  token: string,
  allowance: number,
  asPrefix: boolean,
): boolean {
  if (allowance === 0 || hasDigit(token)) return false;
  return typoCount(word, token, allowance, asPrefix) <= allowance;
}

/**
 * Typos from `word` to `token` (or to a beginning of it, `asPrefix`), counted as typed and with
 * doubled letters written once, the lower; limit + 1 when both exceed `limit`.
 */
export function typoCount(word: string, token: string, limit: number, asPrefix = false): number {
  const typed = count(word, token, limit, asPrefix);
  if (typed === 0) return 0;
  const singleWord = singleLetters(word);
  const singleToken = singleLetters(token);
  if (singleWord === word && singleToken === token) return typed;
  return Math.min(typed, count(singleWord, singleToken, limit, asPrefix));
}

function count(word: string, token: string, limit: number, asPrefix: boolean): number {
  const whole = editDistance(word, token, limit);
  return asPrefix ? Math.min(whole, prefixEditDistance(word, token, limit)) : whole;
}

/** Each run of one letter written once: "corrolla" -> "corola". */
export function singleLetters(word: string): string {
  let out = "";
  for (let i = 0; i < word.length; i++) if (word[i] !== word[i - 1]) out += word[i];
  return out;
}
