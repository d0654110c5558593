/** POST /api/saved-searches/delete: deletes one of the signed-in shopper's saved searches. */
import { handleDeleteSearch } from "@/features/saved-searches/server";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/api/saved-searches/delete">,
) {
  return handleDeleteSearch(request, await getCurrentSite((await params).site));
}
