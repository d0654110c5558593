/**
 * The watchlist's toast: one at a time (a new one replaces the one showing), with its title,
 * its sentence and a View List link to My Garage, shown for 8 seconds. It lives in one live
 * region added to the page once, so screen readers announce each toast.
 */
import { watchlistToast } from "@/domain/account/watchlist-copy";

const REGION_ID = "watchlist-toast";
const SHOWN_MS = 8000;
const GARAGE_PATH = "/my-garage";

function region(): HTMLElement {
  const found = document.getElementById(REGION_ID);
  if (found) return found;
  const live = document.createElement("div");
  live.id = REGION_ID;
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.className = "fixed inset-x-0 bottom-24 z-50 flex justify-center px-4 lg:bottom-8";
  document.body.append(live);
  return live;
}

/** Adds the live region early, so the first toast is announced too. */
export function prepareWatchlistToast(): void {
  region();
}

export function showWatchlistToast(change: "saved" | "removed", carName: string): void {
  const live = region();
  const { title, text } = watchlistToast(change, carName);
  const box = document.createElement("div");
  box.className =
    "flex max-w-md flex-wrap items-center gap-x-4 gap-y-1 rounded-brand bg-ink px-4 py-3 text-sm text-page shadow-lg";
  const words = document.createElement("p");
  const strong = document.createElement("strong");
  strong.className = "block font-semibold";
  strong.textContent = title;
  words.append(strong, text);
  const link = document.createElement("a");
  link.href = GARAGE_PATH;
  link.className = "font-semibold underline underline-offset-2";
  link.textContent = "View List";
  box.append(words, link);
  live.replaceChildren(box);
  const shown = box;
  window.setTimeout(() => {
    if (live.firstChild === shown && !shown.contains(document.activeElement))
      live.replaceChildren();
  }, SHOWN_MS);
}
