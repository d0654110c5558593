/** POST /admin/leads/{id}/retry: sends the lead to the dealer again (see handle-console.ts). */
import { consoleContext, handleRetry } from "@/features/console/server";
import { getCurrentSite } from "@/features/site/server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/admin/leads/[id]/retry">,
) {
  const { site, id } = await params;
  return handleRetry(
    request,
    await consoleContext(await getCurrentSite(site), request.headers),
    id,
  );
}
