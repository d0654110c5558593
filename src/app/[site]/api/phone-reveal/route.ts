/**
 * POST /api/phone-reveal { car_id, dealership_id, website_id }: records that a shopper revealed
 * the dealer's number on a car's page, and answers the number ({ success, phone }): the page
 * holds only the masked one. Only this site's pages may post, and only for this site's cars
 * (another site's car is a 404).
 */
import { z } from "zod";
import { getDatabase } from "@/data/db.server";
import { findCarById } from "@/data/repositories/cars";
import { findLocationById } from "@/data/repositories/locations";
import { recordPhoneReveal } from "@/data/vehicle/engagement";
import { formatPhone } from "@/domain/format/phone";
import { rateLimitStore } from "@/features/leads/lead-services.server";
import { readJsonObject } from "@/features/platform";
import { getCurrentSite } from "@/features/site/current-site.server";
import { dealerPhone } from "@/features/vehicle/vehicle-view";
import { env } from "@/lib/env";
import { limitAddress } from "@/lib/http/address-limits";
import { jsonAnswer } from "@/lib/http/answer";
import { isSameOrigin } from "@/lib/origin";

const bodySchema = z.object({
  car_id: z.coerce.number().int().positive().max(2_147_483_647),
  dealership_id: z.coerce.number().int().positive().max(2_147_483_647),
  website_id: z.string().max(100).nullish(),
});

const MAX_BODY = 1024;

export async function POST(request: Request, { params }: RouteContext<"/[site]/api/phone-reveal">) {
  const site = await getCurrentSite((await params).site);
  const { TRUST_PROXY } = env();
  if (!isSameOrigin(request.headers, TRUST_PROXY))
    return jsonAnswer(403, { error: "Cross-site request refused." });
  const sender = { headers: request.headers, siteSlug: site.config.slug };
  const limited = await limitAddress("phone-reveal", sender, rateLimitStore(), TRUST_PROXY);
  if (limited) return limited;
  const read = await readJsonObject(request, MAX_BODY);
  if (!read.ok) return read.response;
  const body = bodySchema.safeParse(read.value);
  if (!body.success)
    return jsonAnswer(400, { error: "car_id and dealership_id are required numbers." });
  const db = await getDatabase();
  const recorded = await recordPhoneReveal(db, site.scope, {
    carId: body.data.car_id,
    dealershipId: body.data.dealership_id,
    websiteId: body.data.website_id ?? site.config.slug,
  });
  const car = recorded ? await findCarById(db, site.scope, body.data.car_id) : null;
  if (!car) return jsonAnswer(404, { error: "No such car on this site." });
  const location =
    car.location_id === null
      ? null
      : await findLocationById(db, site.scope, car.location_id, { includeHidden: true });
  const phone = formatPhone(dealerPhone(site.config, car, location));
  return jsonAnswer(201, { success: true, phone: phone || null });
}
