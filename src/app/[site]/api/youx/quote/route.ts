/**
 * POST /api/youx/quote: a vehicle finance quote for the site of the host. The
 * handler does the work (src/features/finance/handle-quote-request.ts); this file finds the
 * site, the provider and the rate-limit store.
 */
import { quoteProviderFor } from "@/data/finance/quote-provider-for";
import { handleQuoteRequest } from "@/features/finance/handle-quote-request";
import { quotePlanFor } from "@/features/finance/quote-plan";
import { rateLimitStore } from "@/features/leads/lead-services.server";
import { getCurrentSite } from "@/features/site/current-site.server";
import { env } from "@/lib/env";
import { clientAddress } from "@/lib/origin";

export async function POST(request: Request, { params }: RouteContext<"/[site]/api/youx/quote">) {
  const { config } = await getCurrentSite((await params).site);
  const settings = env();
  return handleQuoteRequest(request, {
    config,
    provider: (site) => quoteProviderFor(quotePlanFor(site), settings),
    limits: {
      store: rateLimitStore(),
      clientAddress: clientAddress(request.headers, settings.TRUST_PROXY),
    },
  });
}
