/**
 * Spelling variants of what a shopper types, compared with the site's own words: spaces,
 * hyphens and case never matter ("rav 4", "RAV-4" and "rav4" are one phrase), a plural is its
 * singular ("suvs", "utes"), and the trade's synonyms name the same thing. A synonym finds a
 * site's value only when the site has it: "van" is the site's Van where there is one, else its
 * People Mover.
 */
import type { TermKey } from "./facet-table";
import { tokenize } from "./text-index";

/** A phrase without case, accents, spaces or punctuation: "LandCruiser Prado" -> "landcruiserprado". */
export function compactPhrase(text: string): string {
  return tokenize(text).join("");
}

/** The singulars a plural may stand for: "suvs" -> ["suv"], "utes" -> ["ut", "ute"]. */
export function singulars(phrase: string): string[] {
  if (phrase.length < 3 || !phrase.endsWith("s") || phrase.endsWith("ss")) return [];
  const one = phrase.slice(0, -1);
  return phrase.endsWith("es") ? [phrase.slice(0, -2), one] : [one];
}

/**
 * Groups of words the trade uses for one thing, each written as shoppers type it, with the
 * refinements they name. Members are compared compact, so "pick-up", "pick up" and "pickup"
 * are one.
 */
export const TRADE_SYNONYMS: readonly {
  readonly keys: readonly TermKey[];
  readonly words: readonly string[];
}[] = [
  { keys: ["body"], words: ["ute", "pickup", "pick up", "utility", "dual cab", "tray back"] },
  { keys: ["drive", "categories"], words: ["4wd", "4x4", "four wheel drive", "4 wheel drive"] },
  { keys: ["drive"], words: ["awd", "all wheel drive"] },
  { keys: ["drive"], words: ["fwd", "front wheel drive", "2wd"] },
  { keys: ["drive"], words: ["rwd", "rear wheel drive"] },
  { keys: ["transmission"], words: ["automatic", "auto"] },
  { keys: ["transmission"], words: ["manual", "stick shift"] },
  { keys: ["categories"], words: ["7 seater", "seven seater", "7 seats", "seven seats"] },
  { keys: ["body"], words: ["hatch", "hatchback"] },
  { keys: ["body"], words: ["wagon", "estate", "station wagon"] },
  { keys: ["body"], words: ["people mover", "van", "minivan", "people carrier"] },
  { keys: ["body"], words: ["convertible", "cabriolet", "cabrio", "soft top"] },
  { keys: ["body"], words: ["sedan", "saloon"] },
  { keys: ["body"], words: ["suv", "four by four"] },
  { keys: ["fuel"], words: ["petrol", "unleaded", "ulp"] },
  { keys: ["fuel", "categories"], words: ["electric", "ev", "bev"] },
  { keys: ["fuel", "categories"], words: ["hybrid", "phev", "plug in hybrid"] },
  { keys: ["car_type"], words: ["used", "pre owned", "second hand", "preloved"] },
  { keys: ["car_type"], words: ["demo", "ex demo", "demonstrator"] },
  { keys: ["car_type"], words: ["new", "brand new"] },
  { keys: ["categories", "badge"], words: ["off road", "off grid", "all terrain"] },
];

const groups = TRADE_SYNONYMS.map((group) => ({
  keys: group.keys,
  words: group.words.map(compactPhrase),
}));

/** The other words of the phrase's synonym groups, compact, with the keys each group names. */
export function synonymsOf(phrase: string): { word: string; keys: readonly TermKey[] }[] {
  const out: { word: string; keys: readonly TermKey[] }[] = [];
  for (const group of groups) {
    if (!group.words.includes(phrase)) continue;
    for (const word of group.words)
      if (word !== phrase && !out.some((one) => one.word === word))
        out.push({ word, keys: group.keys });
  }
  return out;
}
