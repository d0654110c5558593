import "server-only";
/**
 * In-process caches of what pages read on every request (menus, home page stock), kept for a
 * short time and emptied as soon as this process hears of a stock change. One per name per
 * process, however many copies of this module Next loads.
 */
import { getDatabase } from "@/data/db.server";
import { onStockChanged } from "@/data/stock-events";
import { processShared } from "@/lib/process-shared";
import { TtlCache } from "@/lib/ttl-cache";

type Entry = { cache: TtlCache<unknown>; subscribed: boolean };
const caches = processShared("stock-caches", () => new Map<string, Entry>());

export function stockCached<V>(
  name: string,
  ttlMs: number,
  key: string,
  load: () => Promise<V>,
  maxEntries = 500,
): Promise<V> {
  let entry = caches.get(name);
  if (!entry) {
    entry = { cache: new TtlCache<unknown>(ttlMs, maxEntries), subscribed: false };
    caches.set(name, entry);
  }
  if (!entry.subscribed) {
    entry.subscribed = true;
    const { cache } = entry;
    // Without events (a driver that cannot listen) the time to live alone keeps pages fresh.
    getDatabase()
      .then((db) => onStockChanged(db, () => cache.clear()))
      .catch(() => {});
  }
  return entry.cache.get(key, load) as Promise<V>;
}
