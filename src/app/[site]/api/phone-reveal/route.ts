/**
 * POST /api/phone-reveal { car_id, dealership_id, website_id } (spec 1 §7, spec 2 §7): records
 * that a shopper revealed the dealer's number on a car's page. Only this site's pages may post,
 * and only for this site's cars (another site's car is a 404).
 */
import { z } from "zod";
import { getDatabase } from "@/data/db.server";
import { recordPhoneReveal } from "@/data/vehicle/engagement";
import { getCurrentSite } from "@/features/site/current-site.server";
import { env } from "@/lib/env";
import { isSameOrigin } from "@/lib/origin";

const bodySchema = z.object({
  car_id: z.coerce.number().int().positive().max(2_147_483_647),
  dealership_id: z.coerce.number().int().positive().max(2_147_483_647),
  website_id: z.string().max(100).nullish(),
});

const noStore = { "cache-control": "no-store" };
const MAX_BODY = 1024;

export async function POST(request: Request, { params }: RouteContext<"/[site]/api/phone-reveal">) {
  const site = await getCurrentSite((await params).site);
  if (!isSameOrigin(request.headers, env().TRUST_PROXY)) {
    return Response.json(
      { error: "Cross-site request refused." },
      { status: 403, headers: noStore },
    );
  }
  const text = await request.text();
  if (text.length > MAX_BODY)
    return Response.json({ error: "Too large." }, { status: 413, headers: noStore });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return Response.json({ error: "The body must be JSON." }, { status: 400, headers: noStore });
  }
  const body = bodySchema.safeParse(json);
  if (!body.success) {
    return Response.json(
      { error: "car_id and dealership_id are required numbers." },
      { status: 400, headers: noStore },
    );
  }
  const recorded = await recordPhoneReveal(await getDatabase(), site.scope, {
    carId: body.data.car_id,
    dealershipId: body.data.dealership_id,
    websiteId: body.data.website_id ?? site.config.slug,
  });
  if (!recorded)
    return Response.json({ error: "No such car on this site." }, { status: 404, headers: noStore });
  return Response.json({ success: true }, { status: 201, headers: noStore });
}
