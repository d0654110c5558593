/**
 * Favourites kept in the browser, under a key prefixed with the site slug: `{slug}:favourites`
 * holds the list `[{ id, name, slug, make, model, primary_image_url }]`. Every tab and button of
 * the site sees one list: a change is announced to this tab with an event and reaches other tabs
 * through the `storage` event. Storage may be missing, full or hold junk; reads fall back to an
 * empty list and writes fail quietly.
 */
export type FavouriteEntry = {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly make: string;
  readonly model: string;
  readonly primary_image_url: string | null;
};

export const MAX_FAVOURITES = 100;
const CHANGED = "forecourt:favourites";

export const favouritesKey = (siteSlug: string) => `${siteSlug}:favourites`;

function isEntry(value: unknown): value is FavouriteEntry {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    Number.isSafeInteger(v.id) &&
    typeof v.slug === "string" &&
    typeof v.name === "string" &&
    typeof v.make === "string" &&
    typeof v.model === "string" &&
    (v.primary_image_url === null || typeof v.primary_image_url === "string")
  );
}

export function readFavourites(storage: Storage | undefined, siteSlug: string): FavouriteEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(favouritesKey(siteSlug)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage | undefined, siteSlug: string, list: FavouriteEntry[]): void {
  try {
    storage?.setItem(favouritesKey(siteSlug), JSON.stringify(list));
  } catch {
    // Private mode or full storage: the change lives until the page closes.
  }
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(CHANGED));
}

/** Adds or removes the car; answers whether it is saved now. Newest first, at most 100 kept. */
export function toggleFavourite(
  storage: Storage | undefined,
  siteSlug: string,
  entry: FavouriteEntry,
): boolean {
  const list = readFavourites(storage, siteSlug);
  const saved = list.some((item) => item.id === entry.id);
  const next = saved
    ? list.filter((item) => item.id !== entry.id)
    : [entry, ...list].slice(0, MAX_FAVOURITES);
  write(storage, siteSlug, next);
  return !saved;
}

/** Calls back when any tab changes the favourites; returns the unsubscribe function. */
export function subscribeFavourites(callback: () => void): () => void {
  window.addEventListener(CHANGED, callback);
  window.addEventListener("storage", callback);
  return () => {
    window.removeEventListener(CHANGED, callback);
    window.removeEventListener("storage", callback);
  };
}

/** localStorage, or undefined where the browser refuses it. */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
