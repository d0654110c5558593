/**
 * POST /api/youx/quote apart from Next: the site must ask for quotes (its flag),
 * the body is small JSON matching the request schema (else 400 naming each field and why, in
 * the shape of the search APIs: { message, errors: [{ field, reason }] }), the
 * sender is within its rate limit, and the provider answers the quote object. A provider
 * failure is 502 with no detail; the page ignores it.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { QuoteProvider } from "@/data/finance/quote-provider";
import { quoteRequestSchema } from "@/domain/finance/quote";
import { readJson } from "@/features/platform";
import { jsonAnswer as json } from "@/lib/http/answer";
import { checkRateLimits, type RateLimitStore } from "@/lib/rate-limit";

/** A quote request is a few hundred bytes. */
export const MAX_QUOTE_BODY_BYTES = 4 * 1024;
const PER_IP_PER_MINUTE = 20;
const PER_SITE_PER_MINUTE = 600;

export type QuoteRequestContext = {
  config: SiteConfig;
  provider: (config: SiteConfig) => QuoteProvider;
  limits: { store: RateLimitStore; clientAddress: string } | null;
};

export async function handleQuoteRequest(
  request: Request,
  { config, provider, limits }: QuoteRequestContext,
): Promise<Response> {
  if (config.finance.hideFinance || !config.finance.quote.enabled) {
    return json(404, { message: "This site does not offer quotes." });
  }
  const body = await readJson(request, MAX_QUOTE_BODY_BYTES);
  if (!body.ok) {
    if (body.response.status === 413) return json(413, { message: "The request is too large." });
    return json(400, {
      message: "The quote request is not valid.",
      errors: [{ field: "(body)", reason: "must be JSON" }],
    });
  }
  const parsed = quoteRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    return json(400, {
      message: "The quote request is not valid.",
      errors: parsed.error.issues.map((i) => ({
        field: i.path.join(".") || "(body)",
        reason: i.message,
      })),
    });
  }
  // Only a valid request counts against the limits: junk cannot use up a site's quotes.
  if (limits) {
    const verdict = await checkRateLimits(limits.store, [
      {
        key: `quote:ip:${config.slug}:${limits.clientAddress}`,
        limit: PER_IP_PER_MINUTE,
        windowMs: 60_000,
      },
      { key: `quote:site:${config.slug}`, limit: PER_SITE_PER_MINUTE, windowMs: 60_000 },
    ]);
    if (!verdict.ok) {
      return json(
        429,
        { message: "Too many quote requests; try again in a minute." },
        { "retry-after": String(verdict.retryAfterSeconds) },
      );
    }
  }
  const source = provider(config);
  const result = await source.quote(parsed.data);
  if (!result.ok) {
    console.warn(`[quote] ${config.slug}: ${source.name} ${result.error.message}`);
    return json(502, { message: "No quote is available right now." });
  }
  return json(200, result.value);
}
