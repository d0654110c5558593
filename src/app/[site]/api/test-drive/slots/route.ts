/** GET /api/test-drive/slots: a location's free test-drive times; see handle-test-drive-slots.ts. */
import { getDatabase } from "@/data/db.server";
import { handleTestDriveSlots } from "@/features/leads/api/handle-test-drive-slots";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getCurrentSite((await params).site);
  return handleTestDriveSlots(request, site.scope, await getDatabase());
}
