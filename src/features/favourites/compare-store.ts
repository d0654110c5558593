/**
 * The cars a shopper picked to compare, kept in the browser beside the favourites under a key
 * prefixed with the site slug: `{slug}:compare` holds car ids in the order picked, at most
 * MAX_COMPARE. Like the favourites, every tab sees one list (an event for this tab, the `storage`
 * event for others); missing, full or junk storage reads as an empty list and writes fail quietly.
 * No zod here: this runs in the browser island.
 */
export const MAX_COMPARE = 3;
const CHANGED = "forecourt:compare";

export const compareKey = (siteSlug: string) => `${siteSlug}:compare`;

const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;

export function readCompare(storage: Storage | undefined, siteSlug: string): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(compareKey(siteSlug)) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter(isId))].slice(0, MAX_COMPARE);
  } catch {
    return [];
  }
}

export function writeCompare(
  storage: Storage | undefined,
  siteSlug: string,
  ids: readonly number[],
): void {
  try {
    storage?.setItem(compareKey(siteSlug), JSON.stringify(ids.slice(0, MAX_COMPARE)));
  } catch {
    // Private mode or full storage: the change lives until the page closes.
  }
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(CHANGED));
}

export type CompareToggle = "added" | "removed" | "full";

/** Adds the car, or removes it when listed; a full list takes no more ("full"). */
export function toggleCompare(
  storage: Storage | undefined,
  siteSlug: string,
  id: number,
): CompareToggle {
  const list = readCompare(storage, siteSlug);
  if (list.includes(id)) {
    writeCompare(
      storage,
      siteSlug,
      list.filter((item) => item !== id),
    );
    return "removed";
  }
  if (list.length >= MAX_COMPARE) return "full";
  writeCompare(storage, siteSlug, [...list, id]);
  return "added";
}

export function removeCompare(storage: Storage | undefined, siteSlug: string, id: number): void {
  const list = readCompare(storage, siteSlug);
  if (list.includes(id))
    writeCompare(
      storage,
      siteSlug,
      list.filter((item) => item !== id),
    );
}

/** The compare page's address for a list of ids: /compare?ids=12,34 (or /compare). */
export function compareHref(ids: readonly number[]): string {
  return ids.length > 0 ? `/compare?ids=${ids.join(",")}` : "/compare";
}

/** Calls back when any tab changes the list; returns the unsubscribe function. */
export function subscribeCompare(callback: () => void): () => void {
  window.addEventListener(CHANGED, callback);
  window.addEventListener("storage", callback);
  return () => {
    window.removeEventListener(CHANGED, callback);
    window.removeEventListener("storage", callback);
  };
}
