/** POST /api/account/remove-car: My Garage's Remove button for a saved car (see handle-account.ts). */
import { accountContext } from "@/features/account/account-services.server";
import { handleRemoveSavedCar } from "@/features/account/handle-account";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/api/account/remove-car">,
) {
  const site = await getCurrentSite((await params).site);
  return handleRemoveSavedCar(request, await accountContext(site, request.headers));
}
