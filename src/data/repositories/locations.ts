/**
 * Locations of a site's dealerships with their special hours, for the locations page,
 * contact pages and the vehicle page's "Located at" bar.
 */

import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Location, SpecialHour } from "@/domain/location/location";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { rowToLocation, rowToSpecialHour } from "../mappers/location-row";
import { locationSpecialHours, locations } from "../schema";
import { inSite } from "./scope";

export type LocationQuery = {
  /** Hidden locations are left out unless asked for (lead routing may need them). */
  includeHidden?: boolean;
};

async function readLocations(db: Database, where: SQL, limit?: number): Promise<Location[]> {
  const query = db
    .select()
    .from(locations)
    .where(where)
    .orderBy(desc(locations.primary), asc(locations.name), asc(locations.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  if (rows.length === 0) return [];
  const hours = await db
    .select()
    .from(locationSpecialHours)
    .where(
      inArray(
        locationSpecialHours.locationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(locationSpecialHours.date), asc(locationSpecialHours.id));
  const byLocation = new Map<number, SpecialHour[]>();
  for (const h of hours) {
    const list = byLocation.get(h.locationId) ?? [];
    list.push(rowToSpecialHour(h));
    byLocation.set(h.locationId, list);
  }
  return rows.map((r) => rowToLocation(r, byLocation.get(r.id) ?? []));
}

function visibleIn(site: SiteScope, query: LocationQuery): SQL {
  const scope = inSite(locations.dealershipId, site);
  return (query.includeHidden ? scope : and(scope, eq(locations.visible, true))) as SQL;
}

/** Primary locations first, then by name. */
export function listLocations(
  db: Database,
  site: SiteScope,
  query: LocationQuery = {},
): Promise<Location[]> {
  return readLocations(db, visibleIn(site, query));
}

export async function findLocationBySlug(
  db: Database,
  site: SiteScope,
  slug: string,
  query: LocationQuery = {},
): Promise<Location | null> {
  const [location] = await readLocations(
    db,
    and(visibleIn(site, query), eq(locations.slug, slug)) as SQL,
    1,
  );
  return location ?? null;
}

export async function findLocationById(
  db: Database,
  site: SiteScope,
  id: number,
  query: LocationQuery = {},
): Promise<Location | null> {
  const [location] = await readLocations(
    db,
    and(visibleIn(site, query), eq(locations.id, id)) as SQL,
    1,
  );
  return location ?? null;
}
