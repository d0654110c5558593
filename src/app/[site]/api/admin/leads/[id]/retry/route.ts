/** POST /api/admin/leads/{id}/retry: queue a lead's failed deliveries again (ADR 0010). */
import { getSiteRegistry } from "@/config/registry.server";
import { getDatabase } from "@/data/db.server";
import { handleRetryLead } from "@/features/leads/api/handle-admin-leads";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function POST(
  request: Request,
  { params }: { params: Promise<{ site: string; id: string }> },
) {
  const { site, id } = await params;
  return handleRetryLead(
    request,
    {
      site: getSiteRegistry().bySlug(site),
      scope: async () => (await getCurrentSite(site)).scope,
      database: getDatabase,
    },
    id,
  );
}
