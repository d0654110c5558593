"use client";
/**
 * The Compare toggle on cards (favourites/compare buttons show only when the site stores
 * favourites and the car is saleable; card-model.ts decides with favouriteVisibility, as for
 * Save). It renders only in the browser, where the list lives; a sold car's button stays only
 * while the car is on the list, so it can be taken off. A full list (MAX_COMPARE) turns the button
 * of any other car off, and the compare tray says why.
 */
import { useSyncExternalStore } from "react";
import { MAX_COMPARE, readCompare, subscribeCompare, toggleCompare } from "./compare-store";
import type { FavouriteVisibility } from "./favourite-rules";
import { browserStorage } from "./favourites-store";

export type CompareButtonProps = {
  siteSlug: string;
  visibility: FavouriteVisibility;
  carId: number;
  carName: string;
};

/** "listed", "open" (can be added), "full", or null on the server. */
function useCompareState(siteSlug: string, carId: number) {
  return useSyncExternalStore(
    subscribeCompare,
    () => {
      const list = readCompare(browserStorage(), siteSlug);
      if (list.includes(carId)) return "listed";
      return list.length >= MAX_COMPARE ? "full" : "open";
    },
    () => null,
  );
}

function Scales() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 4v16M7 20h10M5 8h14M5 8l-3 6a3 3 0 0 0 6 0L5 8Zm14 0-3 6a3 3 0 0 0 6 0l-3-6Z"
      />
    </svg>
  );
}

export function CompareButton({ siteSlug, visibility, carId, carName }: CompareButtonProps) {
  const state = useCompareState(siteSlug, carId);
  if (state === null || visibility === "hidden") return null;
  if (visibility === "saved-only" && state !== "listed") return null;
  const listed = state === "listed";
  return (
    <button
      type="button"
      aria-pressed={listed}
      disabled={state === "full"}
      title={state === "full" ? `You can compare up to ${MAX_COMPARE} cars` : undefined}
      onClick={() => toggleCompare(browserStorage(), siteSlug, carId)}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white/95 px-3 text-sm font-semibold text-gray-900 shadow ring-1 ring-black/10 hover:bg-white aria-pressed:bg-gray-900 aria-pressed:text-white disabled:cursor-not-allowed disabled:text-gray-600"
    >
      <Scales />
      {listed ? "Comparing" : "Compare"}
      <span className="sr-only"> {carName}</span>
    </button>
  );
}
