/**
 * The delivery calculator's rule: a postcode is looked up
 * against the site's delivery zones, first match wins, giving a price and the zone's name.
 * A zone lists postcodes and ranges, or a whole state, or a radius around a postcode
 * (great-circle distance, earth radius 6371 km), optionally limited to a state.
 */
import type { Result } from "@/domain/search/result";

export const DELIVERY_MESSAGES = {
  empty: "Please enter a postcode.",
  invalid: "Invalid postcode. Please enter a 4-digit number.",
  "no-estimate":
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
} as const;
export type DeliveryError = keyof typeof DELIVERY_MESSAGES;

export type DeliveryZone = {
  name: string;
  price: number;
  postcodes: readonly string[];
  state: string | null;
  radiusKm: number | null;
  fromPostcode: string | null;
};

export type Place = { postcode: string; state: string; lat: number; long: number };
export type DeliveryQuote = { price: number; name: string };

export const EARTH_RADIUS_KM = 6371;

export function distanceKm(a: Pick<Place, "lat" | "long">, b: Pick<Place, "lat" | "long">): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Checks the typed postcode before any look-up: blank and malformed input never reach it. */
export function parseDeliveryPostcode(
  raw: string | null | undefined,
): Result<string, DeliveryError> {
  const postcode = (raw ?? "").trim();
  if (postcode === "") return { ok: false, error: "empty" };
  if (!/^\d{4}$/.test(postcode)) return { ok: false, error: "invalid" };
  return { ok: true, value: postcode };
}

function inList(postcode: string, entries: readonly string[]): boolean {
  const code = Number(postcode);
  return entries.some((entry) => {
    const [from, to] = entry.split("-");
    if (to === undefined) return entry === postcode;
    return code >= Number(from) && code <= Number(to);
  });
}

/**
 * The first zone that covers the postcode. `place` is the postcode's location (null when the
 * postcode table does not know it: then only listed postcodes can match); `centres` gives the
 * location of each zone's fromPostcode.
 */
export function quoteDelivery(
  zones: readonly DeliveryZone[],
  postcode: string,
  place: Place | null,
  centres: ReadonlyMap<string, Pick<Place, "lat" | "long">>,
): Result<DeliveryQuote, DeliveryError> {
  const zone = zones.find((z) => {
    if (z.postcodes.length > 0) return inList(postcode, z.postcodes);
    if (!place) return false;
    if (z.state !== null && z.state !== place.state) return false;
    if (z.radiusKm === null || z.fromPostcode === null) return z.state !== null;
    const centre = centres.get(z.fromPostcode);
    return centre !== undefined && distanceKm(centre, place) <= z.radiusKm;
  });
  return zone
    ? { ok: true, value: { price: zone.price, name: zone.name } }
    : { ok: false, error: "no-estimate" };
}
