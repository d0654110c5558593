/**
 * GET /api/altcha/challenge: a fresh proof-of-work challenge for a lead form (self-hosted
 * ALTCHA). Rate limited per address, since each answer costs an HMAC.
 */
import { ABUSE_MESSAGES } from "@/domain/leads/messages";
import { captcha, guardSettings, rateLimitStore } from "@/features/leads/lead-services.server";
import { clientAddress } from "@/lib/origin";
import { checkRateLimits } from "@/lib/rate-limit";

export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  const ip = clientAddress(request.headers, guardSettings().trustProxy);
  const verdict = await checkRateLimits(rateLimitStore(), [
    { key: `altcha:${site}:${ip}`, limit: 30, windowMs: 60_000 },
  ]);
  if (!verdict.ok) {
    return Response.json(
      { error: ABUSE_MESSAGES.rateLimited },
      { status: 429, headers: { "retry-after": String(verdict.retryAfterSeconds) } },
    );
  }
  return Response.json(await captcha().challenge(), { headers: { "cache-control": "no-store" } });
}
