/**
 * A site's own index: the cars of its dealerships, built on the site's first query (when the
 * bound below leaves room) and kept while the site is among those searched. A set of all cars is 125 KB at a million cars
 * and a query writes a score of them whatever the site's size; a site of a few thousand cars
 * asked of its own index works over sets of its own cars instead.
 *
 * Its answers are the whole index's (property-tested): it holds every car of the site's
 * dealerships, sold, hidden and stale ones too, so the stock filter and the time windows apply
 * inside it as they do in the whole index; the one rule that reads beyond the site (whether an
 * indexed word begins a 4-letter word) is asked of the whole index by the engine.
 *
 * The kept indexes are a memo of the whole index (they never change an answer), holding at most
 * KEPT_SHARE of its cars. A site that does not fit may drop a kept index only for a site asked
 * more often: one asked before, and unused for longer than the site queries since the site was
 * last asked. Otherwise the whole index answers it. So when more busy sites are asked in turn
 * than fit, they do not each drop another's index and rebuild their own on every query: those
 * kept stay quick and the others are answered as without site indexes, while the indexes of
 * sites no longer asked give way to those of the sites asked now.
 */
import { bitsetPositions } from "./bitset";
import type { SearchIndex } from "./build-index";

/**
 * The kept site indexes hold at most this share of the whole index's cars, at about 0.35 KB of
 * memory a car kept. At half, a million cars' index answered a tenth of the busy sites of the
 * benchmark's patched index from the whole index (p95 3.3 ms); at three quarters, none (0.41 ms),
 * for 48 MB more (ADR 0041).
 */
const KEPT_SHARE = 3 / 4;
/** Sites without a kept index whose last query is remembered; the list starts over when full. */
const MAX_SEEN = 4_096;

type Kept = { readonly index: SearchIndex; readonly cars: number; used: number };

/** Site indexes by their dealership ids (ascending, joined), least recently used first. */
type SiteIndexMemo = {
  readonly byKey: Map<string, Kept>;
  /** Cars of the kept indexes. */
  cars: number;
  /** Site queries so far: the clock of `used` and `seen`. */
  queries: number;
  /** The last query of sites without a kept index, by key. */
  readonly seen: Map<string, number>;
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
 * The site's own index, built by `build` from the positions of its cars in the whole index
 * (ascending) when first needed; null when the whole index answers (it is small, the site is a large part of it, or
 * the kept indexes leave no room).
 */
export function siteIndexFor(
  index: SearchIndex,
  dealershipIds: readonly number[],
  build: (positions: Uint32Array) => SearchIndex,
): SearchIndex | null {
  if (index.size < index.sitePolicy.minIndexSize) return null;
  let memo = memos.get(index);
  if (!memo) {
    memo = { byKey: new Map(), cars: 0, queries: 0, seen: new Map() };
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
  const last = memo.seen.get(key);
  memo.seen.delete(key);
  const positions = sitePositions(index, ids);
  if (positions === null) return null;
  const since = last === undefined ? null : now - last;
  if (!makeRoom(memo, positions.length, index.size * KEPT_SHARE, since)) {
    remember(memo, key, now);
    return null;
  }
  const site = build(positions);
  memo.byKey.set(key, { index: site, cars: positions.length, used: now });
  memo.cars += positions.length;
  return site;
}

function remember(memo: SiteIndexMemo, key: string, query: number): void {
  if (memo.seen.size >= MAX_SEEN) memo.seen.clear();
  memo.seen.set(key, query);
}

/**
 * Drops the least recently used until `cars` more fit under `limit`, but only indexes unused
 * for more than `since` site queries (the time since the new site was last asked; null: never
 * asked, so nothing is dropped for it). False when the cars do not fit.
 */
function makeRoom(memo: SiteIndexMemo, cars: number, limit: number, since: number | null) {
  if (cars > limit) return false;
  for (const [key, kept] of memo.byKey) {
    if (memo.cars + cars <= limit) break;
    if (since === null || memo.queries - kept.used <= since) return false;
    memo.byKey.delete(key);
    memo.cars -= kept.cars;
    remember(memo, key, kept.used);
  }
  return memo.cars + cars <= limit;
}
