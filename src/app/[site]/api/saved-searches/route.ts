/** POST /api/saved-searches: saves the posted search address for the signed-in shopper. */
import { handleSaveSearch } from "@/features/saved-searches/server";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/api/saved-searches">,
) {
  return handleSaveSearch(request, await getCurrentSite((await params).site));
}
