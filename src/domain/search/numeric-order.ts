/**
 * Ordering car positions by a numeric key without a comparator: every key becomes an
 * order-preserving integer rank, then a counting sort places the positions. A comparator sort of
 * 100k positions costs ~25 ms per order; this costs a few, and the ranks of one field serve both
 * of its directions (price ascending and descending) and every tie-break order.
 *
 * Ranks: keys that are all integers within a small span rank as key - min (no sort at all:
 * years, kilometres, prices, custom ranks); any other keys are sorted once (native Float64Array
 * sort) and ranked by binary search among the distinct values.
 */

import { type BuildSteps, runSteps, SEARCHES_PER_STEP } from "./build-steps";

export type KeyRanks = {
  /** ranks[position] orders the keys: equal keys, equal ranks. Meaningless for NaN keys. */
  readonly ranks: Uint32Array;
  /** Every rank is below this. */
  readonly buckets: number;
};

/** Above this many buckets per key, an integer span is ranked by sorting instead. */
const SPAN_PER_KEY = 4;
const MIN_SPAN = 1 << 16;

/** Ranks of `keys`; NaN keys (no value) are ignored (rank 0). */
export function rankKeys(keys: Float64Array): KeyRanks {
  return runSteps(rankKeysSteps(keys));
}

/**
 * rankKeys in steps, for an index build that yields (build-steps.ts): keys that need sorting
 * are sorted in one step and ranked a slice at a time, so a million timestamps do not hold a
 * server for the whole ranking.
 */
export function* rankKeysSteps(keys: Float64Array): BuildSteps<KeyRanks> {
  const size = keys.length;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let integers = true;
  for (let p = 0; p < size; p++) {
    const key = keys[p]!;
    if (Number.isNaN(key)) continue;
    if (key < min) min = key;
    if (key > max) max = key;
    if (integers && !Number.isInteger(key)) integers = false;
  }
  const ranks = new Uint32Array(size);
  if (min > max) return { ranks, buckets: 1 };
  if (integers && max - min < Math.max(MIN_SPAN, size * SPAN_PER_KEY)) {
    for (let p = 0; p < size; p++) {
      const key = keys[p]!;
      if (!Number.isNaN(key)) ranks[p] = key - min;
    }
    return { ranks, buckets: max - min + 1 };
  }
  // NaN sorts last; -0 and 0 are one value (=== and < agree on that).
  const sorted = keys.slice().sort();
  let distinct = 0;
  for (let i = 0; i < size; i++) {
    const key = sorted[i]!;
    if (Number.isNaN(key)) break;
    if (distinct === 0 || key !== sorted[distinct - 1]) sorted[distinct++] = key;
  }
  for (let from = 0; from < size; from += SEARCHES_PER_STEP) {
    yield;
    const to = Math.min(size, from + SEARCHES_PER_STEP);
    for (let p = from; p < to; p++) {
      const key = keys[p]!;
      if (Number.isNaN(key)) continue;
      let lo = 0;
      let hi = distinct - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid]! < key) lo = mid + 1;
        else hi = mid;
      }
      ranks[p] = lo;
    }
  }
  return { ranks, buckets: distinct };
}

/**
 * The positions of `visit`, stably sorted by rank (descending when `descending`): positions of
 * equal rank keep their order in `visit`, so `visit` is the tie-break.
 */
export function orderByRanks(
  { ranks, buckets }: KeyRanks,
  visit: Uint32Array,
  descending: boolean,
): Uint32Array {
  const starts = scratchStarts(buckets + 1);
  const top = buckets - 1;
  for (let i = 0; i < visit.length; i++) {
    const rank = ranks[visit[i]!]!;
    starts[(descending ? top - rank : rank) + 1]!++;
  }
  for (let b = 0; b < buckets; b++) starts[b + 1]! += starts[b]!;
  const out = new Uint32Array(visit.length);
  for (let i = 0; i < visit.length; i++) {
    const position = visit[i]!;
    const rank = ranks[position]!;
    out[starts[descending ? top - rank : rank]!++] = position;
  }
  return out;
}

// One counter buffer for every counting sort: a build sorts a dozen times, one at a time, and a
// fresh megabyte each time only makes work for the collector.
let startsBuffer = new Uint32Array(0);
function scratchStarts(length: number): Uint32Array {
  if (startsBuffer.length < length) startsBuffer = new Uint32Array(length);
  const starts = startsBuffer.subarray(0, length);
  starts.fill(0);
  return starts;
}

/** 0 .. size-1. */
export function identityOrder(size: number): Uint32Array {
  const out = new Uint32Array(size);
  for (let p = 0; p < size; p++) out[p] = p;
  return out;
}
