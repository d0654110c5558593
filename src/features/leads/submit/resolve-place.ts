/**
 * Where a lead goes: the car's location and dealership when the form is about a car, else the
 * location or dealership the shopper chose (or the page fixed), else the site's first location.
 * Every id from the form is checked against the site's own places.
 */
import type { Car } from "@/domain/car/car";
import type { LeadPlace } from "@/domain/leads/lead";
import { addressLine } from "@/domain/location/address-line";
import type { Dealership, Location } from "@/domain/location/location";

export type Places = { locations: readonly Location[]; dealerships: readonly Dealership[] };
export type Resolved = { location: Location | null; dealership: Dealership | null };

export function resolvePlace(
  places: Places,
  chosen: { locationId: number | null; dealershipId: number | null; car: Car | null },
): Resolved | { error: "location" | "dealership" } {
  const byId = (id: number | null) => places.locations.find((l) => l.id === id) ?? null;
  const dealershipOf = (id: number | null) => places.dealerships.find((d) => d.id === id) ?? null;
  const { car } = chosen;
  if (car) {
    const location = byId(car.location_id) ?? primaryOf(places, car.dealership_id);
    return { location, dealership: dealershipOf(car.dealership_id) };
  }
  if (chosen.locationId !== null) {
    const location = byId(chosen.locationId);
    if (!location) return { error: "location" };
    return { location, dealership: dealershipOf(location.dealership_id) };
  }
  if (chosen.dealershipId !== null) {
    const dealership = dealershipOf(chosen.dealershipId);
    if (!dealership) return { error: "dealership" };
    return { location: primaryOf(places, dealership.id), dealership };
  }
  const location = places.locations[0] ?? null;
  return {
    location,
    dealership: dealershipOf(location?.dealership_id ?? null) ?? places.dealerships[0] ?? null,
  };
}

/** The dealership's primary location (locations come primary first), else its first. */
function primaryOf(places: Places, dealershipId: number): Location | null {
  return places.locations.find((l) => l.dealership_id === dealershipId) ?? null;
}

export function leadPlace(resolved: Resolved): LeadPlace {
  const { location, dealership } = resolved;
  return {
    dealership: dealership
      ? { id: dealership.id, name: dealership.name, phone: dealership.phone }
      : null,
    location: location
      ? {
          id: location.id,
          name: location.name,
          phone: location.contact_detail.phone,
          // The dealer's own record names the location's real city.
          address: addressLine(location.address, null),
          time_zone: location.time_zone,
        }
      : null,
  };
}

/** The dealer's lead inbox: the location's, else the dealership's; empty means the site's. */
export function leadRecipients(resolved: Resolved): string[] {
  const address = resolved.location?.contact_detail.lead_email ?? resolved.dealership?.lead_email;
  return address ? [address] : [];
}
