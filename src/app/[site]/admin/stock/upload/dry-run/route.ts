/** POST /admin/stock/upload/dry-run: plans an uploaded feed file without writing (see handle-stock.ts). */
import { consoleContext, handleUpload, stockDeps } from "@/features/console/server";
import { getCurrentSite } from "@/features/site/server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/admin/stock/upload/dry-run">,
) {
  const site = await getCurrentSite((await params).site);
  const context = await consoleContext(site, request.headers);
  return handleUpload(request, context, stockDeps(site, context));
}
