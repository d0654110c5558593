/** POST /admin/stock/{id}/show: shows the car on the website again (see handle-stock.ts). */
import { consoleContext, handleCarVisibility, stockDeps } from "@/features/console/server";
import { getCurrentSite } from "@/features/site/server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/admin/stock/[id]/show">,
) {
  const { site: slug, id } = await params;
  const site = await getCurrentSite(slug);
  const context = await consoleContext(site, request.headers);
  return handleCarVisibility(request, context, stockDeps(site, context), id, false);
}
