import "server-only";
/**
 * The delivery lookup behind GET /api/delivery and the page's no-script answer: the postcode's
 * place from the postcode table, the centres of the site's radius zones, then the domain rule.
 */
import { getDatabase } from "@/data/db.server";
import { findPostcode } from "@/data/repositories/postcodes";
import type { Result } from "@/domain/search/result";
import {
  type DeliveryError,
  type DeliveryQuote,
  type Place,
  parseDeliveryPostcode,
  quoteDelivery,
} from "@/domain/vehicle/delivery";
import type { CurrentSite } from "@/features/site/server";

async function placeOf(postcode: string): Promise<Place | null> {
  const [first] = await findPostcode(await getDatabase(), postcode);
  return first ? { postcode, state: first.state, lat: first.lat, long: first.long } : null;
}

export async function deliveryQuote(
  site: CurrentSite,
  raw: string | null | undefined,
): Promise<Result<DeliveryQuote, DeliveryError>> {
  const parsed = parseDeliveryPostcode(raw);
  if (!parsed.ok) return parsed;
  const zones = site.config.delivery.zones;
  const centreCodes = [...new Set(zones.flatMap((z) => (z.fromPostcode ? [z.fromPostcode] : [])))];
  const [place, ...centres] = await Promise.all([
    placeOf(parsed.value),
    ...centreCodes.map(placeOf),
  ]);
  const centreMap = new Map(
    centres.flatMap((centre) => (centre ? [[centre.postcode, centre] as const] : [])),
  );
  return quoteDelivery(zones, parsed.value, place ?? null, centreMap);
}
