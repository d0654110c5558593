/** GET /admin/leads.csv?…: the inbox's filtered leads as CSV (see handle-console.ts). */
import { consoleContext, handleCsv } from "@/features/console/server";
import { getCurrentSite } from "@/features/site/server";

export async function GET(request: Request, { params }: RouteContext<"/[site]/admin/leads.csv">) {
  const site = await getCurrentSite((await params).site);
  return handleCsv(request, await consoleContext(site, request.headers));
}
