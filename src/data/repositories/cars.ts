/**
 * Reading cars: the vehicle page's look-ups, the latest arrivals of a site, and the full read
 * that feeds the in-process search index. Every site-facing read is scoped to the site's
 * dealerships; a car of another site is simply not found.
 */

import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Car } from "@/domain/car/car";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { fromJsonRow } from "../json-rows";
import { type CarRow, type JoinedColumns, rowToCar, selectCars } from "../mappers/car-row";
import { cars, dealerships, locations } from "../schema";
import { inSite, onWebsite, stockFilter } from "./scope";

export type CarQuery = {
  /** Cars not on the website (scope.ts onWebsite) are not found unless asked for. */
  includeHidden?: boolean;
  /** The instant the website is looked at; the current time when absent. */
  now?: Date;
};

function carWhere(site: SiteScope, match: SQL, query: CarQuery): SQL {
  const scoped = and(inSite(cars.dealershipId, site), match);
  if (query.includeHidden) return scoped as SQL;
  return and(scoped, onWebsite(site, query.now ?? new Date())) as SQL;
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

/** One car as JSON text plus its joined place fields: see listIndexableCars. */
type IndexableRow = {
  car: string;
  dealership_slug: string;
  dealership_name: string;
  loc_name: string | null;
  loc_slug: string | null;
  loc_phone: string | null;
  loc_city: string | null;
  loc_state: string | null;
  loc_primary: boolean | null;
};

/**
 * Every car of every site, hidden and long-sold ones included, for the search index, which
 * applies the stock filter and the site scope itself. One query with joins; each car travels
 * as one JSON text, which PGlite returns about five times faster than 80 typed columns
 * (100k cars in seconds rather than tens of seconds). `only.dealershipIds`: just their cars, for
 * patching the index after one dealership's stock import.
 */
export async function listIndexableCars(
  db: Database,
  only: { readonly dealershipIds?: readonly number[] } = {},
): Promise<Car[]> {
  const { dealershipIds } = only;
  if (dealershipIds?.length === 0) return [];
  const ofDealerships = dealershipIds
    ? sql`where c.dealership_id in (${sql.join(
        dealershipIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<IndexableRow>(sql`
    select row_to_json(c)::text as car,
      d.slug as dealership_slug, d.name as dealership_name,
      l.name as loc_name, l.slug as loc_slug, l.phone as loc_phone,
      l.city as loc_city, l.state as loc_state, l."primary" as loc_primary
    from ${cars} c
    join ${dealerships} d on d.id = c.dealership_id
    left join ${locations} l on l.id = c.location_id
    ${ofDealerships}
    order by c.id`);
  return result.rows.map((r) => {
    // Fields are added to the parsed row rather than spread into a new object: spreading
    // 80 properties per car made the 100k-car read several times slower.
    const row = fromJsonRow(cars, JSON.parse(r.car)) as CarRow & JoinedColumns;
    row.dealershipSlug = r.dealership_slug;
    row.dealershipName = r.dealership_name;
    row.locName = r.loc_name;
    row.locSlug = r.loc_slug;
    row.locPhone = r.loc_phone;
    row.locCity = r.loc_city;
    row.locState = r.loc_state;
    row.locPrimary = r.loc_primary;
    return rowToCar(row);
  });
}
