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
import { awaited, type BuildSteps, runSteps } from "./build-steps";
import {
  type CarCodec,
  type CarStore,
  EncodedCarsBuilder,
  heldCars,
  storeView,
  type TextBlocks,
} from "./car-store";
import { AUTO_COUNTING, type CountStrategy } from "./facet-counter";
import { RANGE_KEYS, type RangeKey, TERM_KEYS } from "./facet-table";
import { RangeBuilder, type RangeIndex } from "./range-index";
import { buildDealerCounts, type DealerCounts } from "./scope-counts";
import { type SortIndex, type SortKey, SortKeysBuilder, sortsAt } from "./sorts";
import { ScopeBuilder, type ScopeIndex } from "./stock-scope";
import { type TermIndex, TermIndexBuilder } from "./term-index";
import { type TextIndex, TextIndexBuilder } from "./text-index";

export type SearchIndex = {
  readonly size: number;
  /** Cars by position; ids are unique. */
  readonly cars: CarStore;
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

/**
 * Every car to index, a page at a time, each with its text: what the server reads from the
 * database. The build indexes each page's cars and keeps only their text (car-store.ts), so the
 * cars of a page are garbage once it is read.
 */
export type CarPages = {
  /** How many cars the pages hold in all. Their ids are unique. */
  readonly size: number;
  /**
   * The pages in position order. Pages read as the build asks (AsyncIterable) are waited for
   * between steps, so such a build runs only in an asynchronous runner (buildInSlices).
   */
  readonly pages: Iterable<CarPage> | AsyncIterable<CarPage>;
  /** Reads a car back from its text. */
  readonly codec: CarCodec;
  /** Where the texts are kept (fresh blocks unless given); closed when the build ends or fails. */
  readonly blocks?: TextBlocks;
};

/** `texts[i]` is the text of `cars[i]`. */
export type CarPage = { readonly cars: readonly Car[]; readonly texts: readonly string[] };

/** Cars read per step of the shared pass: ~10-20 ms of work. */
const CARS_PER_STEP = 5_000;

type Parts = {
  readonly terms: TermIndexBuilder;
  readonly ranges: readonly RangeBuilder[];
  readonly sorts: SortKeysBuilder;
  readonly text: TextIndexBuilder;
  readonly scope: ScopeBuilder;
};

/**
 * Cars [from, to) of a page into every part, the first at `position`: each part takes the cars
 * in turn, so its own tables stay in cache and its call sites see one part. A plain function,
 * so its loops are optimised while they run.
 */
function readCars(
  parts: Parts,
  cars: readonly Car[],
  from: number,
  to: number,
  position: number,
): void {
  const { terms, ranges, sorts, text, scope } = parts;
  const end = position + to - from;
  terms.addCars(cars, from, to, position);
  for (let r = 0; r < ranges.length; r++)
    for (let i = from, p = position; p < end; i++, p++) ranges[r]!.add(cars[i]!, p);
  for (let i = from, p = position; p < end; i++, p++) sorts.add(cars[i]!, p);
  for (let i = from, p = position; p < end; i++, p++) text.add(cars[i]!, p);
  for (let i = from, p = position; p < end; i++, p++) scope.add(cars[i]!, p);
}

/** Where a page's cars go besides the parts: nowhere (cars held as given), or their text. */
type StoreBuilder = {
  add(page: CarPage, from: number, to: number, position: number): void;
  finish(): CarStore;
};

/** A repeated id keeps its first car (ids are unique in the database). */
export function* buildSearchIndexSteps(
  cars: readonly Car[],
  options: SearchIndexOptions = {},
): BuildSteps<SearchIndex> {
  const unique = Object.freeze(uniqueById(cars));
  const store: StoreBuilder = { add: () => {}, finish: () => heldCars(unique) };
  return yield* buildSteps(unique.length, [{ cars: unique, texts: [] }], store, options);
}

/**
 * A site's own index (site-index.ts): the cars at `positions` (ascending) of a whole index, read
 * from its columns (facet value ids, range values, sort orders, each car's tokens, scope), no car
 * decoded. It equals the index built from those cars; it reads them from the whole index's store.
 */
export function buildSiteIndex(
  whole: SearchIndex,
  positions: Uint32Array,
  options: SearchIndexOptions = {},
): SearchIndex {
  const size = positions.length;
  const parts = newParts(size, options);
  const { terms, ranges, text, scope } = parts;
  const wholeRanges = RANGE_KEYS.map((key) => whole.ranges[key].byPosition);
  terms.addFromIndex(whole.terms, positions);
  for (let position = 0; position < size; position++) {
    const at = positions[position]!;
    for (let r = 0; r < ranges.length; r++) ranges[r]!.put(position, wholeRanges[r]![at]!);
    text.addFromIndex(whole.text, at, position);
  }
  scope.addFromIndex(whole.scope, positions);
  const sorts = sortsAt(whole.sorts, positions);
  return runSteps(finishParts(parts, size, storeView(whole.cars, positions), sorts, options));
}

/**
 * The index of cars read a page at a time (the server's build): no car is kept but as its text.
 * Throws when the pages hold another number of cars than they say or repeat an id.
 */
export function* buildSearchIndexFromPages(
  source: CarPages,
  options: SearchIndexOptions = {},
): BuildSteps<SearchIndex> {
  const encoded = new EncodedCarsBuilder(source.size, source.codec, source.blocks);
  // Ids ascend as the database lists them; a set of the ids seen only once they do not.
  let last = Number.NEGATIVE_INFINITY;
  let seen: Set<number> | null = null;
  let count = 0;
  const store: StoreBuilder = {
    add(page, from, to, position) {
      if (position + to - from > source.size) throw new Error("more cars than the pages said");
      for (let i = from; i < to; i++, position++) {
        const id = page.cars[i]!.id;
        if (seen === null && id > last) last = id;
        else {
          seen ??= new Set(encoded.idsBefore(position));
          if (seen.has(id)) throw new Error(`car ${id} is listed twice`);
          seen.add(id);
        }
        encoded.add(position, id, page.texts[i]!);
        count++;
      }
    },
    finish() {
      if (count !== source.size) throw new Error("fewer cars than the pages said");
      return encoded.finish();
    },
  };
  try {
    return yield* buildSteps(source.size, source.pages, store, options);
  } catch (error) {
    // A finished store has closed its blocks' source; a failed build closes it here.
    source.blocks?.close();
    throw error;
  }
}

/**
 * One pass over the cars fills every part's columns (terms, ranges, sort keys, text, scope):
 * each car is read once, while its fields are in cache, and the parts then finish from their
 * own typed arrays.
 */
function* buildSteps(
  size: number,
  pages: Iterable<CarPage> | AsyncIterable<CarPage>,
  store: StoreBuilder,
  options: SearchIndexOptions,
): BuildSteps<SearchIndex> {
  const parts = newParts(size, options);
  let position = 0;
  const read = Symbol.asyncIterator in pages ? pages[Symbol.asyncIterator]() : null;
  const listed = read ? null : (pages as Iterable<CarPage>)[Symbol.iterator]();
  for (;;) {
    const next = read ? yield* awaited(read.next()) : listed!.next();
    if (next.done) break;
    const page = next.value;
    for (let from = 0; from < page.cars.length; from += CARS_PER_STEP) {
      yield;
      const to = Math.min(page.cars.length, from + CARS_PER_STEP);
      store.add(page, from, to, position);
      readCars(parts, page.cars, from, to, position);
      position += to - from;
    }
  }
  const cars = store.finish();
  yield;
  return yield* finishParts(parts, size, cars, yield* parts.sorts.finish(), options);
}

/**
 * Every part's builder for `size` cars. An index large enough to give sites an index of their
 * own keeps each car's tokens, so a site's index is built from its columns (buildSiteIndex).
 */
function newParts(size: number, options: SearchIndexOptions): Parts {
  const sites = options.sites ?? SITE_INDEXES;
  return {
    terms: new TermIndexBuilder(TERM_KEYS, size),
    ranges: RANGE_KEYS.map((key) => new RangeBuilder(key, size)),
    sorts: new SortKeysBuilder(size),
    text: new TextIndexBuilder(size, size >= sites.minIndexSize),
    scope: new ScopeBuilder(size),
  };
}

/** The index of the parts once every car is in them, given its sort orders. */
function* finishParts(
  parts: Parts,
  size: number,
  cars: CarStore,
  sortIndexes: { readonly [K in SortKey]: SortIndex },
  options: SearchIndexOptions,
): BuildSteps<SearchIndex> {
  const { terms, ranges, text, scope } = parts;
  const rangeIndexes = {} as Record<RangeKey, RangeIndex>;
  for (let i = 0; i < RANGE_KEYS.length; i++) {
    yield;
    const key = RANGE_KEYS[i]!;
    const sort = ASCENDING_SORT[key];
    rangeIndexes[key] = ranges[i]!.finish(sort && sortIndexes[sort].order);
  }
  const termIndex = yield* terms.finish();
  yield;
  const textIndex = yield* text.finish();
  yield;
  const scopeIndex = scope.finish();
  yield;
  const dealerCounts = buildDealerCounts(termIndex, scopeIndex, scopeIndex.dealerOf);
  return Object.freeze({
    size,
    cars,
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
