/** POST /api/account/delete: deletes the signed-in shopper's account and data (see handle-account.ts). */
import { accountContext } from "@/features/account/account-services.server";
import { handleDeleteAccount } from "@/features/account/handle-account";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/api/account/delete">,
) {
  const site = await getCurrentSite((await params).site);
  return handleDeleteAccount(request, await accountContext(site, request.headers));
}
