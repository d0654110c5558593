/**
 * Rate limits for the lead endpoints: fixed-window counters behind one store interface, kept in
 * memory on a single node or in Redis (rate-limit-redis.ts) when REDIS_URL is set so that every
 * app node counts together. The store also answers "first time?" for replay guards (a captcha
 * solution is good for one submission).
 */

export type RateLimitStore = {
  /** Counts one hit in `key`'s current window; the hits so far and the ms left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** True only for the first claim of `key` within `ttlMs`. */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
};

export type RateRule = { key: string; limit: number; windowMs: number };
export type RateCheck = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Every rule counts the hit; the answer is the strictest. */
export async function checkRateLimits(
  store: RateLimitStore,
  rules: readonly RateRule[],
): Promise<RateCheck> {
  const hits = await Promise.all(rules.map((r) => store.hit(r.key, r.windowMs)));
  let retry = 0;
  hits.forEach((h, i) => {
    if (h.count > rules[i]!.limit) retry = Math.max(retry, Math.ceil(h.resetMs / 1000));
  });
  return retry > 0 ? { ok: false, retryAfterSeconds: retry } : { ok: true };
}

/** The window a moment falls in, so every node agrees where windows start. */
export function windowKey(key: string, windowMs: number, nowMs: number) {
  const index = Math.floor(nowMs / windowMs);
  return { key: `${key}:${index}`, resetMs: (index + 1) * windowMs - nowMs };
}

/** Counters in this process; expired entries are swept as the map grows. */
export function createMemoryStore(
  now: () => number = Date.now,
  maxEntries = 100_000,
): RateLimitStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const sweep = () => {
    const t = now();
    for (const [k, e] of entries) if (e.expiresAt <= t) entries.delete(k);
    // Still full: drop the oldest, so memory stays bounded under an address-spraying flood.
    for (const k of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(k);
    }
  };
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    async hit(key, windowMs) {
      const w = windowKey(key, windowMs, now());
      const entry = live(w.key) ?? { count: 0, expiresAt: now() + w.resetMs };
      entry.count += 1;
      entries.set(w.key, entry);
      if (entries.size > maxEntries) sweep();
      return { count: entry.count, resetMs: w.resetMs };
    },
    async claimOnce(key, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) sweep();
      return true;
    },
    async close() {
      entries.clear();
    },
  };
}
