/**
 * The index a server holds: a built SearchIndex (`main`) and, once single dealerships' stock has
 * changed, a small index of just those dealerships' current cars (`delta`). A stock import of one
 * dealership replaces that dealership: its cars in `main` are dead (the dealership is left out of
 * every query of `main`, and `dead` marks their positions for the text rule below) and its new
 * cars are in `delta`, rebuilt from the replaced dealerships' cars alone, a few thousand at most.
 * When the delta grows past COMPACT_AT cars, the server builds a whole index again in the
 * background (compaction) and starts over with no delta.
 *
 * A query asks `main` for the site's other dealerships and `delta` for its replaced ones, and
 * merges: counts and facet counts add up (the two car sets are disjoint), price bounds widen,
 * hits merge in sort order with the text's exact matches first. Whether an indexed word begins
 * a query word (the typo rule of 4-letter words) is asked of the live cars of both parts. The
 * answer is the one an index built from scratch over the same cars gives (property-tested).
 */
import type { Car } from "@/domain/car/car";
import { type Bitset, bitsetPositions, emptyBitset, hasBit, orSetInto } from "./bitset";
import { buildSearchIndex, type SearchIndex } from "./build-index";
import type { CarStore } from "./car-store";
import { requestPage, searchPart } from "./engine";
import { facetItems } from "./facet-items";
import type { TermKey } from "./facet-table";
import { activeRefinements } from "./refinement-filters";
import type { FacetItem, SearchRequest, SearchResult } from "./search-types";
import { compareCars } from "./sorts";
import { beginsWord, someCarBegins, type TextIndex } from "./text-index";

export type StockIndex = {
  readonly main: SearchIndex;
  /** Dealerships whose cars in `main` are replaced by their cars in `delta`. */
  readonly replaced: ReadonlySet<number>;
  /** Positions in `main` of the replaced dealerships' cars. */
  readonly dead: Bitset | null;
  readonly delta: SearchIndex | null;
  /** The replaced dealerships' current cars, by dealership id: what `delta` is built from. */
  readonly deltaCars: ReadonlyMap<number, readonly Car[]>;
  /** Live cars: main's cars of dealerships not replaced, and the delta's. */
  readonly size: number;
  /** Whether main's cars ascend by id (as the database lists them): patching needs it. */
  readonly mainIdsAscend: boolean;
};

/** Past this many cars in the delta, the server builds a whole index again (compaction). */
export const COMPACT_AT = 5_000;

/** A whole index, nothing replaced. */
export function wholeStockIndex(main: SearchIndex): StockIndex {
  return {
    main,
    replaced: new Set(),
    dead: null,
    delta: null,
    deltaCars: new Map(),
    size: main.size,
    mainIdsAscend: idsAscend(main.cars),
  };
}

export function needsCompaction(index: StockIndex): boolean {
  return (index.delta?.size ?? 0) > COMPACT_AT;
}

export type PatchFailure = { readonly ok: false; readonly reason: string };

/** Position in main of the car with `id`, or -1; main's cars ascend by id (checked by the caller). */
function positionOfId(cars: CarStore, id: number): number {
  let lo = 0;
  let hi = cars.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cars.id(mid) < id) lo = mid + 1;
    else hi = mid;
  }
  return lo < cars.size && cars.id(lo) === id ? lo : -1;
}

function idsAscend(cars: CarStore): boolean {
  for (let p = 1; p < cars.size; p++) if (!(cars.id(p - 1) < cars.id(p))) return false;
  return true;
}

/**
 * The index with each given dealership's cars replaced by `changes.get(id)` (all its current
 * cars; an empty list when it has none left). Fails, and the caller builds a whole index, when
 * a car is listed under another dealership than its key or its id is a live car's elsewhere.
 */
export function patchStockIndex(
  index: StockIndex,
  changes: ReadonlyMap<number, readonly Car[]>,
): { ok: true; value: StockIndex } | PatchFailure {
  const { main } = index;
  if (!index.mainIdsAscend) return { ok: false, reason: "the index's cars do not ascend by id" };
  const replaced = new Set(index.replaced);
  const dead = index.dead ? index.dead.slice() : emptyBitset(main.size);
  const deltaCars = new Map(index.deltaCars);
  for (const [dealershipId, cars] of changes) {
    if (!replaced.has(dealershipId)) {
      replaced.add(dealershipId);
      const set = main.scope.dealerships.get(dealershipId);
      if (set) orSetInto(dead, set);
    }
    deltaCars.set(dealershipId, cars);
  }
  const cars: Car[] = [];
  const ids = new Set<number>();
  for (const [dealershipId, list] of deltaCars) {
    for (const car of list) {
      if (car.dealership_id !== dealershipId)
        return { ok: false, reason: `car ${car.id} is not of dealership ${dealershipId}` };
      if (ids.has(car.id)) return { ok: false, reason: `car ${car.id} is listed twice` };
      ids.add(car.id);
      const at = positionOfId(main.cars, car.id);
      if (at >= 0 && !hasBit(dead, at))
        return { ok: false, reason: `car ${car.id} is a live car of another dealership` };
      cars.push(car);
    }
  }
  cars.sort((a, b) => a.id - b.id);
  let deadCount = 0;
  for (const id of replaced) deadCount += main.scope.dealerships.get(id)?.count ?? 0;
  return {
    ok: true,
    value: {
      main,
      replaced,
      dead,
      delta: buildSearchIndex(cars, { counting: main.counting }),
      deltaCars,
      size: main.size - deadCount + cars.length,
      mainIdsAscend: true,
    },
  };
}

