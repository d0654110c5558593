/**
 * The search page's address in both directions, shared by the server page and the browser
 * island: reading a path and query (including the filter form's own fields) into a state, and
 * writing the one canonical address of a state.
 *
 * Next answers a path with a trailing slash by redirecting to the path without one, so the
 * default path /search/new-used-and-demo-cars/ is written without its slash here;
 * both spellings reach the same page.
 */

import { TERM_KEYS } from "@/domain/search/facet-table";
import type { Result } from "@/domain/search/result";
import {
  FORM_RANGE_KEYS,
  type FormFieldOptions,
  mergeFormFields,
} from "@/domain/search/search-form";
import type { UnknownPath } from "@/domain/search/search-path";
import { parseSearchState, type SearchState, toSearchUrl } from "@/domain/search/search-state";
import type { SearchVocabulary } from "@/domain/search/search-vocabulary";

export type QueryRecord = Readonly<Record<string, string | readonly string[] | undefined>>;

const PAGE_KEYS = new Set(["query", "page", "sortBy"]);
const FORM_KEYS = new Set(
  FORM_RANGE_KEYS.flatMap((key) => ["min", "max", "pick"].map((part) => `${key}_${part}`)),
);

/** Parameters the search state (or the filter form) owns; anything else (utm_*, gclid) is kept aside. */
export function isSearchParam(name: string): boolean {
  return (
    PAGE_KEYS.has(name) ||
    FORM_KEYS.has(name) ||
    (TERM_KEYS as readonly string[]).includes(name) ||
    /^range\[[a-z_]+\]$/.test(name)
  );
}

export function queryEntries(query: QueryRecord | URLSearchParams): [string, string][] {
  if (query instanceof URLSearchParams) return [...query.entries()];
  return Object.entries(query).flatMap(([key, value]) =>
    value === undefined
      ? []
      : (typeof value === "string" ? [value] : value).map((v): [string, string] => [key, v]),
  );
}

export function readSearchAddress(
  segments: readonly string[],
  entries: readonly (readonly [string, string])[],
  vocabulary: SearchVocabulary,
  form: FormFieldOptions,
): Result<SearchState, UnknownPath> {
  const merged = mergeFormFields(
    entries.filter(([name]) => isSearchParam(name)),
    form,
  );
  return parseSearchState(segments, new URLSearchParams(merged), vocabulary);
}

/** The canonical address of a state: /search/used-cars?make=Kia&page=2. */
export function searchHref(state: SearchState, vocabulary: SearchVocabulary): string {
  return toSearchUrl(state, vocabulary).replace(/\/(?=\?|$)/, "");
}

/**
 * Whether a request already is at the canonical address: the same path segments and the same
 * search parameters in the same order (parameters the state does not own are ignored).
 */
export function isCanonicalRequest(
  segments: readonly string[],
  entries: readonly (readonly [string, string])[],
  canonical: string,
): boolean {
  const url = new URL(canonical, "http://search.invalid");
  const want = url.pathname.split("/").filter(Boolean).slice(1);
  const got = segments.filter((segment) => segment !== "");
  if (want.length !== got.length || want.some((segment, i) => segment !== got[i])) return false;
  const wanted = [...url.searchParams.entries()];
  const given = entries.filter(([name]) => isSearchParam(name));
  return (
    wanted.length === given.length &&
    wanted.every(([name, value], i) => given[i]?.[0] === name && given[i]?.[1] === value)
  );
}

/** The canonical address plus the parameters the state does not own (campaign tags survive). */
export function withForeignParams(
  canonical: string,
  entries: readonly (readonly [string, string])[],
): string {
  const foreign = entries.filter(([name]) => !isSearchParam(name));
  if (foreign.length === 0) return canonical;
  const extra = new URLSearchParams(foreign as [string, string][]).toString();
  return `${canonical}${canonical.includes("?") ? "&" : "?"}${extra}`;
}
