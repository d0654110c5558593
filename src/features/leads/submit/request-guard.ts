/**
 * The abuse checks of a lead post, in the order they can be made:
 *
 * 1. Before the fields are read: it comes from a page of this site (Origin) and it is small.
 * 2. When a post is refused for its fields (a typo, a failed captcha, junk): it counts against a
 *    budget of refused posts of its own address only; past it, refusals become 429s. A refused
 *    post never spends the lead quota of its address or of the site, so junk cannot shut a
 *    site's intake and cannot stop a real shopper's lead from the same address.
 * 3. Just before a valid lead is stored: the lead quota, counted on accepted leads only
 *    (per address 6 a minute and 30 an hour by default; per site 120 a minute).
 *
 * A refusal says plainly what to do (call the dealer, wait a minute).
 */
import { createHash } from "node:crypto";
import { ABUSE_MESSAGES } from "@/domain/leads/messages";
import { clientAddress, type HeaderBag, isSameOrigin } from "@/lib/origin";
import { checkRateLimits, type RateLimitStore } from "@/lib/rate-limit";

/** A lead form is a few KB; 32 KB leaves room for a long message and bounds memory. */
export const MAX_LEAD_BODY_BYTES = 32 * 1024;

/** Refused posts one address may make in a minute before they are answered 429. */
export const REFUSED_POSTS_PER_MINUTE = 30;

export type GuardSettings = {
  trustProxy: boolean;
  perIpPerMinute: number;
  perSitePerMinute: number;
};

export type GuardRefusal = { status: 403 | 413 | 429; message: string; retryAfterSeconds?: number };

export type LeadRequest = { headers: HeaderBag; siteSlug: string };

/** Step 1: origin and size; counts nothing. */
export function guardLeadRequest(
  request: LeadRequest,
  settings: GuardSettings,
): GuardRefusal | null {
  const { headers } = request;
  if (!isSameOrigin(headers, settings.trustProxy))
    return { status: 403, message: ABUSE_MESSAGES.badOrigin };
  const length = Number(headers.get("content-length") ?? "0");
  if (length > MAX_LEAD_BODY_BYTES) return { status: 413, message: ABUSE_MESSAGES.tooLarge };
  return null;
}

const rateLimited = (retryAfterSeconds: number): GuardRefusal => ({
  status: 429,
  message: ABUSE_MESSAGES.rateLimited,
  retryAfterSeconds,
});

/** Step 2: one refused post of this address; a 429 once the address is past its budget. */
export async function countRefusedPost(
  request: LeadRequest,
  store: RateLimitStore,
  settings: GuardSettings,
): Promise<GuardRefusal | null> {
  const ip = clientAddress(request.headers, settings.trustProxy);
  const verdict = await checkRateLimits(store, [
    {
      key: `leads:refused:${request.siteSlug}:${ip}`,
      limit: REFUSED_POSTS_PER_MINUTE,
      windowMs: 60_000,
    },
  ]);
  return verdict.ok ? null : rateLimited(verdict.retryAfterSeconds);
}

/** Step 3: one accepted lead against the quota of its address and of the site. */
export async function claimLeadQuota(
  request: LeadRequest,
  store: RateLimitStore,
  settings: GuardSettings,
): Promise<GuardRefusal | null> {
  const ip = clientAddress(request.headers, settings.trustProxy);
  const verdict = await checkRateLimits(store, [
    { key: `leads:ip:${request.siteSlug}:${ip}`, limit: settings.perIpPerMinute, windowMs: 60_000 },
    {
      key: `leads:ip-hour:${request.siteSlug}:${ip}`,
      limit: settings.perIpPerMinute * 5,
      windowMs: 3_600_000,
    },
    { key: `leads:site:${request.siteSlug}`, limit: settings.perSitePerMinute, windowMs: 60_000 },
  ]);
  return verdict.ok ? null : rateLimited(verdict.retryAfterSeconds);
}

/** Receipts one email address may get from one site in a day: the form cannot mail strangers. */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;

/** Whether this address may have one more receipt today; keyed by a hash, never the address. */
export async function claimReceipt(
  store: RateLimitStore,
  siteSlug: string,
  email: string,
): Promise<boolean> {
  const hash = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  const verdict = await checkRateLimits(store, [
    {
      key: `receipt:${siteSlug}:${hash}`,
      limit: RECEIPTS_PER_ADDRESS_PER_DAY,
      windowMs: 86_400_000,
    },
  ]);
  return verdict.ok;
}
