/**
 * Reading cars: the vehicle page's look-ups, the latest arrivals of a site, and the full read
 * that feeds the in-process search index. Every site-facing read is scoped to the site's
 * dealerships; a car of another site is simply not found.
 */

import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Car } from "@/domain/car/car";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { rowToCar, selectCars } from "../mappers/car-row";
import { cars } from "../schema";
import { inSite, stockFilter } from "./scope";

export type CarQuery = {
  /** Cars not shown on the dealer website are not found unless asked for. */
  includeHidden?: boolean;
};

function carWhere(site: SiteScope, match: SQL, query: CarQuery): SQL {
  const scoped = and(inSite(cars.dealershipId, site), match);
  return (query.includeHidden ? scoped : and(scoped, eq(cars.showOnDealerWebsite, true))) as SQL;
}

async function findOne(db: Database, where: SQL): Promise<Car | null> {
  const [row] = await selectCars(db).where(where).orderBy(asc(cars.id)).limit(1);
  return row ? rowToCar(row) : null;
}

/** The car behind /cars/{slug}; sold cars are found too (their page shows SOLD). */
export function findCarBySlug(
  db: Database,
  site: SiteScope,
  slug: string,
  query: CarQuery = {},
): Promise<Car | null> {
  return findOne(db, carWhere(site, eq(cars.slug, slug), query));
}

export function findCarById(
  db: Database,
  site: SiteScope,
  id: number,
  query: CarQuery = {},
): Promise<Car | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return Promise.resolve(null);
  return findOne(db, carWhere(site, eq(cars.id, id), query));
}

/**
 * The newest cars of the site that are for sale (in stock or coming soon, shown on the
 * website), for the home page's latest-arrivals row.
 */
export async function listLatestCars(
  db: Database,
  site: SiteScope,
  query: { limit: number; now: Date },
): Promise<Car[]> {
  const rows = await selectCars(db)
    .where(and(stockFilter(site, query.now), inArray(cars.status, ["in_stock", "coming_soon"])))
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(Math.max(0, query.limit));
  return rows.map(rowToCar);
}

/**
 * Every car of every site, hidden and long-sold ones included, for the search index, which
 * applies the stock filter and the site scope itself. One query with joins: 100k cars read
 * in one round trip.
 */
export async function listIndexableCars(db: Database): Promise<Car[]> {
  const rows = await selectCars(db).orderBy(asc(cars.id));
  return rows.map(rowToCar);
}
