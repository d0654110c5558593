/**
 * Per-address limits of the read and count APIs, far above anything a shopper does (a shopper
 * runs a search every few seconds at most) and low enough that one address cannot flood the
 * engine or inflate a car's counts. Past one, the answer is a 429 with Retry-After.
 */
import { clientAddress, type HeaderBag } from "@/lib/origin";
import { checkRateLimits, type RateLimitStore } from "@/lib/rate-limit";
import { tooManyRequests } from "./answer";

export const ADDRESS_LIMITS_PER_MINUTE = {
  search: 600,
  "multi-search": 240,
  "phone-reveal": 60,
  "car-view": 240,
  analytics: 120,
} as const;

export type LimitedApi = keyof typeof ADDRESS_LIMITS_PER_MINUTE;

export const TOO_MANY_REQUESTS = "Too many requests from this address. Please wait a minute.";

/** Counts one request of `api` from its address on `site`; a 429 answer once past the limit. */
export async function limitAddress(
  api: LimitedApi,
  request: { headers: HeaderBag; siteSlug: string },
  store: RateLimitStore,
  trustProxy: boolean,
): Promise<Response | null> {
  const ip = clientAddress(request.headers, trustProxy);
  const verdict = await checkRateLimits(store, [
    {
      key: `${api}:${request.siteSlug}:${ip}`,
      limit: ADDRESS_LIMITS_PER_MINUTE[api],
      windowMs: 60_000,
    },
  ]);
  return verdict.ok ? null : tooManyRequests(TOO_MANY_REQUESTS, verdict.retryAfterSeconds);
}
