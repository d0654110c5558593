/**
 * A site's own index: the cars of its dealerships, built on the site's first query and kept
 * while the site is among the recently searched. A set of all cars is 125 KB at a million cars
 * and a query writes a score of them whatever the site's size; a site of a few thousand cars
 * asked of its own index works over sets of its own cars instead.
 *
 * Its answers are the whole index's (property-tested): it holds every car of the site's
 * dealerships, sold, hidden and stale ones too, so the stock filter and the time windows apply
 * inside it as they do in the whole index; the one rule that reads beyond the site (whether an
 * indexed word begins a 4-letter word) is asked of the whole index by the engine.
 *
 * The kept indexes are a memo of the whole index (they never change an answer), holding at most
 * KEPT_SHARE of its cars. A site that does not fit makes room by dropping the least recently
 * used, but only those unused for HOLD_QUERIES site queries; otherwise the whole index answers
 * it. So more busy sites than fit are not each rebuilt on every query, dropping one another in
 * turn: those kept stay quick, the others are answered as they would be without site indexes.
 */
import type { Car } from "@/domain/car/car";
import { bitsetPositions } from "./bitset";
import type { SearchIndex } from "./build-index";

/** The kept site indexes hold at most this share of the whole index's cars. */
const KEPT_SHARE = 1 / 2;
/** A kept site index is not dropped for another until this many site queries have not used it. */
const HOLD_QUERIES = 200;

type Kept = { readonly index: SearchIndex; readonly cars: number; used: number };

/** Site indexes by their dealership ids (ascending, joined), least recently used first. */
type SiteIndexMemo = {
  readonly byKey: Map<string, Kept>;
  /** Cars of the kept indexes. */
  cars: number;
  /** Site queries so far: the clock of `used`. */
  queries: number;
};

/** Each whole index's site indexes; they go with it. */
const memos = new WeakMap<SearchIndex, SiteIndexMemo>();

/** Positions of the cars of the given dealerships, ascending. */
function sitePositions(index: SearchIndex, ids: readonly number[]): Uint32Array | null {
  const sets = ids.flatMap((id) => index.scope.dealerships.get(id) ?? []);
  const cars = sets.reduce((sum, set) => sum + set.count, 0);
  if (cars === 0 || cars > index.size * index.sitePolicy.maxSiteShare) return null;
  const positions = new Uint32Array(cars);
  let at = 0;
  for (const set of sets) {
    const members = set.positions ?? bitsetPositions(set.bits);
    for (let i = 0; i < members.length; i++) positions[at++] = members[i]!;
  }
  return positions.sort();
}

/**
 * The site's own index on first use, built by `build` from its cars in the whole index's order;
 * null when the whole index answers (it is small, or the site is a large part of it).
 */
export function siteIndexFor(
  index: SearchIndex,
  dealershipIds: readonly number[],
  build: (cars: readonly Car[]) => SearchIndex,
): SearchIndex | null {
  if (index.size < index.sitePolicy.minIndexSize) return null;
  let memo = memos.get(index);
  if (!memo) {
    memo = { byKey: new Map(), cars: 0, queries: 0 };
    memos.set(index, memo);
  }
  const ids = [...new Set(dealershipIds)].sort((a, b) => a - b);
  const key = ids.join(",");
  const now = ++memo.queries;
  const known = memo.byKey.get(key);
  if (known) {
    known.used = now;
    memo.byKey.delete(key); // the most recently used go last
    memo.byKey.set(key, known);
    return known.index;
  }
  const positions = sitePositions(index, ids);
  if (positions === null || !makeRoom(memo, positions.length, index.size * KEPT_SHARE)) return null;
  const site = build(Array.from(positions, (position) => index.cars[position]!));
  memo.byKey.set(key, { index: site, cars: positions.length, used: now });
  memo.cars += positions.length;
  return site;
}

/** Drops the least recently used until `cars` more fit under `limit`; false if they cannot. */
function makeRoom(memo: SiteIndexMemo, cars: number, limit: number): boolean {
  if (cars > limit) return false;
  for (const [key, kept] of memo.byKey) {
    if (memo.cars + cars <= limit) break;
    if (memo.queries - kept.used < HOLD_QUERIES) return false;
    memo.byKey.delete(key);
    memo.cars -= kept.cars;
  }
  return memo.cars + cars <= limit;
}
