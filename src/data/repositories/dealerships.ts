/** Dealerships of a site, for group pages, the dealer locator and forms' dealership select. */

import { and, asc, eq } from "drizzle-orm";
import type { Dealership } from "@/domain/location/location";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { rowToDealership } from "../mappers/location-row";
import { dealerships } from "../schema";
import { inSite } from "./scope";

export async function listDealerships(db: Database, site: SiteScope): Promise<Dealership[]> {
  const rows = await db
    .select()
    .from(dealerships)
    .where(inSite(dealerships.id, site))
    .orderBy(asc(dealerships.name), asc(dealerships.id));
  return rows.map(rowToDealership);
}

export async function findDealershipBySlug(
  db: Database,
  site: SiteScope,
  slug: string,
): Promise<Dealership | null> {
  const [row] = await db
    .select()
    .from(dealerships)
    .where(and(eq(dealerships.slug, slug), inSite(dealerships.id, site)))
    .limit(1);
  return row ? rowToDealership(row) : null;
}
