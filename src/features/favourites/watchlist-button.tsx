"use client";
/**
 * The Save / Saved toggle where saved cars go to the signed-in shopper's watchlist. A visitor
 * who is not signed in gets a link to sign-in (type=watchlist) that brings them back to this
 * page with `save={car id}`; back here and signed in, the car is saved and the toast says so.
 * Loaded only on sites in watchlist mode, so other sites' pages carry none of it.
 */
import { useEffect, useSyncExternalStore } from "react";
import { signInHref } from "@/domain/site/sign-in-gate";
import type { FavouriteVisibility } from "./favourite-rules";
import type { FavouriteEntry } from "./favourites-store";
import { Heart } from "./heart-icon";
import {
  changeWatchlist,
  loadWatchlist,
  SAVE_PARAMETER,
  serverWatchlistView,
  subscribeWatchlist,
  takeSaveParameter,
  watchlistView,
} from "./watchlist-store";
import { prepareWatchlistToast, showWatchlistToast } from "./watchlist-toast";

/** This page's address with `save={id}`, the page sign-in returns to. */
function returnWithSave(carId: number): { target: string; here: string } {
  const url = new URL(window.location.href);
  url.searchParams.delete(SAVE_PARAMETER);
  const here = `${url.pathname}${url.search}`;
  url.searchParams.set(SAVE_PARAMETER, String(carId));
  return { target: `${url.pathname}${url.search}`, here };
}

async function toggle(entry: FavouriteEntry, saved: boolean): Promise<void> {
  const change = saved ? "remove" : "save";
  if (await changeWatchlist(change, entry.id))
    showWatchlistToast(change === "save" ? "saved" : "removed", entry.name);
}

export function WatchlistButton({
  visibility,
  entry,
  style,
}: {
  visibility: FavouriteVisibility;
  entry: FavouriteEntry;
  style: string;
}) {
  const view = useSyncExternalStore(subscribeWatchlist, watchlistView, serverWatchlistView);
  useEffect(loadWatchlist, []);

  useEffect(() => {
    if (view.status !== "signed-in") return;
    prepareWatchlistToast();
    // Back from sign-in: save the car the shopper asked to save, once.
    if (new URL(window.location.href).searchParams.get(SAVE_PARAMETER) !== String(entry.id)) return;
    if (takeSaveParameter() === entry.id && !view.ids.has(entry.id)) void toggle(entry, false);
  }, [view, entry]);

  if (view.status === "loading" || view.status === "failed" || visibility === "hidden") return null;
  const saved = view.status === "signed-in" && view.ids.has(entry.id);
  if (visibility === "saved-only" && !saved) return null;
  const name = <span className="sr-only"> {entry.name}</span>;

  if (view.status === "anonymous") {
    const { target, here } = returnWithSave(entry.id);
    return (
      <a href={signInHref("watchlist", target, here)} className={style}>
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
      onClick={() => void toggle(entry, saved)}
    >
      <Heart filled={saved} />
      {saved ? "Saved" : "Save"}
      {name}
    </button>
  );
}
