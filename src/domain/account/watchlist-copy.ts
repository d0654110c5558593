/**
 * What the shopper is told about their watchlist: the toast after saving or removing a car
 * (with a View List action to My Garage), and the offer to move the browser's favourites into
 * the watchlist after signing in.
 */

export type WatchlistToast = { title: string; text: string };

export function watchlistToast(change: "saved" | "removed", carName: string): WatchlistToast {
  return change === "saved"
    ? { title: "Car Saved In Watchlist", text: `${carName} is now available in your watchlist` }
    : { title: "Car Removed", text: `${carName} is no longer in your watchlist` };
}

/** The browser's favourites not yet in the watchlist, in the browser's order. */
export function favouritesToOffer(
  favouriteIds: readonly number[],
  watchlistIds: readonly number[],
): number[] {
  const saved = new Set(watchlistIds);
  return [...new Set(favouriteIds)].filter((id) => !saved.has(id));
}

export function favouritesOfferText(count: number): string {
  return count === 1
    ? "Add your saved car to your watchlist?"
    : `Add your ${count} saved cars to your watchlist?`;
}
