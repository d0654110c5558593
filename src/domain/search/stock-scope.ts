/**
 * The stock filter and tenant scope every query starts from:
 * the site's dealerships, shown on the dealer website and not hidden by staff, and either
 * available (in_stock, coming_soon) and confirmed by a feed within the site's limit, or sold
 * less than soldDays days ago (domain/stock/freshness.ts). Both windows move with `now`, so the
 * index keeps shown sold cars sorted by sold date and listed cars by confirmation time, and cuts
 * those lists per query: time passing hides a stale car without a rebuild.
 */
import type { Car } from "@/domain/car/car";
import { DEFAULT_MAX_UNCONFIRMED_DAYS, unconfirmedCutoff } from "@/domain/stock/freshness";
import {
  type Bitset,
  bitsetFromPositions,
  emptyBitset,
  hasBit,
  orSetInto,
  type PositionSet,
  placeOf,
  popcount,
  positionSet,
  setBit,
} from "./bitset";
import { identityOrder, orderByRanks, rankKeys } from "./numeric-order";

export const DAY_MS = 86_400_000;

/** Sold cars whose sold_date is after this instant are still listed. */
export function soldCutoff(now: number, soldDays: number): number {
  return now - Math.max(0, soldDays) * DAY_MS;
}

export type ScopeIndex = {
  readonly dealerships: ReadonlyMap<number, PositionSet>;
  /** Each car's dealership as a dense number, and the dealership id of each number. */
  readonly dealerOf: { readonly byPosition: Uint32Array; readonly ids: readonly number[] };
  /** Shown and available. */
  readonly listed: Bitset;
  /** Shown sold cars with a sold date, ascending by it. */
  readonly soldOrder: Uint32Array;
  readonly soldTimes: Float64Array;
  /** Listed cars with a feed confirmation time, ascending by it. */
  readonly confirmedOrder: Uint32Array;
  readonly confirmedTimes: Float64Array;
  /**
   * Memos, not state (they never change an answer): a site asks with the same dealership ids on
   * every query, and its visible stock only changes when a sold car ages out of the window. So
   * its dealerships are kept by id list, and its ScopeMatch by id list plus the first sold car
   * still inside the window. A ScopeMatch keeps one set of all cars (`visible`); its few sold
   * and stale cars are lists, so a site's memo costs one bitset, not four.
   */
  readonly dealershipUnions: Map<string, DealershipUnion>;
  readonly scopes: Map<string, ScopeMatch>;
};

type DealershipUnion = {
  readonly ids: readonly number[];
  readonly key: string;
};

/** Sites served by one process, with room to spare; the memos start over when full. */
const MAX_MEMOISED = 512;

/**
 * The scope index while the cars go by (one pass shared with the other parts of the index,
 * build-index.ts): each car's dealership (as a dense number), listed or not, and sold time.
 */
export class ScopeBuilder {
  /** Dense dealership number by dealership id, in order of first appearance. */
  private readonly dealerOf = new Map<number, number>();
  private readonly dealerIds: number[] = [];
  /** Dense dealership number of each car. */
  private readonly dealerByPosition: Uint32Array;
  readonly listed: Bitset;
  /** Sold time of each car, NaN when not a shown sold car with a sold date. */
  private readonly soldTime: Float64Array;
  private soldCount = 0;
  /** Feed confirmation time of each listed car, NaN when not listed or never confirmed. */
  private readonly confirmedTime: Float64Array;
  private confirmedCount = 0;
  private lastId = Number.NaN;
  private lastDealer = 0;

  constructor(private readonly size: number) {
    this.dealerByPosition = new Uint32Array(size);
    this.listed = emptyBitset(size);
    this.soldTime = new Float64Array(size);
    this.confirmedTime = new Float64Array(size);
  }

