/** POST /api/auth/send-code: texts a sign-in code to a mobile number (see handle-sign-in.ts). */
import { signInContext } from "@/features/account/account-services.server";
import { handleSendCode } from "@/features/account/handle-sign-in";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/api/auth/send-code">,
) {
  const site = await getCurrentSite((await params).site);
  return handleSendCode(request, await signInContext(site, request.headers));
}
