/** POST /api/saved-searches/unsubscribe: deletes the saved search an alert's unsubscribe token names, without sign-in. */
import { handleUnsubscribe } from "@/features/saved-searches/server";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/api/saved-searches/unsubscribe">,
) {
  return handleUnsubscribe(request, await getCurrentSite((await params).site));
}
