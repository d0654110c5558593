/** GET /api/watchlist: the signed-in shopper's number and saved car ids, for the Save buttons. */
import { watchlistContext } from "@/features/account/account-services.server";
import { handleWatchlistState } from "@/features/account/handle-watchlist";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function GET(request: Request, { params }: RouteContext<"/[site]/api/watchlist">) {
  const site = await getCurrentSite((await params).site);
  return handleWatchlistState(await watchlistContext(site, request.headers));
}
