/**
 * Sort orders of the stock search as a table (URL sortBy value -> key, direction, label), and the
 * precomputed orders the index keeps: every car's position sorted once per sort at build time,
 * so a query only walks (or ranks) the cars it matched.
 *
 * Ties fall back to the default order (custom_rank descending, the dealer's own ranking of the
 * index, spec 1 §7), then id ascending, so every order is total and pages never overlap.
 */
import type { Car } from "@/domain/car/car";
import { type Bitset, decodePositions, hasBit } from "./bitset";
import { type BuildSteps, runSteps } from "./build-steps";

type SortRule = {
  readonly label: string;
  readonly key: (car: Car) => number;
  readonly direction: 1 | -1;
};

export const SORTS = {
  default: { label: "Featured", key: (car) => car.custom_rank, direction: -1 },
  price_asc: { label: "Price: Low to High", key: (car) => car.price, direction: 1 },
  price_desc: { label: "Price: High to Low", key: (car) => car.price, direction: -1 },
  year_desc: { label: "Year: Newest First", key: (car) => car.year, direction: -1 },
  year_asc: { label: "Year: Oldest First", key: (car) => car.year, direction: 1 },
  km_asc: { label: "Kilometres: Low to High", key: (car) => car.km, direction: 1 },
  km_desc: { label: "Kilometres: High to Low", key: (car) => car.km, direction: -1 },
  newest: { label: "Recently Added", key: (car) => car.created_at.getTime(), direction: -1 },
} as const satisfies Record<string, SortRule>;

export type SortKey = keyof typeof SORTS;
export const SORT_KEYS = Object.keys(SORTS) as SortKey[];
export const DEFAULT_SORT: SortKey = "default";

export function isSortKey(value: string): value is SortKey {
  return Object.hasOwn(SORTS, value);
}

// NaN would make the comparator inconsistent; it sorts as the lowest value instead.
const sortable = (value: number) => (Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value);

export function compareCars(sort: SortKey, a: Car, b: Car): number {
  const rule: SortRule = SORTS[sort];
  const primary = (sortable(rule.key(a)) - sortable(rule.key(b))) * rule.direction;
  if (primary !== 0 && !Number.isNaN(primary)) return primary;
  const rank = sortable(b.custom_rank) - sortable(a.custom_rank);
  if (rank !== 0 && !Number.isNaN(rank)) return rank;
  return a.id - b.id;
}

export type SortIndex = {
  /** Car positions in sort order. */
  readonly order: Uint32Array;
  /** rank[position] = place of that car in `order`. */
  readonly rank: Uint32Array;
};

/** For each value, its place among the distinct values (equal values share a place). */
function denseRanks(values: Float64Array): Float64Array {
  const sorted = values.slice().sort();
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (distinct === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i]!;
  }
  const unique = sorted.subarray(0, distinct);
  return values.map((value) => {
    let lo = 0;
    let hi = unique.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (unique[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  });
}

/**
 * Positions ordered by `major` (dense ranks), then `minor` (a distinct rank 0..size-1 per
 * position; `byMinor` inverts it). Both fit one float64 (size^2 < 2^53 for any real stock), so
 * a native numeric sort does the work: far faster than a comparator over 100k cars.
 */
function orderBy(major: Float64Array, minor: Float64Array, byMinor: Uint32Array): Uint32Array {
  const size = minor.length;
  const keys = major.map((rank, position) => rank * size + minor[position]!).sort();
  return Uint32Array.from(keys, (key) => byMinor[key % size]!);
}

function withRanks(order: Uint32Array): SortIndex {
  const rank = new Uint32Array(order.length);
  for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
  return { order, rank };
}

/**
 * Every sort's order at once, equal to sorting with compareCars: the default order (custom rank
 * descending, then id) is built first and breaks the ties of all the others. Ids must be unique.
 */
export function* buildSortIndexSteps(
  cars: readonly Car[],
): BuildSteps<{ [K in SortKey]: SortIndex }> {
  const ids = Float64Array.from(cars, (car) => car.id);
  const idRank = denseRanks(ids);
  const byIdRank = new Uint32Array(cars.length);
  idRank.forEach((rank, position) => {
    byIdRank[rank] = position;
  });
  const primary = (key: SortKey) => {
    const rule: SortRule = SORTS[key];
    return denseRanks(Float64Array.from(cars, (car) => sortable(rule.key(car)) * rule.direction));
  };
  const byDefault = withRanks(orderBy(primary(DEFAULT_SORT), idRank, byIdRank));
  const defaultRank = Float64Array.from(byDefault.rank);
  const out = {} as Record<SortKey, SortIndex>;
  for (const key of SORT_KEYS) {
    yield;
    out[key] =
      key === DEFAULT_SORT
        ? byDefault
        : withRanks(orderBy(primary(key), defaultRank, byDefault.order));
  }
  return out;
}

export function buildSortIndexes(cars: readonly Car[]): { [K in SortKey]: SortIndex } {
  return runSteps(buildSortIndexSteps(cars));
}

/**
 * Positions of the matched cars at [offset, offset + limit) in sort order. Walking the order
 * meets a match every size/count steps; ranking decodes and sorts all `count` matches. The
 * cheaper of the two is used (the constant is the measured cost ratio of a sort step).
 */
export function pageOfSorted(
  index: SortIndex,
  matched: Bitset,
  count: number,
  offset: number,
  limit: number,
): number[] {
  const end = Math.min(count, offset + limit);
  if (offset >= end) return [];
  const size = index.order.length;
  if (count * count * 15 < end * size) {
    const ranks = Uint32Array.from(
      decodePositions(matched, count),
      (position) => index.rank[position]!,
    );
    ranks.sort();
    return Array.from(ranks.subarray(offset, end), (rank) => index.order[rank]!);
  }
  const out: number[] = [];
  let seen = 0;
  const order = index.order;
  for (let i = 0; i < size && seen < end; i++) {
    const position = order[i]!;
    if (!hasBit(matched, position)) continue;
    if (seen >= offset) out.push(position);
    seen++;
  }
  return out;
}