/** Whether a token of a live car begins `word`. */
function beginsIn(text: TextIndex, word: string, dead: Bitset | null): boolean {
  if (dead === null) return beginsWord(text, word);
  return someCarBegins(text, word, (position) => !hasBit(dead, position));
}

/** Whether an indexed word of a live car begins `word` (what query understanding asks). */
export function beginsIndexedWord(index: StockIndex, word: string): boolean {
  if (beginsIn(index.main.text, word, index.dead)) return true;
  return index.delta !== null && beginsIn(index.delta.text, word, null);
}

/** Positions in main of the cars of the given dealerships, ascending. */
function dealershipPositions(main: SearchIndex, dealershipIds: ReadonlySet<number>): number[] {
  const positions: number[] = [];
  for (const id of dealershipIds) {
    const set = main.scope.dealerships.get(id);
    if (set) positions.push(...(set.positions ?? bitsetPositions(set.bits)));
  }
  return positions.sort((a, b) => a - b);
}

/**
 * Every live car, or those of the given dealerships, ascending by id as a whole build holds them
 * (readers such as the site's vocabulary keep the first spelling they meet, so the order is part
 * of the answer). Each is read from the index's store: ask for a site's dealerships, not all.
 */
export function stockIndexCars(
  index: StockIndex,
  dealershipIds?: readonly number[],
): readonly Car[] {
  const { main, dead, delta } = index;
  const wanted = dealershipIds === undefined ? null : new Set(dealershipIds);
  const live: Car[] = [];
  const read = (position: number) => {
    if (dead === null || !hasBit(dead, position)) live.push(main.cars.car(position));
  };
  if (wanted === null) for (let position = 0; position < main.size; position++) read(position);
  else for (const position of dealershipPositions(main, wanted)) read(position);
  if (delta === null) return live;
  const patched = [...delta.cars].filter((car) => wanted === null || wanted.has(car.dealership_id));
  return mergeSorted(live, patched, (a, b) => a.id - b.id);
}

/** The values a facet has in the index (of dead cars too: they match no live car). */
export function stockFacetValues(index: StockIndex, key: TermKey): readonly string[] {
  const values = index.main.terms.facets[key].values;
  if (index.delta === null) return values;
  return [...new Set([...values, ...index.delta.terms.facets[key].values])];
}

/** Merges two sorted lists of cars. */
function mergeSorted(a: readonly Car[], b: readonly Car[], compare: (x: Car, y: Car) => number) {
  const out: Car[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

function mergeFacets(
  request: SearchRequest,
  a: SearchResult["facets"],
  b: SearchResult["facets"],
): SearchResult["facets"] {
  const active = activeRefinements(request.filters);
  const out: Partial<Record<TermKey, FacetItem[]>> = {};
  for (const key of Object.keys(a) as TermKey[]) {
    const counts = new Map<string, number>();
    for (const item of [...(a[key] ?? []), ...(b[key] ?? [])])
      counts.set(item.value, (counts.get(item.value) ?? 0) + item.count);
    const selection = active.find((refinement) => refinement.key === key);
    out[key] = facetItems(key, counts, selection?.kind === "terms" ? selection.values : []);
  }
  return out;
}

const bound = (a: number | null, b: number | null, pick: (x: number, y: number) => number) =>
  a === null ? b : b === null ? a : pick(a, b);

/** searchStock over the live cars of both parts. */
export function searchStockIndex(index: StockIndex, request: SearchRequest): SearchResult {
  const { main, delta, replaced } = index;
  if (delta === null) return searchPart(main, request).result;
  const started = performance.now();
  const begins = (word: string) => beginsIndexedWord(index, word);
  const inMain = request.dealershipIds.filter((id) => !replaced.has(id));
  const inDelta = request.dealershipIds.filter((id) => replaced.has(id));
  if (inDelta.length === 0 || inMain.length === 0) {
    const part = inDelta.length === 0 ? main : delta;
    return searchPart(part, request, { beginsIndexedWord: begins }).result;
  }
  const { sort, hitsPerPage, offset } = requestPage(request);
  const window = { offset: 0, limit: offset + hitsPerPage };
  const options = { beginsIndexedWord: begins, window };
  const a = searchPart(main, { ...request, dealershipIds: inMain }, options);
  const b = searchPart(delta, { ...request, dealershipIds: inDelta }, options);
  const compare = (x: Car, y: Car) => compareCars(sort, x, y);
  const split = (part: typeof a) => {
    const exact = Math.min(part.exactCount, part.result.hits.length);
    return [part.result.hits.slice(0, exact), part.result.hits.slice(exact)] as const;
  };
  const [exactA, restA] = split(a);
  const [exactB, restB] = split(b);
  const hits = [...mergeSorted(exactA, exactB, compare), ...mergeSorted(restA, restB, compare)];
  const count = a.result.count + b.result.count;
  const priceA = a.result.stats.price;
  const priceB = b.result.stats.price;
  return {
    hits: hits.slice(offset, offset + hitsPerPage),
    pages: Math.ceil(count / hitsPerPage),
    count,
    facets: mergeFacets(request, a.result.facets, b.result.facets),
    stats: {
      price: {
        min: bound(priceA.min, priceB.min, Math.min),
        max: bound(priceA.max, priceB.max, Math.max),
      },
    },
    ms: performance.now() - started,
  };
}