  add(car: Car, position: number): void {
    let sold = Number.NaN;
    let confirmed = Number.NaN;
    let listed = false;
    if (car.show_on_dealer_website && !car.hidden_at) {
      if (car.status === "in_stock" || car.status === "coming_soon") {
        listed = true;
        if (car.feed_confirmed_at) confirmed = car.feed_confirmed_at.getTime();
      } else if (car.status === "sold" && car.sold_date !== null) sold = car.sold_date.getTime();
    }
    this.put(position, car.dealership_id, listed, sold, confirmed);
  }

  /**
   * A car's scope fields: its dealership, whether it is listed, its sold time (NaN unless a
   * shown sold car with a sold date) and its confirmation time (NaN unless listed and confirmed).
   */
  put(position: number, id: number, listed: boolean, sold: number, confirmed: number): void {
    if (id !== this.lastId) {
      let dealer = this.dealerOf.get(id);
      if (dealer === undefined) {
        dealer = this.dealerIds.length;
        this.dealerOf.set(id, dealer);
        this.dealerIds.push(id);
      }
      this.lastId = id;
      this.lastDealer = dealer;
    }
    this.dealerByPosition[position] = this.lastDealer;
    if (listed) setBit(this.listed, position);
    this.soldTime[position] = sold;
    if (!Number.isNaN(sold)) this.soldCount++;
    this.confirmedTime[position] = confirmed;
    if (!Number.isNaN(confirmed)) this.confirmedCount++;
  }

  /**
   * The cars at `positions` (ascending) of a built index's scope, as cars 0, 1, ... of this one:
   * their dealerships, listing and times read from its columns.
   */
  addFromIndex(parent: ScopeIndex, positions: Uint32Array): void {
    const sold = timesAt(parent.soldOrder, parent.soldTimes, positions);
    const confirmed = timesAt(parent.confirmedOrder, parent.confirmedTimes, positions);
    const { byPosition, ids } = parent.dealerOf;
    for (let p = 0; p < positions.length; p++) {
      const at = positions[p]!;
      this.put(p, ids[byPosition[at]!]!, hasBit(parent.listed, at), sold[p]!, confirmed[p]!);
    }
  }

  finish(): ScopeIndex {
    const { size, soldTime, dealerByPosition } = this;
    // Each dealership's cars, ascending, as counts then a run per dealership.
    const dealerCount = this.dealerIds.length;
    const starts = new Uint32Array(dealerCount + 1);
    for (let p = 0; p < size; p++) starts[dealerByPosition[p]! + 1]!++;
    for (let d = 0; d < dealerCount; d++) starts[d + 1]! += starts[d]!;
    const runs = new Uint32Array(size);
    const next = starts.slice(0, dealerCount);
    for (let p = 0; p < size; p++) runs[next[dealerByPosition[p]!]!++] = p;
    const dealerships = new Map<number, PositionSet>();
    for (let d = 0; d < dealerCount; d++)
      dealerships.set(
        this.dealerIds[d]!,
        positionSet(size, runs.subarray(starts[d]!, starts[d + 1]!)),
      );
    // Shown sold cars by sold time, then position (ranked among themselves: a tenth of the cars).
    const [soldOrder, soldTimes] = byTime(soldTime, this.soldCount);
    const [confirmedOrder, confirmedTimes] = byTime(this.confirmedTime, this.confirmedCount);
    return {
      dealerships,
      dealerOf: { byPosition: dealerByPosition, ids: this.dealerIds },
      listed: this.listed,
      soldOrder,
      soldTimes,
      confirmedOrder,
      confirmedTimes,
      dealershipUnions: new Map(),
      scopes: new Map(),
    };
  }
}

/**
 * The times of the cars at `positions` (ascending) by their place in it, NaN for those `order`
 * leaves out: one walk of `order` with a set of the positions, none of the cars read.
 */
function timesAt(order: Uint32Array, times: Float64Array, positions: Uint32Array): Float64Array {
  const out = new Float64Array(positions.length).fill(Number.NaN);
  if (positions.length === 0) return out;
  const members = bitsetFromPositions(positions[positions.length - 1]! + 1, positions);
  for (let i = 0; i < order.length; i++) {
    const at = order[i]!;
    if (at >>> 5 < members.length && hasBit(members, at)) out[placeOf(positions, at)] = times[i]!;
  }
  return out;
}

