/**
 * How many sign-in codes may be sent: to one mobile number (whichever site asks, so nobody can
 * flood a phone through several dealers' sites), and from one client address on one site, each
 * per hour (5 and 20 by default). The number is keyed by its hash, never as written.
 */
import { createHash } from "node:crypto";
import type { RateRule } from "@/lib/rate-limit";

const HOUR_MS = 3_600_000;

export type CodeLimits = { perNumberHour: number; perIpHour: number };

export function codeRequestRules(
  request: { phone: string; siteSlug: string; ip: string },
  limits: CodeLimits,
): RateRule[] {
  const number = createHash("sha256").update(request.phone).digest("hex");
  return [
    { key: `sign-in:number:${number}`, limit: limits.perNumberHour, windowMs: HOUR_MS },
    {
      key: `sign-in:ip:${request.siteSlug}:${request.ip}`,
      limit: limits.perIpHour,
      windowMs: HOUR_MS,
    },
  ];
}
