"use client";
/**
 * On My Garage, on sites whose saved cars go to the watchlist: the cars this browser kept as
 * favourites before the shopper signed in are offered into the watchlist ('Add your 3 saved cars
 * to your watchlist?'). Adding saves each car the site still lists and reloads the page; 'Not
 * now' hides the offer for this visit.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { favouritesOfferText, favouritesToOffer } from "@/domain/account/watchlist-copy";
import {
  browserStorage,
  changeWatchlist,
  loadWatchlist,
  readFavourites,
  serverWatchlistView,
  subscribeWatchlist,
  watchlistView,
} from "@/features/favourites";

const dismissedKey = (siteSlug: string) => `${siteSlug}:watchlist_offer_dismissed`;

export function FavouritesOffer({
  siteSlug,
  savedIds,
}: {
  siteSlug: string;
  savedIds: readonly number[];
}) {
  const view = useSyncExternalStore(subscribeWatchlist, watchlistView, serverWatchlistView);
  const [offered, setOffered] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(loadWatchlist, []);
  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = window.sessionStorage.getItem(dismissedKey(siteSlug)) === "1";
    } catch {
      // Without session storage the offer shows on each visit.
    }
    const favourites = readFavourites(browserStorage(), siteSlug).map((entry) => entry.id);
    setOffered(dismissed ? [] : favouritesToOffer(favourites, savedIds));
  }, [siteSlug, savedIds]);

  if (view.status !== "signed-in" || offered.length === 0) return null;
  return (
    <div className="rounded-brand border border-brand bg-surface p-4">
      <p className="font-semibold">{favouritesOfferText(offered.length)}</p>
      <p className="mt-1 text-sm">They were saved in this browser before you signed in.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          className="rounded-brand bg-brand px-4 py-2 font-semibold text-brand-contrast hover:opacity-90"
          onClick={async () => {
            setBusy(true);
            for (const id of offered) await changeWatchlist("save", id, { quiet: true });
            window.location.reload();
          }}
        >
          Add to my watchlist
        </button>
        <button
          type="button"
          className="rounded-brand border border-brand px-4 py-2 font-semibold text-brand hover:bg-page"
          onClick={() => {
            try {
              window.sessionStorage.setItem(dismissedKey(siteSlug), "1");
            } catch {
              // The offer goes for this page only.
            }
            setOffered([]);
          }}
        >
          Not now
        </button>
      </div>
    </div>
  );
}
