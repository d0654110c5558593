"use client";
/**
 * The compare link that follows the shopper while cars are picked: "Compare (N)" to the compare
 * page with the cars in its address (shareable), and Clear. Hidden while the list is empty.
 * Pages with compare buttons on their cards render it once.
 */
import { useSyncExternalStore } from "react";
import {
  compareHref,
  MAX_COMPARE,
  readCompare,
  subscribeCompare,
  writeCompare,
} from "./compare-store";
import { browserStorage } from "./favourites-store";

export function CompareTray({ siteSlug }: { siteSlug: string }) {
  // A string snapshot: the same list must read as the same value between renders.
  const ids = useSyncExternalStore(
    subscribeCompare,
    () => readCompare(browserStorage(), siteSlug).join(","),
    () => "",
  );
  const list = ids ? ids.split(",").map(Number) : [];
  if (list.length === 0) return null;
  return (
    <nav
      aria-label="Compare cars"
      className="fixed bottom-4 right-4 z-40 flex items-center gap-3 rounded-full bg-gray-900 py-1.5 pl-5 pr-1.5 text-sm text-white shadow-lg"
    >
      {list.length >= MAX_COMPARE ? (
        <span className="hidden sm:inline">{MAX_COMPARE} cars is the most</span>
      ) : null}
      <button
        type="button"
        onClick={() => writeCompare(browserStorage(), siteSlug, [])}
        className="min-h-11 px-2 font-semibold underline underline-offset-2"
      >
        Clear<span className="sr-only"> compare list</span>
      </button>
      <a
        href={compareHref(list)}
        className="inline-flex min-h-11 items-center rounded-full bg-white px-4 font-bold text-gray-900"
      >
        Compare ({list.length})
      </a>
    </nav>
  );
}
