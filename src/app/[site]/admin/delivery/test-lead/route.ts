/** POST /admin/delivery/test-lead: sends a test lead (see handle-delivery.ts). */
import { consoleContext, handleTestLead, healthDeps } from "@/features/console/server";
import { getCurrentSite } from "@/features/site/server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/admin/delivery/test-lead">,
) {
  const site = await getCurrentSite((await params).site);
  const context = await consoleContext(site, request.headers);
  return handleTestLead(request, context, healthDeps(site, context));
}
