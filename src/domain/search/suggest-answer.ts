/**
 * What a search box shows of GET /api/search/suggest while a shopper types: when to ask (from
 * 2 characters), each suggestion's kind in words, and the count the live region announces.
 * The answer is read defensively: anything that is not a list of suggestions with a label, a
 * known kind, a count and a same-site address is no answer, and the box stays a plain form.
 */
import type { SuggestionKind } from "./suggest";

/** One suggestion as the endpoint answers it: what it names and the search address it opens. */
export type SuggestionLink = {
  readonly label: string;
  readonly kind: SuggestionKind;
  readonly count: number;
  readonly url: string;
};

/** Fewer characters than this (spaces aside at both ends) ask for nothing. */
export const SUGGEST_MIN_LENGTH = 2;

export const wantsSuggestions = (text: string): boolean => text.trim().length >= SUGGEST_MIN_LENGTH;

export const SUGGESTION_KIND_LABELS: Record<SuggestionKind, string> = {
  make: "Make",
  model: "Model",
  make_model: "Make and model",
  body: "Body type",
  phrase: "Search",
};

const isKind = (kind: unknown): kind is SuggestionKind =>
  typeof kind === "string" && Object.hasOwn(SUGGESTION_KIND_LABELS, kind);

/** A path on this site ("/search/..."), never another host ("//x", "https://x"). */
const isSitePath = (url: unknown): url is string =>
  typeof url === "string" && url.startsWith("/") && !url.startsWith("//") && !url.includes("\\");

function readOne(item: unknown): SuggestionLink | null {
  if (typeof item !== "object" || item === null) return null;
  const { label, kind, count, url } = item as Record<string, unknown>;
  if (typeof label !== "string" || label === "" || !isKind(kind) || !isSitePath(url)) return null;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0) return null;
  return { label, kind, count, url };
}

/** The suggestions of an answer `{ suggestions: [...] }`, or null when it is not one. */
export function readSuggestAnswer(json: unknown): SuggestionLink[] | null {
  if (typeof json !== "object" || json === null) return null;
  const { suggestions } = json as { suggestions?: unknown };
  if (!Array.isArray(suggestions)) return null;
  const out: SuggestionLink[] = [];
  for (const item of suggestions) {
    const one = readOne(item);
    if (!one) return null;
    out.push(one);
  }
  return out;
}

/** What the live region says when suggestions arrive: "No suggestions", "1 suggestion", "8 suggestions". */
export function suggestionsAnnouncement(count: number): string {
  if (count === 0) return "No suggestions";
  return count === 1 ? "1 suggestion" : `${count} suggestions`;
}
