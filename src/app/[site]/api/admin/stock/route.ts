/**
 * POST /api/admin/stock: a dealer system sends its full stock feed (CSV or JSON) for the site
 * of the host; docs/stock-feed.md. The key is checked against this site's config only, so a
 * key of one site can never import into another.
 */
import { getSiteRegistry } from "@/config/registry.server";
import { getDatabase } from "@/data/db.server";
import { handleStockImportRequest } from "@/features/stock-import/handle-import-request";

export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  return handleStockImportRequest(request, {
    site: getSiteRegistry().bySlug(site),
    database: getDatabase,
  });
}
