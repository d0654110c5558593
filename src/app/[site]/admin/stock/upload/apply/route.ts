/** POST /admin/stock/upload/apply: imports the dry run's file as planned (see handle-stock.ts). */
import { consoleContext, handleApplyUpload, stockDeps } from "@/features/console/server";
import { getCurrentSite } from "@/features/site/server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/admin/stock/upload/apply">,
) {
  const site = await getCurrentSite((await params).site);
  const context = await consoleContext(site, request.headers);
  return handleApplyUpload(request, context, stockDeps(site, context));
}