/** The positions whose time is a number, ascending by time then position, with their times. */
function byTime(time: Float64Array, count: number): [Uint32Array, Float64Array] {
  const positions = new Uint32Array(count);
  const times = new Float64Array(count);
  for (let p = 0, at = 0; p < time.length; p++) {
    if (Number.isNaN(time[p]!)) continue;
    times[at] = time[p]!;
    positions[at++] = p;
  }
  const order = orderByRanks(rankKeys(times), identityOrder(times.length), false);
  const sortedPositions = new Uint32Array(order.length);
  const sortedTimes = new Float64Array(order.length);
  for (let i = 0; i < order.length; i++) {
    sortedPositions[i] = positions[order[i]!]!;
    sortedTimes[i] = times[order[i]!]!;
  }
  return [sortedPositions, sortedTimes];
}

/** The visible stock of a site: its dealerships' cars that pass the stock filter. */
export type ScopeMatch = {
  readonly visible: Bitset;
  readonly count: number;
  /** Dealership ids of the request that have cars, without repeats. */
  readonly dealershipIds: readonly number[];
  /** Positions of the visible sold cars (the rest of `visible` is listed, i.e. available). */
  readonly recentSold: Uint32Array;
  /** Positions of the listed cars left out as unconfirmed for too long (not part of `visible`). */
  readonly stale: Uint32Array;
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

function dealershipUnion(index: ScopeIndex, dealershipIds: readonly number[]): DealershipUnion {
  const ids = [...new Set(dealershipIds)]
    .filter((id) => index.dealerships.has(id))
    .sort((a, b) => a - b);
  const key = ids.join(",");
  return remember(index.dealershipUnions, key, () => ({ ids, key }));
}

/** First i with times[i] > cutoff (or >= with `inclusive`): the cars from i on are inside. */
function firstInWindow(times: Float64Array, cutoff: number, inclusive = false): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! > cutoff || (inclusive && times[mid]! === cutoff)) hi = mid;
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
  maxUnconfirmedDays: number = DEFAULT_MAX_UNCONFIRMED_DAYS,
): ScopeMatch {
  const union = dealershipUnion(index, dealershipIds);
  const first = firstInWindow(index.soldTimes, soldCutoff(now, soldDays));
  // Listed cars before `stale` were last confirmed before the cutoff: they are not shown.
  const cutoff = unconfirmedCutoff(now, maxUnconfirmedDays);
  const stale = firstInWindow(index.confirmedTimes, cutoff, true);
  return remember(index.scopes, `${union.key}|${first}|${stale}`, () => {
    const scope = emptyBitset(size);
    for (const id of union.ids) orSetInto(scope, index.dealerships.get(id)!);
    const recentSold: number[] = [];
    for (let i = first; i < index.soldOrder.length; i++) {
      const position = index.soldOrder[i]!;
      if (hasBit(scope, position)) recentSold.push(position);
    }
    const staleCars: number[] = [];
    for (let i = 0; i < stale; i++) {
      const position = index.confirmedOrder[i]!;
      if (hasBit(scope, position)) staleCars.push(position);
    }
    // (listed - stale) within the scope, plus the recently sold (all within the scope).
    const visible = index.listed.slice();
    for (const position of staleCars) visible[position >>> 5]! &= ~(1 << (position & 31));
    for (let i = 0; i < scope.length; i++) visible[i]! &= scope[i]!;
    for (const position of recentSold) setBit(visible, position);
    return {
      visible,
      count: popcount(visible),
      dealershipIds: union.ids,
      recentSold: Uint32Array.from(recentSold),
      stale: Uint32Array.from(staleCars),
      memo: { visibleCounts: null },
    };
  });
}
