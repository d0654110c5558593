/** POST /admin/leads/{id}/follow-up: records a follow-up state with notes (see handle-console.ts). */
import { consoleContext, handleFollowUp } from "@/features/console/server";
import { getCurrentSite } from "@/features/site/server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/admin/leads/[id]/follow-up">,
) {
  const { site, id } = await params;
  return handleFollowUp(
    request,
    await consoleContext(await getCurrentSite(site), request.headers),
    id,
  );
}
