import "server-only";
/**
 * Everything /cars/{slug} reads, once per request (metadata and page share it through React's
 * cache): the car of this site, or null for a slug the site does not have, and its location
 * for the map, the dealer's address and the "Located at" bar.
 */
import { cache } from "react";
import { getDatabase } from "@/data/db.server";
import { findCarBySlug } from "@/data/repositories/cars";
import { findLocationById } from "@/data/repositories/locations";
import type { Car } from "@/domain/car/car";
import type { Location } from "@/domain/location/location";
import type { CurrentSite } from "@/features/site/current-site.server";

export type LoadedVehicle = { car: Car; location: Location | null };

export const loadVehicle = cache(
  async (site: CurrentSite, slug: string): Promise<LoadedVehicle | null> => {
    // Slugs are lower-case words and digits: anything else cannot be a car, so no query.
    if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null;
    const db = await getDatabase();
    const car = await findCarBySlug(db, site.scope, slug);
    if (!car) return null;
    const location =
      car.location_id === null
        ? null
        : await findLocationById(db, site.scope, car.location_id, { includeHidden: true });
    return { car, location };
  },
);
