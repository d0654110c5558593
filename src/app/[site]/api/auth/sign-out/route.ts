/** POST /api/auth/sign-out: ends this session, or with everywhere=1 all of the shopper's (see handle-sign-in.ts). */
import { signInContext } from "@/features/account/account-services.server";
import { handleSignOut } from "@/features/account/handle-sign-in";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/api/auth/sign-out">,
) {
  const site = await getCurrentSite((await params).site);
  return handleSignOut(request, await signInContext(site, request.headers));
}
