import "server-only";
/**
 * Everything /cars/{slug} reads: the car of this site, or null for a slug the site does not
 * have, and its location for the map, the dealer's address and the "Located at" bar.
 *
 * Reads are kept in process for 30 s (and dropped at once when this process hears of a stock
 * change): a popular car's page then costs no database round trip, which is what holds the
 * page's HTML budget (ADR 0021). A price or status change shows within 30 s at worst.
 */
import { cache } from "react";
import { getDatabase } from "@/data/db.server";
import { findCarBySlug } from "@/data/repositories/cars";
import { findLocationById } from "@/data/repositories/locations";
import type { Car } from "@/domain/car/car";
import type { Location } from "@/domain/location/location";
import { type CurrentSite, stockCached } from "@/features/site/server";

export type LoadedVehicle = { car: Car; location: Location | null };

const VEHICLE_TTL_MS = 30_000;

async function read(site: CurrentSite, slug: string): Promise<LoadedVehicle | null> {
  const db = await getDatabase();
  const car = await findCarBySlug(db, site.scope, slug);
  if (!car) return null;
  const location =
    car.location_id === null
      ? null
      : await findLocationById(db, site.scope, car.location_id, { includeHidden: true });
  return { car, location };
}

/** Per request (metadata and page share it) and per process for 30 s. */
export const loadVehicle = cache(
  async (site: CurrentSite, slug: string): Promise<LoadedVehicle | null> => {
    // Slugs are lower-case words and digits: anything else cannot be a car, so no query.
    if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null;
    const key = `${site.config.slug}|${slug}`;
    return stockCached("vehicles", VEHICLE_TTL_MS, key, () => read(site, slug), 2_000);
  },
);
