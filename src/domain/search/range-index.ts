/**
 * Numeric range keys (price, km, year, subscription_price): the cars with a value, sorted by it,
 * so an interval is two binary searches and a run of positions. The same sorted run gives the
 * price min/max of a match by walking in from either end.
 */
import type { Car } from "@/domain/car/car";
import { type Bitset, bitsetPositions, emptyBitset, hasBit } from "./bitset";
import { type RangeKey, rangeRefinement } from "./facet-table";
import { orderByRanks, rankKeys } from "./numeric-order";
import type { NumericRange } from "./search-types";

export type RangeIndex = {
  /** Positions of the cars having a value, ascending by value. */
  readonly order: Uint32Array;
  /** values[i] is the value of the car at order[i]. */
  readonly values: Float64Array;
  /** value by position (NaN when the car has none), for scanning small matches. */
  readonly byPosition: Float64Array;
  /** The cars having a value. */
  readonly present: Bitset;
};

/** One range key's values while the cars go by (one pass for the whole index, build-index.ts). */
export class RangeBuilder {
  private readonly get: (car: Car) => number | null;
  /** NaN when the car has no value. */
  private readonly byPosition: Float64Array;
  private count = 0;

  constructor(key: RangeKey, size: number) {
    this.get = rangeRefinement(key).get;
    this.byPosition = new Float64Array(size);
  }

  add(car: Car, position: number): void {
    const value = this.get(car);
    this.put(position, value !== null && Number.isFinite(value) ? value : Number.NaN);
  }

  /** A car's value, NaN when it has none (as a built index's `byPosition` holds it). */
  put(position: number, value: number): void {
    this.byPosition[position] = value;
    if (!Number.isNaN(value)) this.count++;
  }

  /**
   * `ascending`, when given, is every position ordered by a key equal to this range's value
   * wherever it has one (the index passes the price_asc order for price): the range's order is
   * then that order without the cars that have no value, and nothing needs sorting.
   */
  finish(ascending?: Uint32Array): RangeIndex {
    const { byPosition, count } = this;
    const size = byPosition.length;
    const bits = emptyBitset(size);
    let order: Uint32Array;
    if (ascending) {
      order = new Uint32Array(count);
      for (let i = 0, at = 0; i < ascending.length; i++) {
        const p = ascending[i]!;
        if (!Number.isNaN(byPosition[p]!)) order[at++] = p;
      }
    } else {
      const present = new Uint32Array(count);
      for (let p = 0, at = 0; p < size; p++) if (!Number.isNaN(byPosition[p]!)) present[at++] = p;
      // Equal values keep ascending positions (a stable counting sort of the present cars).
      order = orderByRanks(rankKeys(byPosition), present, false);
    }
    const values = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const p = order[i]!;
      values[i] = byPosition[p]!;
      bits[p >>> 5]! |= 1 << (p & 31);
    }
    return { order, values, byPosition, present: bits };
  }
}

/** First i with values[i] >= bound (or > bound when `strict`). */
function lowerBound(values: Float64Array, bound: number, strict: boolean): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = values[mid]!;
    if (v < bound || (strict && v === bound)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The cars at order[from .. to). A wide run (most of the cars) is cheaper as "every car with a
 * value, minus the few outside the run".
 */
function runMatches(index: RangeIndex, size: number, from: number, to: number): Bitset {
  const { order } = index;
  const inside = Math.max(0, to - from);
  if (inside * 2 <= order.length) {
    const bits = emptyBitset(size);
    for (let i = from; i < to; i++) bits[order[i]! >>> 5]! |= 1 << (order[i]! & 31);
    return bits;
  }
  const bits = index.present.slice();
  const clear = (i: number) => {
    bits[order[i]! >>> 5]! &= ~(1 << (order[i]! & 31));
  };
  for (let i = 0; i < from; i++) clear(i);
  for (let i = to; i < order.length; i++) clear(i);
  return bits;
}

/** The run [from, to) of `order` whose values lie in [min, max]; an open bound is unlimited. */
function runOf(index: RangeIndex, range: NumericRange): [number, number] {
  const from = range.min === null ? 0 : lowerBound(index.values, range.min, false);
  const to = range.max === null ? index.values.length : lowerBound(index.values, range.max, true);
  return [from, to];
}

/** Cars whose value lies in [min, max]; an open bound is unlimited. */
export function rangeMatches(index: RangeIndex, size: number, range: NumericRange): Bitset {
  const [from, to] = runOf(index, range);
  return runMatches(index, size, from, to);
}

/** About the words rangeMatches writes or clears, to weigh against reading candidates. */
export function rangeCost(index: RangeIndex, range: NumericRange): number {
  const [from, to] = runOf(index, range);
  const inside = Math.max(0, to - from);
  const words = index.present.length;
  return inside * 2 <= index.order.length ? words + inside : words + index.order.length - inside;
}

/** Cars whose value is above zero (price sort with requirePriceWhenPriceAscending). */
export function positiveMatches(index: RangeIndex, size: number): Bitset {
  return runMatches(index, size, lowerBound(index.values, 0, true), index.order.length);
}

/** Lowest and highest positive value among the matched cars. */
export function positiveMinMax(
  index: RangeIndex,
  matched: Bitset,
  count: number,
): { min: number | null; max: number | null } {
  if (count === 0) return { min: null, max: null };
  const size = index.byPosition.length;
  // Walking the sorted run meets a match every size/count steps; scanning costs count steps.
  if (count * count < size) {
    let min: number | null = null;
    let max: number | null = null;
    for (const position of bitsetPositions(matched)) {
      const value = index.byPosition[position]!;
      if (!(value > 0)) continue;
      if (min === null || value < min) min = value;
      if (max === null || value > max) max = value;
    }
    return { min, max };
  }
  const { order, values } = index;
  const first = lowerBound(values, 0, true);
  let min: number | null = null;
  for (let i = first; i < order.length; i++) {
    if (hasBit(matched, order[i]!)) {
      min = values[i]!;
      break;
    }
  }
  if (min === null) return { min: null, max: null };
  for (let i = order.length - 1; i >= first; i--) {
    if (hasBit(matched, order[i]!)) return { min, max: values[i]! };
  }
  return { min, max: min };
}
