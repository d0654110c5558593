/** POST /api/auth/verify: checks the code and starts the session (see handle-sign-in.ts). */
import { signInContext } from "@/features/account/account-services.server";
import { handleVerify } from "@/features/account/handle-sign-in";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function POST(request: Request, { params }: RouteContext<"/[site]/api/auth/verify">) {
  const site = await getCurrentSite((await params).site);
  return handleVerify(request, await signInContext(site, request.headers));
}
