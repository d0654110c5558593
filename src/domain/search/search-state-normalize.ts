/**
 * The search state and its one canonical form. Every state that means the same search
 * normalises to the same value, which is what lets toSearchUrl write one address per search.
 */
import { CAR_TYPES } from "@/domain/car/car";
import { RANGE_KEYS, type RangeKey, TERM_KEYS, type TermKey, termRefinement } from "./facet-table";
import type { NumericRange, Refinements } from "./search-types";
import { DEFAULT_SORT, isSortKey, type SortKey } from "./sorts";

export type SearchState = {
  readonly query: string;
  /** 1-based. */
  readonly page: number;
  readonly sortBy: SortKey;
  readonly refinements: Refinements;
};

export const DEFAULT_SEARCH_STATE: SearchState = {
  query: "",
  page: 1,
  sortBy: DEFAULT_SORT,
  refinements: {},
};

export const SEARCH_STATE_LIMITS = {
  queryLength: 100,
  maxPage: 10_000,
  valueLength: 200,
  valuesPerKey: 50,
} as const;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Trimmed, non-empty, known (for keys with a closed set of values), distinct, sorted. */
function normalizeValues(key: TermKey, values: readonly unknown[]): string[] | null {
  const order = termRefinement(key).order;
  const closed = typeof order === "object" ? order.fixed : null;
  const out: string[] = [];
  for (const raw of values) {
    if (typeof raw !== "string") continue;
    const value = raw.toWellFormed().trim();
    if (value === "" || value.length > SEARCH_STATE_LIMITS.valueLength) continue;
    if (closed && !closed.includes(value)) continue;
    if (!out.includes(value)) out.push(value);
    if (out.length === SEARCH_STATE_LIMITS.valuesPerKey) break;
  }
  // Every car has one of the three types, so all three is no filter at all.
  if (key === "car_type" && CAR_TYPES.every((type) => out.includes(type))) return null;
  return out.length > 0 ? out.sort(byText) : null;
}

const finite = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? (value === 0 ? 0 : value) : null;

/** Finite bounds, lower first; null when neither bound is set. */
function normalizeRange(range: NumericRange | undefined): NumericRange | null {
  if (!range || typeof range !== "object") return null;
  const a = finite(range.min);
  const b = finite(range.max);
  if (a === null && b === null) return null;
  return a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b };
}

export function normalizeRefinements(refinements: Refinements): Refinements {
  const out: Record<string, unknown> = {};
  for (const key of TERM_KEYS) {
    const values = refinements[key];
    const normal = Array.isArray(values) ? normalizeValues(key, values) : null;
    if (normal) out[key] = normal;
  }
  for (const key of RANGE_KEYS) {
    const range = normalizeRange(refinements[key as RangeKey]);
    if (range) out[key] = range;
  }
  return out as Refinements;
}

export function normalizeSearchState(state: SearchState): SearchState {
  // Code points, not UTF-16 units: a cut must not split a character (URL encoding would throw).
  const words = (typeof state.query === "string" ? state.query : "")
    .toWellFormed()
    .replace(/\s+/g, " ")
    .trim();
  const query = Array.from(words).slice(0, SEARCH_STATE_LIMITS.queryLength).join("").trim();
  const page =
    Number.isInteger(state.page) && state.page >= 1 && state.page <= SEARCH_STATE_LIMITS.maxPage
      ? state.page
      : 1;
  const sortBy =
    typeof state.sortBy === "string" && isSortKey(state.sortBy) ? state.sortBy : DEFAULT_SORT;
  return { query, page, sortBy, refinements: normalizeRefinements(state.refinements ?? {}) };
}
