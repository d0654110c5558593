/**
 * Tenant scoping shared by every repository: a site sees only rows of its own dealerships.
 * Kept in one place so that no query can forget it or spell it differently.
 */

import { and, eq, gt, gte, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SiteScope } from "@/domain/site/site-scope";
import { DEFAULT_MAX_UNCONFIRMED_DAYS, unconfirmedCutoff } from "@/domain/stock/freshness";
import { cars } from "../schema";

const DAY_MS = 86_400_000;

/** `column in (site's dealership ids)`; a site without dealerships matches nothing. */
export function inSite(column: PgColumn, site: SiteScope): SQL {
  if (site.dealershipIds.length === 0) return sql`false`;
  return inArray(column, [...site.dealershipIds]);
}

/**
 * A car on the public website (the one SQL form of domain/stock/freshness.ts isOnWebsite):
 * its feed shows it, staff have not hidden it, and a car for sale was confirmed by a feed
 * within the site's limit. Every public read of cars goes through this or stockFilter.
 */
export function onWebsite(site: SiteScope, now: Date): SQL {
  const days = site.maxUnconfirmedDays ?? DEFAULT_MAX_UNCONFIRMED_DAYS;
  const confirmedSince = new Date(unconfirmedCutoff(now.getTime(), days));
  return and(
    eq(cars.showOnDealerWebsite, true),
    isNull(cars.hiddenAt),
    or(eq(cars.status, "sold"), gte(cars.feedConfirmedAt, confirmedSince)),
  ) as SQL;
}

/**
 * The stock filter: on the website (onWebsite), and in stock, coming soon, or
 * sold less than `site.soldDays` days before `now`.
 */
export function stockFilter(site: SiteScope, now: Date): SQL {
  const soldSince = new Date(now.getTime() - site.soldDays * DAY_MS);
  return and(
    inSite(cars.dealershipId, site),
    onWebsite(site, now),
    or(
      inArray(cars.status, ["in_stock", "coming_soon"]),
      and(eq(cars.status, "sold"), gt(cars.soldDate, soldSince)),
    ),
  ) as SQL;
}
