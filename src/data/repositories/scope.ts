/**
 * Tenant scoping shared by every repository: a site sees only rows of its own dealerships.
 * Kept in one place so that no query can forget it or spell it differently.
 */

import { and, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SiteScope } from "@/domain/site/site-scope";
import { cars } from "../schema";

const DAY_MS = 86_400_000;

/** `column in (site's dealership ids)`; a site without dealerships matches nothing. */
export function inSite(column: PgColumn, site: SiteScope): SQL {
  if (site.dealershipIds.length === 0) return sql`false`;
  return inArray(column, [...site.dealershipIds]);
}

/**
 * The stock filter: shown on the dealer website, and in stock, coming soon, or
 * sold less than `site.soldDays` days before `now`.
 */
export function stockFilter(site: SiteScope, now: Date): SQL {
  const soldSince = new Date(now.getTime() - site.soldDays * DAY_MS);
  return and(
    inSite(cars.dealershipId, site),
    eq(cars.showOnDealerWebsite, true),
    or(
      inArray(cars.status, ["in_stock", "coming_soon"]),
      and(eq(cars.status, "sold"), gt(cars.soldDate, soldSince)),
    ),
  ) as SQL;
}
