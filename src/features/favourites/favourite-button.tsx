"use client";
/**
 * The Save / Saved toggle on result cards and the vehicle page. It renders only in the browser,
 * because whether a car is saved lives in the browser's storage (or, on sites in watchlist mode,
 * in the signed-in shopper's watchlist, read once per page); it sits over the photo, so
 * appearing after hydration moves nothing.
 *
 *   <FavouriteButton siteSlug={config.slug} storage={config.favourites.storage}
 *     visibility={favouriteVisibility(car, config.favourites)} entry={favouriteEntry(car)} />
 */
import { lazy, Suspense, useSyncExternalStore } from "react";
import { pushDataLayer } from "@/features/analytics";
import type { FavouriteVisibility } from "./favourite-rules";
import {
  browserStorage,
  type FavouriteEntry,
  readFavourites,
  subscribeFavourites,
  toggleFavourite,
} from "./favourites-store";
import { Heart } from "./heart-icon";

// Only sites in watchlist mode load the watchlist's button, store and toast.
const WatchlistButton = lazy(() =>
  import("./watchlist-button").then((module) => ({ default: module.WatchlistButton })),
);

export type FavouriteButtonProps = {
  siteSlug: string;
  storage: "off" | "browser" | "watchlist";
  visibility: FavouriteVisibility;
  entry: FavouriteEntry;
  className?: string;
};

const SAVE_EVENT = 39; // analytics event: favourite or watchlist save

export function FavouriteButton({
  siteSlug,
  storage,
  visibility,
  entry,
  className,
}: FavouriteButtonProps) {
  const saved = useSyncExternalStore(
    subscribeFavourites,
    () => readFavourites(browserStorage(), siteSlug).some((item) => item.id === entry.id),
    () => null,
  );
  if (saved === null || visibility === "hidden" || storage === "off") return null;
  const style = `inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white/95 px-3 text-sm font-semibold text-gray-900 shadow ring-1 ring-black/10 hover:bg-white ${className ?? ""}`;
  if (storage === "watchlist")
    return (
      <Suspense fallback={null}>
        <WatchlistButton visibility={visibility} entry={entry} style={style} />
      </Suspense>
    );
  if (visibility === "saved-only" && !saved) return null;
  const name = <span className="sr-only"> {entry.name}</span>;

  return (
    <button
      type="button"
      aria-pressed={saved}
      className={style}
      onClick={() => {
        if (toggleFavourite(browserStorage(), siteSlug, entry))
          pushDataLayer(SAVE_EVENT, { car_id: entry.id });
      }}
    >
      <Heart filled={saved} />
      {saved ? "Saved" : "Save"}
      {name}
    </button>
  );
}
