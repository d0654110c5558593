/** POST /api/miscellaneous: extra results saved on a lead; see handle-miscellaneous.ts. */
import { getDatabase } from "@/data/db.server";
import { handleMiscellaneous } from "@/features/leads/api/handle-miscellaneous";
import { guardSettings, rateLimitStore } from "@/features/leads/lead-services.server";
import { findSiteConfig, getCurrentSite } from "@/features/site/current-site.server";

export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const site = findSiteConfig(slug) ? await getCurrentSite(slug) : undefined;
  return handleMiscellaneous(request, {
    site,
    store: rateLimitStore(),
    settings: guardSettings(),
    database: getDatabase,
  });
}
