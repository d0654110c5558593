/**
 * GET /cars/{slug}/autogauge: fill, listing_price, market_range_min,
 * market_range_max, confidence, description, from the site's auto-gauge provider. 404 when the
 * car is not this site's or has nothing to say (no price, no market data); the page then shows
 * no gauge. The hide rules are the page's (domain/vehicle/auto-gauge).
 */
import { getCurrentSite } from "@/features/site/current-site.server";
import { priceSettingsFor } from "@/features/site/display-settings";
import { autoGaugeFor } from "@/features/vehicle/auto-gauge/provider";
import { loadVehicle } from "@/features/vehicle/load-vehicle.server";

export async function GET(
  _request: Request,
  { params }: RouteContext<"/[site]/cars/[slug]/autogauge">,
) {
  const { site: siteSlug, slug } = await params;
  const site = await getCurrentSite(siteSlug);
  const loaded = await loadVehicle(site, slug);
  const answer =
    loaded && site.config.vehicle.marketIndicator
      ? await autoGaugeFor(loaded.car, priceSettingsFor(site.config))
      : null;
  if (!answer) {
    return Response.json(
      { error: "No market data for this car." },
      { status: 404, headers: { "cache-control": "no-store" } },
    );
  }
  return Response.json(answer, { headers: { "cache-control": "private, max-age=300" } });
}
