/**
 * The saved-search service for one site: saving the address a shopper is looking at (the cars
 * it finds now count as seen, so only cars added later alert), listing and deleting a shopper's
 * searches, and the unsubscribe link that works without signing in. Dependencies come in, so
 * tests run it whole; expected failures are values.
 */
import type { Database } from "@/data/db";
import {
  deleteByUnsubscribeHash,
  deleteShopperSearch,
  findByUnsubscribeHash,
  insertSavedSearch,
  listShopperSearches,
  type SavedSearch,
} from "@/data/saved-searches/saved-search-store";
import { SEEN_LIMIT } from "@/domain/saved-search/alert-rules";
import type { AddressMatch } from "./match-address.server";
import { hashUnsubscribeToken, isTokenShaped } from "./unsubscribe-token";

export type { SavedSearch };

export type SavedSearchDeps = {
  db: Database;
  site: { slug: string };
  now: Date;
  match: (address: string) => Promise<AddressMatch | null>;
};

export type SaveResult =
  | { ok: true; id: string; created: boolean }
  | { ok: false; error: "not-a-search" };

export async function saveSearch(
  deps: SavedSearchDeps,
  shopperId: string,
  address: string,
): Promise<SaveResult> {
  const match = address.startsWith("/search") ? await deps.match(address) : null;
  if (!match) return { ok: false, error: "not-a-search" };
  const saved = await insertSavedSearch(deps.db, deps.site, {
    shopperId,
    address: match.address,
    label: match.label,
    seenCarIds: match.cars.slice(0, SEEN_LIMIT).map((car) => String(car.id)),
    now: deps.now,
  });
  return { ok: true, ...saved };
}

export function listSearches(db: Database, site: { slug: string }, shopperId: string) {
  return listShopperSearches(db, site, shopperId);
}

export function deleteSearch(db: Database, site: { slug: string }, shopperId: string, id: string) {
  return /^[0-9a-f-]{36}$/i.test(id)
    ? deleteShopperSearch(db, site, shopperId, id)
    : Promise.resolve(false);
}

/** The search an unsubscribe link names; null for a malformed, used or replaced token. */
export function searchByToken(
  db: Database,
  site: { slug: string },
  token: unknown,
): Promise<SavedSearch | null> {
  return isTokenShaped(token)
    ? findByUnsubscribeHash(db, site, hashUnsubscribeToken(token))
    : Promise.resolve(null);
}

export function unsubscribe(db: Database, site: { slug: string }, token: unknown) {
  return isTokenShaped(token)
    ? deleteByUnsubscribeHash(db, site, hashUnsubscribeToken(token))
    : Promise.resolve(false);
}
