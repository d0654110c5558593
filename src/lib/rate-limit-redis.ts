/**
 * The rate-limit store in Redis, so every app node counts the same windows (REDIS_URL). Each hit
 * is one round trip: `SET key 0 PX window NX` (start the window once) then `INCR key`. When Redis
 * is away the store answers from its in-memory fallback and says so in the log once a minute:
 * abuse limits must never stop a genuine lead.
 */
import { type RateLimitStore, windowKey } from "./rate-limit";
import { createRespClient, type RespValue } from "./resp-client";

export function createRedisStore(
  url: string,
  options: {
    fallback: RateLimitStore;
    log: (message: string) => void;
    timeoutMs?: number;
    prefix?: string;
  },
): RateLimitStore {
  const client = createRespClient(url, { timeoutMs: options.timeoutMs ?? 500 });
  const prefix = options.prefix ?? "forecourt:";
  let lastWarning = 0;
  const degrade = <T>(error: unknown, fallback: () => Promise<T>) => {
    if (Date.now() - lastWarning > 60_000) {
      lastWarning = Date.now();
      options.log(
        `[rate-limit] Redis unavailable, counting in memory: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return fallback();
  };
  const check = (value: RespValue | undefined) => {
    if (value instanceof Error) throw value;
    return value;
  };

  return {
    async hit(key, windowMs) {
      const w = windowKey(key, windowMs, Date.now());
      const full = `${prefix}${w.key}`;
      try {
        const [, count] = await client.pipeline([
          ["SET", full, 0, "PX", windowMs, "NX"],
          ["INCR", full],
        ]);
        return { count: Number(check(count)), resetMs: w.resetMs };
      } catch (error) {
        return degrade(error, () => options.fallback.hit(key, windowMs));
      }
    },
    async claimOnce(key, ttlMs) {
      try {
        const [reply] = await client.pipeline([["SET", `${prefix}${key}`, 1, "PX", ttlMs, "NX"]]);
        return check(reply) === "OK";
      } catch (error) {
        return degrade(error, () => options.fallback.claimOnce(key, ttlMs));
      }
    },
    close: () => client.close(),
  };
}
