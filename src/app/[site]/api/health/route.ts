import { getDatabase } from "@/data/db.server";
import { getCurrentSite } from "@/features/site/current-site.server";

/** Liveness and readiness: the site resolves and its database answers. */
export async function GET(_request: Request, { params }: RouteContext<"/[site]/api/health">) {
  const site = await getCurrentSite((await params).site);
  await getDatabase();
  return Response.json({ ok: true, site: site.config.slug });
}
