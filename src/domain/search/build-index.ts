/**
 * The stock-search index: every structure a query reads, built once from all stock of all sites
 * (ARCHITECTURE.md "Stock search"). The value is never mutated after building (its internal
 * memos of each site's visible stock, stock-scope.ts, never change an answer), so the data
 * layer rebuilds it in the background when stock changes and swaps one reference.
 *
 * buildSearchIndexSteps yields between slices of work (build-steps.ts) for a rebuild that keeps
 * the server answering; buildSearchIndex runs the same steps at once.
 */
import type { Car } from "@/domain/car/car";
import { type BuildSteps, runSteps } from "./build-steps";
import { AUTO_COUNTING, type CountStrategy } from "./facet-counter";
import { RANGE_KEYS, type RangeKey, TERM_KEYS } from "./facet-table";
import { buildRangeIndex, type RangeIndex } from "./range-index";
import { buildDealerCounts, type DealerCounts } from "./scope-counts";
import { buildSortIndexSteps, type SortIndex, type SortKey } from "./sorts";
import { buildScopeIndex, type ScopeIndex } from "./stock-scope";
import { buildTermIndexSteps, type TermIndex } from "./term-index";
import { buildTextIndexSteps, type TextIndex } from "./text-index";

export type SearchIndex = {
  readonly size: number;
  /** Cars by position; ids are unique. */
  readonly cars: readonly Car[];
  readonly terms: TermIndex;
  readonly ranges: { readonly [K in RangeKey]: RangeIndex };
  readonly sorts: { readonly [K in SortKey]: SortIndex };
  readonly text: TextIndex;
  readonly scope: ScopeIndex;
  readonly dealerCounts: DealerCounts;
  readonly counting: CountStrategy;
};

export type SearchIndexOptions = {
  /** How facets are counted; tests force each method, production leaves it to cost estimates. */
  readonly counting?: CountStrategy;
};

/** A repeated id keeps its first car (ids are unique in the database). */
export function* buildSearchIndexSteps(
  cars: readonly Car[],
  options: SearchIndexOptions = {},
): BuildSteps<SearchIndex> {
  const seen = new Set<number>();
  const unique = Object.freeze(cars.filter((car) => !seen.has(car.id) && seen.add(car.id)));
  yield;
  const ranges = {} as Record<RangeKey, RangeIndex>;
  for (const key of RANGE_KEYS) {
    ranges[key] = buildRangeIndex(unique, key);
    yield;
  }
  const sorts = yield* buildSortIndexSteps(unique);
  const terms = yield* buildTermIndexSteps(unique, TERM_KEYS);
  const text = yield* buildTextIndexSteps(unique);
  const scope = buildScopeIndex(unique);
  yield;
  return Object.freeze({
    size: unique.length,
    cars: unique,
    terms,
    ranges,
    sorts,
    text,
    scope,
    dealerCounts: buildDealerCounts(unique, terms, scope),
    counting: options.counting ?? AUTO_COUNTING,
  });
}

export function buildSearchIndex(
  cars: readonly Car[],
  options: SearchIndexOptions = {},
): SearchIndex {
  return runSteps(buildSearchIndexSteps(cars, options));
}
