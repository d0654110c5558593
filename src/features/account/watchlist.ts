/**
 * The watchlist service: saving and removing a car for the signed-in shopper, who may change
 * only the watchlist under their own number, and only with cars the site lists. Expected
 * refusals come back as values with their HTTP status; the request handler only answers them.
 */

import type { Database } from "@/data/db";
import {
  removeFromWatchlist,
  saveToWatchlist,
  watchlistCarIds,
} from "@/data/repositories/watchlist";
import type { Shopper } from "@/domain/account/shopper";
import { readWatchlistRequest, watchlistAccess } from "@/domain/account/watchlist-request";
import type { SiteScope } from "@/domain/site/site-scope";

export type WatchlistDeps = { db: Database; site: SiteScope; now: Date; shopper: Shopper | null };

export type WatchlistOutcome =
  | { ok: true }
  | { ok: false; status: 400; error: string; fields: Record<string, string> }
  | { ok: false; status: 401 | 403 | 404; error: string };

export const WATCHLIST_REFUSALS = {
  invalid: "Please check the highlighted fields.",
  anonymous: "Please sign in to save cars to your watchlist.",
  otherPhone: "You can only change your own watchlist.",
  noCar: "We could not find that car.",
} as const;

export async function changeWatchlist(
  deps: WatchlistDeps,
  change: "save" | "remove",
  body: unknown,
): Promise<WatchlistOutcome> {
  const read = readWatchlistRequest(body);
  if (!read.ok)
    return { ok: false, status: 400, error: WATCHLIST_REFUSALS.invalid, fields: read.fields };
  const access = watchlistAccess(deps.shopper, read.value.phone);
  if (access === "anonymous")
    return { ok: false, status: 401, error: WATCHLIST_REFUSALS.anonymous };
  if (access === "other-phone" || !deps.shopper)
    return { ok: false, status: 403, error: WATCHLIST_REFUSALS.otherPhone };
  const input = { shopperId: deps.shopper.id, carId: read.value.carId, now: deps.now };
  const done =
    change === "save"
      ? await saveToWatchlist(deps.db, deps.site, input)
      : await removeFromWatchlist(deps.db, deps.site, input);
  return done === "done"
    ? { ok: true }
    : { ok: false, status: 404, error: WATCHLIST_REFUSALS.noCar };
}

/** What the Save buttons of a page need: whether someone is signed in, their number, their cars. */
export type WatchlistState =
  | { signedIn: false }
  | { signedIn: true; phone_number: string; car_ids: number[] };

export async function watchlistState(deps: WatchlistDeps): Promise<WatchlistState> {
  if (!deps.shopper) return { signedIn: false };
  return {
    signedIn: true,
    phone_number: deps.shopper.phone,
    car_ids: await watchlistCarIds(deps.db, deps.site, deps.shopper.id),
  };
}
