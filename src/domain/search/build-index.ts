/**
 * The stock-search index: every structure a query reads, built once from all stock of all sites in
 * process. The value is never mutated after building (its internal memos, of each site's visible
 * stock, stock-scope.ts, and each dealership's facet counts, scope-counts.ts, never change an
 * answer), so the data layer rebuilds it in the background when stock changes and swaps one
 * reference. Sites of a small share of a large index are asked of an index of their own cars,
 * kept beside it (site-index.ts).
 *
 * buildSearchIndexSteps yields between slices of work (build-steps.ts) for a rebuild that keeps
 * the server answering; buildSearchIndex runs the same steps at once.
 */
import type { Car } from "@/domain/car/car";
import { type BuildSteps, runSteps } from "./build-steps";
import { AUTO_COUNTING, type CountStrategy } from "./facet-counter";
import { RANGE_KEYS, type RangeKey, TERM_KEYS } from "./facet-table";
import { RangeBuilder, type RangeIndex } from "./range-index";
import { buildDealerCounts, type DealerCounts } from "./scope-counts";
import { type SortIndex, type SortKey, SortKeysBuilder } from "./sorts";
import { ScopeBuilder, type ScopeIndex } from "./stock-scope";
import { type TermIndex, TermIndexBuilder } from "./term-index";
import { type TextIndex, TextIndexBuilder } from "./text-index";

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
  /** Which sites are asked of an index of their own cars (site-index.ts). */
  readonly sitePolicy: SitePolicy;
};

/** When a site is given an index of its own cars (site-index.ts). */
export type SitePolicy = {
  /** Whole indexes of fewer cars answer every site themselves. */
  readonly minIndexSize: number;
  /** A site gets its own index when its cars are at most this share of the whole index's. */
  readonly maxSiteShare: number;
};

export const SITE_INDEXES: SitePolicy = { minIndexSize: 200_000, maxSiteShare: 1 / 32 };
/** Every site asks the whole index (a site's own index, and tests of the whole index). */
export const NO_SITE_INDEXES: SitePolicy = {
  minIndexSize: Number.POSITIVE_INFINITY,
  maxSiteShare: 0,
};

export type SearchIndexOptions = {
  /** How facets are counted; tests force each method, production leaves it to cost estimates. */
  readonly counting?: CountStrategy;
  /** Which sites get an index of their own; tests force it, production leaves it to size. */
  readonly sites?: SitePolicy;
};

/** The cars without repeated ids; no copy-by-filter when the ids ascend (the usual load order). */
function uniqueById(cars: readonly Car[]): Car[] {
  let ascending = true;
  for (let p = 1; p < cars.length && ascending; p++) ascending = cars[p - 1]!.id < cars[p]!.id;
  if (ascending) return cars.slice();
  const seen = new Set<number>();
  return cars.filter((car) => !seen.has(car.id) && seen.add(car.id));
}

/**
 * Range keys whose values a sort orders ascending: the sort's key is the range's value wherever
 * the range has one (a finite number), so the range's order is the sort's without the others.
 */
const ASCENDING_SORT: { readonly [K in RangeKey]?: SortKey } = {
  price: "price_asc",
  km: "km_asc",
  year: "year_asc",
};

/** Cars read per step of the shared pass: ~10-20 ms of work. */
const CARS_PER_STEP = 5_000;

type Parts = {
  readonly terms: TermIndexBuilder;
  readonly ranges: readonly RangeBuilder[];
  readonly sorts: SortKeysBuilder;
  readonly text: TextIndexBuilder;
  readonly scope: ScopeBuilder;
};

/** Cars [from, to) into every part. A plain function, so its loop is optimised while it runs. */
function readCars(parts: Parts, cars: readonly Car[], from: number, to: number): void {
  const { terms, ranges, sorts, text, scope } = parts;
  for (let position = from; position < to; position++) {
    const car = cars[position]!;
    terms.add(car, position);
    for (let r = 0; r < ranges.length; r++) ranges[r]!.add(car, position);
    sorts.add(car, position);
    text.add(car, position);
    scope.add(car, position);
  }
}

/**
 * A repeated id keeps its first car (ids are unique in the database).
 *
 * One pass over the cars fills every part's columns (terms, ranges, sort keys, text, scope):
 * each car is read once, while its fields are in cache, and the parts then finish from their
 * own typed arrays.
 */
export function* buildSearchIndexSteps(
  cars: readonly Car[],
  options: SearchIndexOptions = {},
): BuildSteps<SearchIndex> {
  const unique = Object.freeze(uniqueById(cars));
  const size = unique.length;
  const terms = new TermIndexBuilder(TERM_KEYS, size);
  const ranges = RANGE_KEYS.map((key) => new RangeBuilder(key, size));
  const sorts = new SortKeysBuilder(size);
  const text = new TextIndexBuilder(size);
  const scope = new ScopeBuilder(size);
  const parts = { terms, ranges, sorts, text, scope };
  for (let from = 0; from < size; from += CARS_PER_STEP) {
    yield;
    readCars(parts, unique, from, Math.min(size, from + CARS_PER_STEP));
  }
  yield;
  const sortIndexes = yield* sorts.finish();
  const rangeIndexes = {} as Record<RangeKey, RangeIndex>;
  RANGE_KEYS.forEach((key, i) => {
    const sort = ASCENDING_SORT[key];
    rangeIndexes[key] = ranges[i]!.finish(sort && sortIndexes[sort].order);
  });
  const termIndex = yield* terms.finish();
  yield;
  const textIndex = text.finish();
  yield;
  const scopeIndex = scope.finish();
  yield;
  const dealerCounts = buildDealerCounts(termIndex, scopeIndex, {
    byPosition: scope.dealerByPosition,
    ids: scope.dealerIds,
  });
  return Object.freeze({
    size,
    cars: unique,
    terms: termIndex,
    ranges: rangeIndexes,
    sorts: sortIndexes,
    text: textIndex,
    scope: scopeIndex,
    dealerCounts,
    counting: options.counting ?? AUTO_COUNTING,
    sitePolicy: options.sites ?? SITE_INDEXES,
  });
}

export function buildSearchIndex(
  cars: readonly Car[],
  options: SearchIndexOptions = {},
): SearchIndex {
  return runSteps(buildSearchIndexSteps(cars, options));
}
