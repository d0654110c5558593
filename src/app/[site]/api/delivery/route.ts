/**
 * GET /api/delivery?postcode=, the delivery price lookup by postcode:
 * { price, name } from the site's delivery zones, or { message } with a fixed text:
 * 400 'Please enter a postcode.' (or the postcode format message), 404 the no-estimate text.
 */
import { DELIVERY_MESSAGES } from "@/domain/vehicle/delivery";
import { getCurrentSite } from "@/features/site/current-site.server";
import { deliveryQuote } from "@/features/vehicle/delivery.server";

export async function GET(request: Request, { params }: RouteContext<"/[site]/api/delivery">) {
  const site = await getCurrentSite((await params).site);
  if (!site.config.features.deliveryCalculator) {
    return Response.json({ message: DELIVERY_MESSAGES["no-estimate"] }, { status: 404 });
  }
  const quote = await deliveryQuote(site, new URL(request.url).searchParams.get("postcode"));
  const headers = { "cache-control": "public, max-age=3600" };
  if (quote.ok) return Response.json(quote.value, { headers });
  const status = quote.error === "no-estimate" ? 404 : 400;
  return Response.json({ message: DELIVERY_MESSAGES[quote.error] }, { status, headers });
}
