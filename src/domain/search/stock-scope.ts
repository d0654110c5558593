/**
 * The stock filter and tenant scope every query starts from (spec 1 §5 "Stock filter"):
 * the site's dealerships, shown on the dealer website, and either available (in_stock,
 * coming_soon) or sold less than soldDays days ago. The sold window moves with `now`, so the
 * index keeps shown sold cars sorted by sold date and cuts that list per query.
 */
import type { Car } from "@/domain/car/car";
import {
  type Bitset,
  bitsetFromPositions,
  emptyBitset,
  hasBit,
  orSetInto,
  type PositionSet,
  popcount,
  positionSet,
  setBit,
} from "./bitset";

export const DAY_MS = 86_400_000;

/** Sold cars whose sold_date is after this instant are still listed. */
export function soldCutoff(now: number, soldDays: number): number {
  return now - Math.max(0, soldDays) * DAY_MS;
}

export function isInStockFilter(car: Car, soldDays: number, now: number): boolean {
  if (!car.show_on_dealer_website) return false;
  if (car.status === "in_stock" || car.status === "coming_soon") return true;
  return (
    car.status === "sold" &&
    car.sold_date !== null &&
    car.sold_date.getTime() > soldCutoff(now, soldDays)
  );
}

export type ScopeIndex = {
  readonly dealerships: ReadonlyMap<number, PositionSet>;
  /** Shown and available. */
  readonly listed: Bitset;
  /** Shown sold cars with a sold date, ascending by it. */
  readonly soldOrder: Uint32Array;
  readonly soldTimes: Float64Array;
  /**
   * Memos, not state (they never change an answer): a site asks with the same dealership ids on
   * every query, and its visible stock only changes when a sold car ages out of the window. So
   * the union of its dealerships is kept by id list, and its ScopeMatch by id list plus the
   * first sold car still inside the window.
   */
  readonly dealershipUnions: Map<string, DealershipUnion>;
  readonly scopes: Map<string, ScopeMatch>;
};

type DealershipUnion = {
  readonly bits: Bitset;
  readonly ids: readonly number[];
  readonly key: string;
};

/** Sites served by one process, with room to spare; the memos start over when full. */
const MAX_MEMOISED = 512;

export function buildScopeIndex(cars: readonly Car[]): ScopeIndex {
  const byDealership = new Map<number, number[]>();
  const listed: number[] = [];
  const sold: { position: number; time: number }[] = [];
  cars.forEach((car, position) => {
    const members = byDealership.get(car.dealership_id);
    if (members) members.push(position);
    else byDealership.set(car.dealership_id, [position]);
    if (!car.show_on_dealer_website) return;
    if (car.status === "in_stock" || car.status === "coming_soon") listed.push(position);
    else if (car.status === "sold" && car.sold_date !== null) {
      const time = car.sold_date.getTime();
      if (!Number.isNaN(time)) sold.push({ position, time });
    }
  });
  sold.sort((a, b) => a.time - b.time || a.position - b.position);
  const dealerships = new Map<number, PositionSet>();
  for (const [id, positions] of byDealership)
    dealerships.set(id, positionSet(cars.length, positions));
  return {
    dealerships,
    listed: bitsetFromPositions(cars.length, listed),
    soldOrder: Uint32Array.from(sold, (entry) => entry.position),
    soldTimes: Float64Array.from(sold, (entry) => entry.time),
    dealershipUnions: new Map(),
    scopes: new Map(),
  };
}

/** The visible stock of a site: its dealerships' cars that pass the stock filter. */
export type ScopeMatch = {
  readonly visible: Bitset;
  readonly count: number;
  /** Dealership ids of the request that have cars, without repeats. */
  readonly dealershipIds: readonly number[];
  /** The visible sold cars (the rest of `visible` is listed, i.e. available). */
  readonly recentSold: Bitset;
  readonly recentSoldCount: number;
  /** Facet counts of all of `visible`, filled in by the first query that needs them. */
  readonly memo: { visibleCounts: Int32Array | null };
};

function remember<T>(memo: Map<string, T>, key: string, make: () => T): T {
  const known = memo.get(key);
  if (known) return known;
  const value = make();
  if (memo.size >= MAX_MEMOISED) memo.clear();
  memo.set(key, value);
  return value;
}

function dealershipUnion(
  index: ScopeIndex,
  size: number,
  dealershipIds: readonly number[],
): DealershipUnion {
  const ids = [...new Set(dealershipIds)]
    .filter((id) => index.dealerships.has(id))
    .sort((a, b) => a - b);
  const key = ids.join(",");
  return remember(index.dealershipUnions, key, () => {
    const bits = emptyBitset(size);
    for (const id of ids) orSetInto(bits, index.dealerships.get(id)!);
    return { bits, ids, key };
  });
}

/** First i with soldTimes[i] > cutoff: the sold cars from i on are inside the window. */
function firstInWindow(soldTimes: Float64Array, cutoff: number): number {
  let lo = 0;
  let hi = soldTimes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (soldTimes[mid]! > cutoff) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Read-only: the result may be shared with other queries of the same site. */
export function scopeMatches(
  index: ScopeIndex,
  size: number,
  dealershipIds: readonly number[],
  soldDays: number,
  now: number,
): ScopeMatch {
  const union = dealershipUnion(index, size, dealershipIds);
  const first = firstInWindow(index.soldTimes, soldCutoff(now, soldDays));
  return remember(index.scopes, `${union.key}|${first}`, () => {
    const scope = union.bits;
    const recentSold = emptyBitset(size);
    let recentSoldCount = 0;
    for (let i = first; i < index.soldOrder.length; i++) {
      const position = index.soldOrder[i]!;
      if (!hasBit(scope, position)) continue;
      setBit(recentSold, position);
      recentSoldCount++;
    }
    const visible = index.listed.slice();
    for (let i = 0; i < scope.length; i++) visible[i] = (visible[i]! | recentSold[i]!) & scope[i]!;
    return {
      visible,
      count: popcount(visible),
      dealershipIds: union.ids,
      recentSold,
      recentSoldCount,
      memo: { visibleCounts: null },
    };
  });
}
