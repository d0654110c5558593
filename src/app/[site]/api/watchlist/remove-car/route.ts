/** POST /api/watchlist/remove-car: { phone_number, car_id } → { success } (see handle-watchlist.ts). */
import { watchlistContext } from "@/features/account/account-services.server";
import { handleWatchlistChange } from "@/features/account/handle-watchlist";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/api/watchlist/remove-car">,
) {
  const site = await getCurrentSite((await params).site);
  return handleWatchlistChange(request, await watchlistContext(site, request.headers), "remove");
}
