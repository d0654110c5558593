"use client";
/**
 * The Save / Saved toggle on result cards and the vehicle page. It renders only in the browser,
 * because whether a car is saved lives in the browser's storage; it sits over the photo, so
 * appearing after hydration moves nothing.
 *
 *   <FavouriteButton siteSlug={config.slug} storage={config.favourites.storage}
 *     visibility={favouriteVisibility(car, config.favourites)} entry={favouriteEntry(car)} />
 */
import { useSyncExternalStore } from "react";
import { signInHref } from "@/domain/site/sign-in-gate";
import { pushDataLayer } from "@/features/analytics";
import type { FavouriteVisibility } from "./favourite-rules";
import {
  browserStorage,
  type FavouriteEntry,
  readFavourites,
  subscribeFavourites,
  toggleFavourite,
} from "./favourites-store";

export type FavouriteButtonProps = {
  siteSlug: string;
  storage: "off" | "browser" | "watchlist";
  visibility: FavouriteVisibility;
  entry: FavouriteEntry;
  className?: string;
};

const SAVE_EVENT = 39; // analytics event: favourite or watchlist save

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill={filled ? "currentColor" : "none"}
    >
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 20s-7-4.4-9.3-8.6C1.1 8.4 2.8 5 6.2 5c2 0 3.2 1.1 3.8 2.1C10.6 6.1 11.8 5 13.8 5c3.4 0 5.1 3.4 3.5 6.4C15 15.6 12 20 12 20Z"
        transform="translate(1.5 0)"
      />
    </svg>
  );
}

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
  if (visibility === "saved-only" && !saved) return null;
  const style = `inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white/95 px-3 text-sm font-semibold text-gray-900 shadow ring-1 ring-black/10 hover:bg-white ${className ?? ""}`;
  const name = <span className="sr-only"> {entry.name}</span>;

  if (storage === "watchlist" && !saved) {
    // The watchlist needs a signed-in shopper; sign-in brings them back here.
    const here = `${window.location.pathname}${window.location.search}`;
    const target = signInHref("watchlist", `/cars/${entry.slug}`, here);
    return (
      <a href={target} className={style}>
        <Heart filled={false} />
        Save{name}
      </a>
    );
  }
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
