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
   * Union of a site's dealerships, by sorted id list. A memo, not state: a site asks with the
   * same ids on every query, and a group site's union costs a pass over all its cars.
   */
  readonly dealershipUnions: Map<
    string,
    { readonly bits: Bitset; readonly ids: readonly number[] }
  >;
};

const MAX_MEMOISED_UNIONS = 512;

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
};

function dealershipUnion(index: ScopeIndex, size: number, dealershipIds: readonly number[]) {
  const ids = [...new Set(dealershipIds)]
    .filter((id) => index.dealerships.has(id))
    .sort((a, b) => a - b);
  const key = ids.join(",");
  const known = index.dealershipUnions.get(key);
  if (known) return known;
  const bits = emptyBitset(size);
  for (const id of ids) orSetInto(bits, index.dealerships.get(id)!);
  if (index.dealershipUnions.size >= MAX_MEMOISED_UNIONS) index.dealershipUnions.clear();
  const union = { bits, ids };
  index.dealershipUnions.set(key, union);
  return union;
}

export function scopeMatches(
  index: ScopeIndex,
  size: number,
  dealershipIds: readonly number[],
  soldDays: number,
  now: number,
): ScopeMatch {
  const { bits: scope, ids: present } = dealershipUnion(index, size, dealershipIds);
  const recentSold = emptyBitset(size);
  let recentSoldCount = 0;
  const cutoff = soldCutoff(now, soldDays);
  for (let i = index.soldTimes.length - 1; i >= 0 && index.soldTimes[i]! > cutoff; i--) {
    const position = index.soldOrder[i]!;
    if (!hasBit(scope, position)) continue;
    setBit(recentSold, position);
    recentSoldCount++;
  }
  const visible = index.listed.slice();
  for (let i = 0; i < scope.length; i++) visible[i] = (visible[i]! | recentSold[i]!) & scope[i]!;
  return { visible, count: popcount(visible), dealershipIds: present, recentSold, recentSoldCount };
}
