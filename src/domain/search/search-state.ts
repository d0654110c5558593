/**
 * Search state <-> address of the stock search screen. The state lives in the URL: a path
 * (search-path.ts) plus a query of `query`, one parameter per refinement, `range[key]=min:max`,
 * `sortBy` and `page`. Both directions are pure and total: garbage in the address falls back to
 * safe defaults, and only an unknown path is an error (a 404).
 *
 * Query format, chosen so that any facet value survives the round trip:
 * - a multi-valued refinement repeats its parameter: make=Ford&make=Toyota (a value may hold a
 *   comma, so comma lists are not used);
 * - a range is range[price]=5000:20000, either bound may be empty (range[km]=:50000), no currency
 *   symbols are written ($ and thousands commas are tolerated when read);
 * - page is written only when not 1, sortBy only when not the default.
 */
import { RANGE_KEYS, type RangeKey, TERM_KEYS } from "./facet-table";
import { ok, type Result } from "./result";
import {
  type PathRefinements,
  parseSearchPath,
  searchPathFor,
  type UnknownPath,
} from "./search-path";
import { normalizeSearchState, type SearchState } from "./search-state-normalize";
import type { NumericRange } from "./search-types";
import { type SearchVocabulary, vocabularyLookup } from "./search-vocabulary";
import { DEFAULT_SORT } from "./sorts";

export type { SearchState } from "./search-state-normalize";

export type QueryInput =
  | URLSearchParams
  | Readonly<Record<string, string | readonly string[] | undefined>>;

function entriesOf(query: QueryInput): [string, string][] {
  if (query instanceof URLSearchParams) return [...query.entries()];
  return Object.entries(query).flatMap(([key, value]) =>
    value === undefined
      ? []
      : (typeof value === "string" ? [value] : value).map((one): [string, string] => [key, one]),
  );
}

const RANGE_PARAM = /^range\[([a-z_]+)\]$/;

function readBound(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (cleaned === "") return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

function readRange(text: string): NumericRange | null {
  const colon = text.indexOf(":");
  if (colon === -1) return null;
  return { min: readBound(text.slice(0, colon)), max: readBound(text.slice(colon + 1)) };
}

/**
 * Reads the state from the path segments after /search and the query. Unknown parameters are
 * ignored; a bad page is 1; an unknown sort is the default.
 */
export function parseSearchState(
  pathSegments: readonly string[],
  query: QueryInput,
  vocabulary: SearchVocabulary,
): Result<SearchState, UnknownPath> {
  const path = parseSearchPath(pathSegments, vocabularyLookup(vocabulary));
  if (!path.ok) return path;
  const terms: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(path.value as PathRefinements))
    terms[key] = [...(values ?? [])];
  const ranges: Partial<Record<RangeKey, NumericRange>> = {};
  const first: Record<string, string> = {};
  for (const [key, value] of entriesOf(query)) {
    const rangeKey = RANGE_PARAM.exec(key)?.[1];
    if (rangeKey !== undefined) {
      const range = readRange(value);
      if (range && (RANGE_KEYS as readonly string[]).includes(rangeKey))
        ranges[rangeKey as RangeKey] = range;
    } else if ((TERM_KEYS as readonly string[]).includes(key)) {
      terms[key] = [...(terms[key] ?? []), value];
    } else if (!(key in first)) {
      first[key] = value;
    }
  }
  const page = /^\d{1,9}$/.test(first.page ?? "") ? Number(first.page) : 1;
  return ok(
    normalizeSearchState({
      query: first.query ?? "",
      page,
      sortBy: (first.sortBy ?? DEFAULT_SORT) as SearchState["sortBy"],
      refinements: { ...terms, ...ranges },
    }),
  );
}

// encodeURIComponent, but leaving ":" and "," readable and writing spaces as "+".
const encode = (text: string) =>
  encodeURIComponent(text).replace(/%20/g, "+").replace(/%3A/gi, ":").replace(/%2C/gi, ",");
const bound = (value: number | null) => (value === null ? "" : String(value));

/** The canonical address of a state: /search/{path}[?query]. */
export function toSearchUrl(state: SearchState, vocabulary: SearchVocabulary): string {
  const canonical = normalizeSearchState(state);
  const { refinements } = canonical;
  const { segments, carried } = searchPathFor(
    refinements as PathRefinements,
    vocabularyLookup(vocabulary),
  );
  const params: string[] = [];
  if (canonical.query !== "") params.push(`query=${encode(canonical.query)}`);
  for (const key of TERM_KEYS) {
    if (carried.includes(key)) continue;
    for (const value of refinements[key] ?? []) params.push(`${key}=${encode(value)}`);
  }
  for (const key of RANGE_KEYS) {
    const range = refinements[key];
    if (range) params.push(`range[${key}]=${bound(range.min)}:${bound(range.max)}`);
  }
  if (canonical.sortBy !== DEFAULT_SORT) params.push(`sortBy=${canonical.sortBy}`);
  if (canonical.page !== 1) params.push(`page=${canonical.page}`);
  const path =
    carried.length === 0 ? `/search/${segments.join("/")}/` : `/search/${segments.join("/")}`;
  return params.length === 0 ? path : `${path}?${params.join("&")}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed escapes stay as written, and will not name anything
  }
}

/** Reads a whole address ("/search/used-cars?page=2"); a path outside /search is unknown. */
export function parseSearchUrl(
  url: string,
  vocabulary: SearchVocabulary,
): Result<SearchState, UnknownPath> {
  const parsed = new URL(url, "http://search.invalid");
  const segments = parsed.pathname
    .split("/")
    .filter((segment) => segment !== "")
    .map(safeDecode);
  if (segments[0] !== "search") return { ok: false, error: { kind: "unknown-path", segments } };
  return parseSearchState(segments.slice(1), parsed.searchParams, vocabulary);
}
