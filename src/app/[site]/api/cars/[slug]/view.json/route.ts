/**
 * GET /api/cars/{slug}/view.json?photos_count=&updated_at=&website_id=:
 * counts one view of the car (and, for a used car, analytics event 4) and answers
 * { views, car_fields }, car_fields being the current values when the page's copy is out of date
 * (the page itself may come from a shared cache). A car the site does not have is a 404.
 */
import { getDatabase } from "@/data/db.server";
import { recordCarView } from "@/data/vehicle/engagement";
import { formatDateAu } from "@/domain/format/date";
import { cleanRecord } from "@/domain/text/clean-text";
import { viewQuerySchema } from "@/domain/vehicle/view-query";
import { staleCarFields, type ViewAnswer } from "@/domain/vehicle/views";
import { rateLimitStore } from "@/features/leads/lead-services.server";
import { getCurrentSite } from "@/features/site/current-site.server";
import { loadVehicle } from "@/features/vehicle/load-vehicle.server";
import { recordUsedCarView } from "@/features/vehicle/view-events.server";
import { env } from "@/lib/env";
import { limitAddress } from "@/lib/http/address-limits";
import { jsonAnswer } from "@/lib/http/answer";

/** The day in the site's zone, as yyyy-MM-dd, that a view counts towards. */
function today(now: Date): string {
  const [d, m, y] = formatDateAu(now).split("/");
  return `${y}-${m}-${d}`;
}

export async function GET(
  request: Request,
  { params }: RouteContext<"/[site]/api/cars/[slug]/view.json">,
) {
  const { site: siteSlug, slug } = await params;
  const site = await getCurrentSite(siteSlug);
  const sender = { headers: request.headers, siteSlug: site.config.slug };
  const limited = await limitAddress("car-view", sender, rateLimitStore(), env().TRUST_PROXY);
  if (limited) return limited;
  const query = viewQuerySchema.safeParse(
    cleanRecord(Object.fromEntries(new URL(request.url).searchParams)),
  );
  if (!query.success) return jsonAnswer(400, { error: "Invalid query." });
  const loaded = await loadVehicle(site, slug);
  if (!loaded) return jsonAnswer(404, { error: "Not found." });
  const now = new Date();
  // Event 4, counted in batches: it never delays the answer.
  if (loaded.car.car_type === "used") recordUsedCarView(site.config.slug, loaded.car.id, now);
  const views = await recordCarView(await getDatabase(), loaded.car.id, today(now));
  const answer: ViewAnswer = { views, car_fields: staleCarFields(query.data, loaded.car) };
  return jsonAnswer(200, answer);
}
