/**
 * The kinds of opening hours a location card offers: the location's own, and for each other
 * location type those of the nearest visible location of the same dealership within 1 km (another
 * department on the same site, such as the service centre beside the showroom). In location-type
 * order (sales, used, service, parts); a location without such a neighbour offers its own only.
 */
import { distanceKm } from "@/domain/vehicle/delivery";
import { LOCATION_TYPES, type Location, type LocationType } from "./location";

/** Locations of one dealership at most this far apart are departments of one site. */
export const SAME_SITE_KM = 1;

export type TypedHours = { readonly type: LocationType; readonly location: Location };

export function hoursByType(location: Location, locations: readonly Location[]): TypedHours[] {
  const neighbours = locations
    .filter(
      (other) =>
        other.visible &&
        other.dealership_id === location.dealership_id &&
        other.location_type !== location.location_type,
    )
    .map((other) => ({ other, km: distanceKm(location.address, other.address) }))
    .filter(({ km }) => km <= SAME_SITE_KM)
    .sort((a, b) => a.km - b.km);
  return LOCATION_TYPES.flatMap((type): TypedHours[] => {
    if (type === location.location_type) return [{ type, location }];
    const nearest = neighbours.find(({ other }) => other.location_type === type);
    return nearest ? [{ type, location: nearest.other }] : [];
  });
}
