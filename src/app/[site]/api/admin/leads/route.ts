/** GET /api/admin/leads: a site's leads and their deliveries, for the dealer's systems (ADR 0010). */
import { getSiteRegistry } from "@/config/registry.server";
import { getDatabase } from "@/data/db.server";
import { handleListLeads } from "@/features/leads/api/handle-admin-leads";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  return handleListLeads(request, {
    site: getSiteRegistry().bySlug(site),
    scope: async () => (await getCurrentSite(site)).scope,
    database: getDatabase,
  });
}
