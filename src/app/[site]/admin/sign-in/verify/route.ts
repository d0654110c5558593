/** POST /admin/sign-in/verify: signs in with an emailed link's token (see handle-console.ts). */
import { consoleContext, handleLinkSignIn } from "@/features/console/server";
import { getCurrentSite } from "@/features/site/server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/admin/sign-in/verify">,
) {
  const site = await getCurrentSite((await params).site);
  return handleLinkSignIn(request, await consoleContext(site, request.headers));
}
