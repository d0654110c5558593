/**
 * The checks every lead POST passes before its fields are read (issue 5 Abuse): it comes from a
 * page of this site (Origin), it is small, and neither its sender nor the site as a whole is
 * over the rate limits. A refusal says plainly what to do (call the dealer, wait a minute).
 */
import { ABUSE_MESSAGES } from "@/domain/leads/messages";
import { clientAddress, type HeaderBag, isSameOrigin } from "@/lib/origin";
import { checkRateLimits, type RateLimitStore } from "@/lib/rate-limit";

/** A lead form is a few KB; 32 KB leaves room for a long message and bounds memory. */
export const MAX_LEAD_BODY_BYTES = 32 * 1024;

export type GuardSettings = {
  trustProxy: boolean;
  perIpPerMinute: number;
  perSitePerMinute: number;
};

export type GuardRefusal = { status: 403 | 413 | 429; message: string; retryAfterSeconds?: number };

export async function guardLeadRequest(
  request: { headers: HeaderBag; siteSlug: string },
  store: RateLimitStore,
  settings: GuardSettings,
): Promise<GuardRefusal | null> {
  const { headers } = request;
  if (!isSameOrigin(headers, settings.trustProxy))
    return { status: 403, message: ABUSE_MESSAGES.badOrigin };
  const length = Number(headers.get("content-length") ?? "0");
  if (length > MAX_LEAD_BODY_BYTES) return { status: 413, message: ABUSE_MESSAGES.tooLarge };
  const ip = clientAddress(headers, settings.trustProxy);
  const verdict = await checkRateLimits(store, [
    { key: `leads:ip:${request.siteSlug}:${ip}`, limit: settings.perIpPerMinute, windowMs: 60_000 },
    {
      key: `leads:ip-hour:${request.siteSlug}:${ip}`,
      limit: settings.perIpPerMinute * 5,
      windowMs: 3_600_000,
    },
    { key: `leads:site:${request.siteSlug}`, limit: settings.perSitePerMinute, windowMs: 60_000 },
  ]);
  if (!verdict.ok) {
    return {
      status: 429,
      message: ABUSE_MESSAGES.rateLimited,
      retryAfterSeconds: verdict.retryAfterSeconds,
    };
  }
  return null;
}
