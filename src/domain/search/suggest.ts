/**
 * Suggestions while a shopper types in a search box: the site's makes, models (with their make),
 * make and model together, and bodies whose words the typed words begin, typos forgiven as the
 * search forgives them ("tusc" and "hilx" suggest the Tucson and the Hilux), and the typed words
 * read as refinements ("red ute under 30k": red, Ute, under $30,000). At most
 * MAX_SUGGESTIONS: the reading first, then what the typed words begin exactly, then by typos;
 * more cars first within each.
 */
import { MAKE_MODEL_SEPARATOR, type RefinementKey } from "./facet-table";
import type { QueryVocabulary } from "./query-vocabulary";
import { refinementPhrase } from "./refinement-phrase";
import type { NumericRange, Refinements } from "./search-types";
import { queryWords } from "./text-index";
import { typoAllowance, withinTypos } from "./typo-rules";
import type { QueryUnderstanding } from "./understand-query";

export const MAX_SUGGESTIONS = 8;

export type SuggestionKind = "make" | "model" | "make_model" | "body" | "phrase";

export type Suggestion = {
  readonly label: string;
  readonly kind: SuggestionKind;
  readonly count: number;
  /** The search it leads to. */
  readonly query: string;
  readonly refinements: Refinements;
};

type Candidate = Suggestion & { readonly words: readonly string[] };

function candidates(vocabulary: QueryVocabulary): Candidate[] {
  const out: Candidate[] = [];
  for (const { value, count } of vocabulary.values.make)
    out.push({
      label: value,
      kind: "make",
      count,
      query: "",
      refinements: { make: [value] },
      words: [value],
    });
  for (const { value, count } of vocabulary.makeModels) {
    const [make, model] = value.split(MAKE_MODEL_SEPARATOR) as [string, string];
    const refinements = { make: [make], model: [model] };
    out.push({ label: model, kind: "model", count, query: "", refinements, words: [model] });
    out.push({
      label: `${make} ${model}`,
      kind: "make_model",
      count,
      query: "",
      refinements,
      words: [make, model],
    });
  }
  for (const { value, count } of vocabulary.values.body)
    out.push({
      label: value,
      kind: "body",
      count,
      query: "",
      refinements: { body: [value] },
      words: [value],
    });
  return out;
}

/**
 * 0 when every typed word begins a word of the label exactly (or the typed words, joined,
 * begin the label written compact: "cx5" for "CX-5"), 1 when typos are needed, null when it
 * does not match. The last typed word may be half typed; the others are whole words.
 */
function matchTier(
  typed: readonly string[],
  labelWords: readonly string[],
  allowances: readonly number[],
): 0 | 1 | null {
  const words = labelWords.flatMap((word) => queryWords(word));
  const compact = words.join("");
  if (compact.startsWith(typed.join(""))) return 0;
  let tier: 0 | 1 = 0;
  for (let i = 0; i < typed.length; i++) {
    const word = typed[i]!;
    const last = i === typed.length - 1;
    if (words.some((one) => one.startsWith(word))) continue;
    if (!words.some((one) => withinTypos(word, one, allowances[i]!, last))) return null;
    tier = 1;
  }
  return tier;
}

/** What a reading of the typed words names, for its label: "red, Ute, under $30,000". */
function readingLabel(understanding: QueryUnderstanding, vocabulary: QueryVocabulary): string {
  const parts = Object.entries(understanding.refinements).map(([key, value]) =>
    refinementPhrase(
      key as RefinementKey,
      value as NumericRange | readonly string[],
      vocabulary.labels,
    ),
  );
  return [...parts, understanding.text].filter((part) => part !== "").join(", ");
}

/** Makes, models and bodies are suggested by themselves; a reading adds what they are not. */
const SUGGESTED_KEYS: readonly RefinementKey[] = ["make", "model", "body"];

/**
 * The typed words are offered as read when all of them were read (nothing half typed is left)
 * and they name more than one thing, or one thing other than a make, model or body.
 */
function offersReading({ phrases, text }: QueryUnderstanding): boolean {
  if (text !== "" || phrases.length === 0) return false;
  return phrases.length > 1 || !phrases[0]!.keys.every((key) => SUGGESTED_KEYS.includes(key));
}

export type SuggestOptions = {
  /** Whether a word of the site's stock begins with `word`: such a word takes no typo. */
  readonly isIndexedWord: (word: string) => boolean;
  /** The typed words read as refinements (understand-query.ts). */
  readonly understanding: QueryUnderstanding;
  /** Cars the reading finds on the site. */
  readonly countReading: (understanding: QueryUnderstanding) => number;
};

export function suggest(
  typed: string,
  vocabulary: QueryVocabulary,
  options: SuggestOptions,
): Suggestion[] {
  const words = queryWords(typed);
  if (words.length === 0) return [];
  const allowances = words.map((word) => typoAllowance(word, options.isIndexedWord(word)));
  const tiers: [Candidate[], Candidate[]] = [[], []];
  for (const candidate of candidates(vocabulary)) {
    // One word suggests a model by itself ("hilux": Hilux); make and model take two ("toyota h").
    if (candidate.kind === "make_model" && words.length === 1) continue;
    const tier = matchTier(words, candidate.words, allowances);
    if (tier !== null) tiers[tier].push(candidate);
  }
  const byCount = (a: Candidate, b: Candidate) =>
    b.count - a.count || a.label.localeCompare(b.label);
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  const { understanding } = options;
  if (offersReading(understanding)) {
    const count = options.countReading(understanding);
    if (count > 0)
      out.push({
        label: readingLabel(understanding, vocabulary),
        kind: "phrase",
        count,
        query: understanding.text,
        refinements: understanding.refinements,
      });
  }
  for (const tier of tiers) {
    for (const { words: _words, ...candidate } of tier.sort(byCount)) {
      const key = JSON.stringify(candidate.refinements);
      if (seen.has(key) || out.length >= MAX_SUGGESTIONS) continue;
      seen.add(key);
      out.push(candidate);
    }
  }
  return out.slice(0, MAX_SUGGESTIONS);
}
