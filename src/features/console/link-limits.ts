/**
 * How many console sign-in links may be asked for: for one email (whichever site asks, keyed by
 * the email's hash, never as written) and from one client address on one site, each per hour
 * (5 and 20 by default). Every email asked for counts, staff or not, so the limit tells nothing.
 */
import { createHash } from "node:crypto";
import type { RateRule } from "@/lib/rate-limit";

const HOUR_MS = 3_600_000;

export function linkRequestRules(
  request: { email: string; siteSlug: string; ip: string },
  limits: { perEmailHour: number; perIpHour: number },
): RateRule[] {
  const email = createHash("sha256").update(request.email).digest("hex");
  return [
    { key: `staff-link:email:${email}`, limit: limits.perEmailHour, windowMs: HOUR_MS },
    {
      key: `staff-link:ip:${request.siteSlug}:${request.ip}`,
      limit: limits.perIpHour,
      windowMs: HOUR_MS,
    },
  ];
}
