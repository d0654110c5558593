/**
 * The dealerships of a site and their locations, as a stock feed names them (by slug).
 * A feed row may only name a dealership listed in the site's config; this is where that list
 * meets the database ids.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "../db";
import { dealerships, locations } from "../schema";

export type SiteDirectory = {
  /** Dealership slug -> id, only for dealerships of the site that exist in the database. */
  dealerships: ReadonlyMap<string, number>;
  /** `${dealershipId}/${locationSlug}` -> location id. */
  locations: ReadonlyMap<string, number>;
};

export const locationKey = (dealershipId: number, slug: string) => `${dealershipId}/${slug}`;

export async function loadSiteDirectory(
  db: Database,
  dealershipSlugs: readonly string[],
): Promise<SiteDirectory> {
  if (dealershipSlugs.length === 0) return { dealerships: new Map(), locations: new Map() };
  const dealerRows = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(inArray(dealerships.slug, [...dealershipSlugs]));
  const ids = dealerRows.map((d) => d.id);
  const locationRows =
    ids.length === 0
      ? []
      : await db
          .select({ id: locations.id, dealershipId: locations.dealershipId, slug: locations.slug })
          .from(locations)
          .where(inArray(locations.dealershipId, ids));
  return {
    dealerships: new Map(dealerRows.map((d) => [d.slug, d.id])),
    locations: new Map(locationRows.map((l) => [locationKey(l.dealershipId, l.slug), l.id])),
  };
}
