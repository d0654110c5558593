/** POST /api/leads: a lead as JSON or a form; see handle-lead-request.ts. */

import { guardSettings, rateLimitStore, submitDeps } from "@/features/leads/lead-services.server";
import { handleLeadRequest } from "@/features/leads/submit/handle-lead-request";
import { findSiteConfig, getCurrentSite } from "@/features/site/current-site.server";

export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const site = findSiteConfig(slug) ? await getCurrentSite(slug) : undefined;
  return handleLeadRequest(request, {
    site,
    store: rateLimitStore(),
    settings: guardSettings(),
    deps: submitDeps,
  });
}
