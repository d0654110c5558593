/** POST /api/analytics: events a browser reports; see handle-analytics.ts. */
import { handleAnalytics } from "@/features/analytics/handle-analytics";
import { recordEvent } from "@/features/analytics/record-event.server";
import { rateLimitStore } from "@/features/leads/lead-services.server";
import { findSiteConfig, getCurrentSite } from "@/features/site/current-site.server";
import { env } from "@/lib/env";

export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const site = findSiteConfig(slug) ? (await getCurrentSite(slug)).scope : undefined;
  return handleAnalytics(request, {
    site,
    store: rateLimitStore(),
    trustProxy: env().TRUST_PROXY,
    record: recordEvent,
  });
}
