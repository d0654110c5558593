/** POST /admin/sign-in/send: emails a sign-in link to staff (see handle-console.ts). */
import { consoleContext, handleSendLink } from "@/features/console/server";
import { getCurrentSite } from "@/features/site/server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/admin/sign-in/send">,
) {
  const site = await getCurrentSite((await params).site);
  return handleSendLink(request, await consoleContext(site, request.headers));
}
