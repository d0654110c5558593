/** Dealerships and their locations from the site blueprints, with licences, hours and ratings. */

import type { Dealership, Location } from "@/domain/location/location";
import { locationPhotoUrl } from "@/photos/photo-catalogue";
import { openingHours, specialHours } from "./hours";
import type { Rng } from "./prng";
import {
  AREA_CODES,
  type AuState,
  type DealershipBlueprint,
  type LocationBlueprint,
  type SiteBlueprint,
  TIME_ZONES,
} from "./sites/blueprint";
import { code } from "./text-util";

const DIGITS = "0123456789";

export function formatPhone(state: AuState, local: string): string {
  return `+61 ${AREA_CODES[state]} ${local.slice(0, 4)} ${local.slice(4, 8)}`;
}

/** Licence numbers in each state's usual shape. */
function dealerLicence(rng: Rng, state: AuState): string {
  switch (state) {
    case "NSW":
      return `MD${code(rng, DIGITS, 6)}`;
    case "VIC":
      return `LMCT ${code(rng, DIGITS, 5)}`;
    case "SA":
      return `MVD ${code(rng, DIGITS, 6)}`;
    default:
      return `3${code(rng, DIGITS, 6)}`;
  }
}

function repairerNumber(rng: Rng, state: AuState): string {
  return state === "NSW" ? `MVRL${code(rng, DIGITS, 5)}` : `MRB ${code(rng, DIGITS, 5)}`;
}

export type PlacedDealership = {
  blueprint: DealershipBlueprint;
  dealership: Dealership;
  locations: { blueprint: LocationBlueprint; location: Location }[];
};

export function buildPlaces(
  sites: SiteBlueprint[],
  rng: Rng,
  now: Date,
): { placed: PlacedDealership[]; dealerships: Dealership[]; locations: Location[] } {
  let dealershipId = 0;
  let locationId = 0;
  const placed: PlacedDealership[] = [];
  for (const site of sites) {
    for (const bp of site.dealerships) {
      const id = ++dealershipId;
      const locations = bp.locations.map((lb) => {
        const lid = ++locationId;
        const phone = formatPhone(lb.state, lb.phone);
        const retail = lb.type === "sales" || lb.type === "used";
        const location: Location = {
          id: lid,
          dealership_id: id,
          name: lb.name,
          slug: lb.slug,
          visible: true,
          primary: lb.primary ?? false,
          location_type: lb.type,
          location_subtype: lb.subtype ?? null,
          manufacturers: bp.manufacturers,
          dealer_license_number:
            retail || lb.type === "parts" ? dealerLicence(rng, lb.state) : null,
          motor_vehicle_repairer: lb.type === "parts" ? null : repairerNumber(rng, lb.state),
          address: {
            id: lid,
            street: lb.street,
            city: lb.city,
            state: lb.state,
            postcode: lb.postcode,
            place_url: `https://www.google.com/maps/search/?api=1&query=${lb.lat},${lb.long}`,
            lat: lb.lat,
            long: lb.long,
          },
          contact_detail: {
            phone,
            landline_phone: phone,
            email: `${lb.slug}@example.com`,
            lead_email: `leads+${lb.slug}@example.com`,
            opening_hours: openingHours(lb.hours),
          },
          special_hours: specialHours(now, lb.state, lb.hours, lid),
          image: { image: { url: locationPhotoUrl(lb.photo) } },
          average_rating: Math.round(Math.min(5, bp.rating + rng.normal() * 0.12) * 10) / 10,
          review_count: rng.int(60, 1400),
          time_zone: TIME_ZONES[lb.state],
        };
        return { blueprint: lb, location };
      });
      const primary = locations.find((l) => l.location.primary)?.location ?? locations[0]?.location;
      const dealership: Dealership = {
        id,
        name: bp.name,
        slug: bp.slug,
        make: bp.make,
        manufacturers: bp.manufacturers,
        url: `https://${bp.slug}.example.com`,
        logo: { url: `/brand/${site.slug}.svg` },
        phone: primary?.contact_detail.phone ?? null,
        email: `${bp.slug}@example.com`,
        lead_email: `leads+${bp.slug}@example.com`,
        average_rating: bp.rating,
        review_count: locations.reduce((n, l) => n + l.location.review_count, 0),
        service_booking_url: locations.some((l) => l.location.location_type === "service")
          ? `/service`
          : null,
      };
      placed.push({ blueprint: bp, dealership, locations });
    }
  }
  return {
    placed,
    dealerships: placed.map((p) => p.dealership),
    locations: placed.flatMap((p) => p.locations.map((l) => l.location)),
  };
}
