/** POST /admin/sign-out: ends this staff session (see handle-console.ts). */
import { consoleContext, handleStaffSignOut } from "@/features/console/server";
import { getCurrentSite } from "@/features/site/server";

export async function POST(request: Request, { params }: RouteContext<"/[site]/admin/sign-out">) {
  const site = await getCurrentSite((await params).site);
  return handleStaffSignOut(request, await consoleContext(site, request.headers));
}
