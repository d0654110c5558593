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

/**
 * Counters in this process. Each write drops at most a few entries from the head of the map
 * (the oldest written): expired ones always, and the oldest live counter when the map is past
 * `maxEntries`, so memory stays bounded under an address-spraying flood at O(1) a write.
 * Claims (the captcha's replay guard) live in a map of their own that capacity never touches:
 * a claim is dropped only once it expires, so a spent solution can never be used twice. Claims
 * are bounded by the solutions the captcha signs, which each cost proof of work and expire.
 */
export function createMemoryStore(
  now: () => number = Date.now,
  maxEntries = 100_000,
): RateLimitStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const claims = new Map<string, number>();
  const trim = () => {
    const t = now();
    for (let steps = 0; steps < 4; steps++) {
      const first = counters.entries().next();
      if (first.done) break;
      const [key, entry] = first.value;
      if (entry.expiresAt > t && counters.size <= maxEntries) break;
      counters.delete(key);
    }
    // Claims expire in the order they were made when their lifetimes are equal, as they are.
    for (let steps = 0; steps < 4; steps++) {
      const first = claims.entries().next();
      if (first.done || first.value[1] > t) break;
      claims.delete(first.value[0]);
    }
  };
  return {
    async hit(key, windowMs) {
      const w = windowKey(key, windowMs, now());
      let entry = counters.get(w.key);
      if (!entry || entry.expiresAt <= now()) {
        counters.delete(w.key);
        entry = { count: 0, expiresAt: now() + w.resetMs };
        counters.set(w.key, entry);
      }
      entry.count += 1;
      trim();
      return { count: entry.count, resetMs: w.resetMs };
    },
    async claimOnce(key, ttlMs) {
      const expiresAt = claims.get(key);
      if (expiresAt !== undefined && expiresAt > now()) return false;
      claims.delete(key);
      claims.set(key, now() + ttlMs);
      trim();
      return true;
    },
    async close() {
      counters.clear();
      claims.clear();
    },
  };
}
