/**
 * A bounded cache of search results (results are cached by offset, query, sort and refinements;
 * the oldest entry is evicted when full). Entries also expire after `ttlMs`, because the stock
 * filter moves with the clock (a sold car drops off after its sold days).
 *
 * A Map keeps insertion order, so the oldest entry is the first key: eviction is O(1).
 */
export type ResultsCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  clear(): void;
  readonly size: number;
};

export function createResultsCache<V>(options: {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}): ResultsCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      if (options.maxEntries <= 0) return;
      entries.delete(key); // a refreshed entry is the newest again
      while (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, { value, expires: now() + options.ttlMs });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
