/**
 * Sort orders of the stock search as a table (URL sortBy value -> key, direction, label), and the
 * precomputed orders the index keeps: every car's position sorted once per sort at build time,
 * so a query only walks (or ranks) the cars it matched.
 *
 * Ties fall back to the default order (custom_rank descending, the dealer's own ranking of the
 * index), then id ascending, so every order is total and pages never overlap.
 */
import type { Car } from "@/domain/car/car";
import { type Bitset, decodePositions, hasBit } from "./bitset";
import type { BuildSteps } from "./build-steps";
import {
  identityOrder,
  type KeyRanks,
  orderByRanks,
  rankKeys,
  rankKeysSteps,
} from "./numeric-order";

type SortRule = {
  readonly label: string;
  readonly key: (car: Car) => number;
  readonly direction: 1 | -1;
};

// One function per field, shared by its two directions, so the index ranks each field once.
const customRank = (car: Car) => car.custom_rank;
const price = (car: Car) => car.price;
const year = (car: Car) => car.year;
const km = (car: Car) => car.km;
const created = (car: Car) => car.created_at.getTime();

export const SORTS = {
  default: { label: "Featured", key: customRank, direction: -1 },
  price_asc: { label: "Price: Low to High", key: price, direction: 1 },
  price_desc: { label: "Price: High to Low", key: price, direction: -1 },
  year_desc: { label: "Year: Newest First", key: year, direction: -1 },
  year_asc: { label: "Year: Oldest First", key: year, direction: 1 },
  km_asc: { label: "Kilometres: Low to High", key: km, direction: 1 },
  km_desc: { label: "Kilometres: High to Low", key: km, direction: -1 },
  newest: { label: "Recently Added", key: created, direction: -1 },
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

function withRanks(order: Uint32Array): SortIndex {
  const rank = new Uint32Array(order.length);
  for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
  return { order, rank };
}

const SORT_FIELDS = [...new Set(SORT_KEYS.map((key) => (SORTS[key] as SortRule).key))];

/**
 * The sort keys while the cars go by (one pass shared with the other parts of the index,
 * build-index.ts): each field's value per car, once for both of its directions, and the ids.
 */
export class SortKeysBuilder {
  private readonly keys: Float64Array[];
  private readonly ids: Float64Array;
  private idsAscend = true;

  constructor(size: number) {
    this.keys = SORT_FIELDS.map(() => new Float64Array(size));
    this.ids = new Float64Array(size);
  }

  add(car: Car, position: number): void {
    const id = car.id;
    if (position > 0 && !(this.ids[position - 1]! < id)) this.idsAscend = false;
    this.ids[position] = id;
    // + 0 makes -0 (a null key times -1 in compareCars) plain 0.
    for (let f = 0; f < SORT_FIELDS.length; f++)
      this.keys[f]![position] = sortable(SORT_FIELDS[f]!(car)) + 0;
  }

  /** Positions ascending by id (ids are unique); usually the cars already come in that order. */
  private idOrder(): Uint32Array {
    const identity = identityOrder(this.ids.length);
    return this.idsAscend ? identity : orderByRanks(rankKeys(this.ids), identity, false);
  }

  /**
   * Every sort's order, equal to sorting with compareCars: the default order (custom rank
   * descending, then id) is built first and breaks the ties of all the others, each a stable
   * counting sort of the default order by the field's ranks (numeric-order.ts).
   */
  *finish(): BuildSteps<{ [K in SortKey]: SortIndex }> {
    const ranks: (KeyRanks | null)[] = SORT_FIELDS.map(() => null);
    const keys = this.keys;
    function* ranksOf(rule: SortRule): BuildSteps<KeyRanks> {
      const f = SORT_FIELDS.indexOf(rule.key);
      ranks[f] ??= yield* rankKeysSteps(keys[f]!);
      return ranks[f];
    }
    const defaultRule: SortRule = SORTS[DEFAULT_SORT];
    const defaultRanks = yield* ranksOf(defaultRule);
    const byDefault = withRanks(
      orderByRanks(defaultRanks, this.idOrder(), defaultRule.direction < 0),
    );
    const out = {} as Record<SortKey, SortIndex>;
    for (const key of SORT_KEYS) {
      yield;
      const rule: SortRule = SORTS[key];
      if (key === DEFAULT_SORT) {
        out[key] = byDefault;
        continue;
      }
      // A field's ranks (a sort of its values) and the order by them are a step each.
      const ranks = yield* ranksOf(rule);
      yield;
      out[key] = withRanks(orderByRanks(ranks, byDefault.order, rule.direction < 0));
    }
    return out;
  }
}

/**
 * Every sort's order of the cars at `positions` (ascending) of a built index, as cars 0, 1, ...:
 * each order of the index cut to them, since a total order of all cars orders any of them.
 */
export function sortsAt(
  parent: { readonly [K in SortKey]: SortIndex },
  positions: Uint32Array,
): { [K in SortKey]: SortIndex } {
  const out = {} as Record<SortKey, SortIndex>;
  const n = positions.length;
  // Each car's rank in the index and its place here as one number, exact below 2^53: sorted,
  // they give the places in rank order.
  const keys = new Float64Array(n);
  for (const key of SORT_KEYS) {
    const { rank } = parent[key];
    for (let i = 0; i < n; i++) keys[i] = rank[positions[i]!]! * n + i;
    keys.sort();
    const local = new Uint32Array(n);
    for (let i = 0; i < n; i++) local[i] = keys[i]! % n;
    out[key] = withRanks(local);
  }
  return out;
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
