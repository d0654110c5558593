/**
 * Reading cars: the vehicle page's look-ups, the latest arrivals of a site, and the full read
 * that feeds the in-process search index. Every site-facing read is scoped to the site's
 * dealerships; a car of another site is simply not found.
 */

import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Car } from "@/domain/car/car";
import type { CarPage, CarPages } from "@/domain/search/build-index";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { datesOfJsonRow, propertyColumns } from "../json-rows";
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

/** Cars parsed at a time while the search index reads them (readIndexableCarPages). */
const PAGE_CARS = 500;
/** Cars read by one query of readIndexableCarPages: ids in keyset pages. */
const QUERY_CARS = 5_000;

/** Which cars indexableTexts reads: every car, or these dealerships', or a keyset page. */
type IndexableRead = {
  readonly dealershipIds?: readonly number[];
  /** The first `limit` cars with ids above `after` (null: from the first). */
  readonly page?: { readonly after: number | null; readonly limit: number };
};

/**
 * Cars of every site (or of `only.dealershipIds`, or one keyset page), hidden and long-sold ones
 * included, as JSON text, ascending by id: for the search index, which applies the stock filter
 * and the site scope itself. One query with joins; each car travels as one JSON text of its row
 * and its joined place fields, which PGlite returns about five times faster than 80 typed
 * columns (100k cars in seconds rather than tens of seconds). indexableCarFromText reads one back.
 *
 * The texts come as one value, joined by RECORD_SEPARATOR (a control character, which JSON text
 * never holds raw: in a string it is escaped, and between values only spaces, tabs and line
 * breaks may stand): a row per car cost the driver a fifth of the read (100,000 cars in PGlite,
 * 3.9 against 3.2 s).
 */
async function indexableTexts(db: Database, only: IndexableRead): Promise<IndexableTexts> {
  const { dealershipIds, page } = only;
  if (dealershipIds?.length === 0) return { texts: [], lastId: null };
  // A keyset page takes its cars by the primary key before the joins, so each page reads its
  // own cars rather than scanning (and joining) every car above `after`.
  const from = page
    ? sql`(select * from ${cars} ${page.after === null ? sql`` : sql`where id > ${page.after}`}
        order by id limit ${page.limit})`
    : cars;
  const where = dealershipIds
    ? sql`where c.dealership_id in (${sql.join(
        dealershipIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<{ texts: string | null; last: number | null }>(sql`
    select string_agg(row_to_json(r)::text, ${RECORD_SEPARATOR} order by r.id) as texts,
      max(r.id) as last
    from (
      select ${propertyColumns(cars, "c")}, d.slug as "dealershipSlug", d.name as "dealershipName",
        l.name as "locName", l.slug as "locSlug", l.phone as "locPhone",
        l.city as "locCity", l.state as "locState", l."primary" as "locPrimary"
      from ${from} c
      join ${dealerships} d on d.id = c.dealership_id
      left join ${locations} l on l.id = c.location_id
      ${where}) r`);
  const [row] = result.rows;
  if (!row?.texts) return { texts: [], lastId: null };
  return { texts: row.texts.split(RECORD_SEPARATOR), lastId: Number(row.last) };
}

/** Joins the texts of indexableTexts: U+001E, which no JSON text holds raw. */
const RECORD_SEPARATOR = "\u001e";

/** The cars' texts in id order, and the last car's id (null when there are none). */
type IndexableTexts = { readonly texts: string[]; readonly lastId: number | null };

/** The car of one text of indexableTexts. */
export function indexableCarFromText(text: string): Car {
  // The text holds the row under its property names (propertyColumns): only its timestamps
  // change, in place. Building the row again property by property cost a third of the read.
  return rowToCar(datesOfJsonRow(cars, JSON.parse(text)) as CarRow & JoinedColumns);
}

/**
 * The cars of `only.dealershipIds` (or every car), for patching the search index after a stock
 * import of those dealerships.
 */
export async function listIndexableCars(
  db: Database,
  only: { readonly dealershipIds?: readonly number[] } = {},
): Promise<Car[]> {
  return (await indexableTexts(db, only)).texts.map(indexableCarFromText);
}

/**
 * Every car of every site for building the search index, read as the build asks: keyset pages
 * of `queryCars` ids (the next one asked for while the build reads this one), parsed
 * PAGE_CARS at a time. The index keeps each car's text alone, so no more than two pages of texts
 * and one of cars are in the heap at once, whatever the stock.
 *
 * The pages are not one snapshot: a car changed during the read comes as it was when its page
 * was read, and the stock change that changed it patches or rebuilds the index again after this
 * build. Cars added or removed during the read make the pages hold another number of cars than
 * counted at the start, and the build fails (the store keeps its last index; that change asks
 * for another build).
 */
export async function readIndexableCarPages(
  db: Database,
  queryCars = QUERY_CARS,
): Promise<CarPages> {
  // Counted as the pages read them: every car with its dealership.
  const [counted] = (
    await db.execute<{ count: number }>(sql`
      select count(*)::int as count from ${cars} c join ${dealerships} d on d.id = c.dealership_id`)
  ).rows;
  const read = (after: number | null): Promise<IndexableTexts> => {
    const page = indexableTexts(db, { page: { after, limit: queryCars } });
    // Asked for ahead of the build: a failure is met when the build awaits it, if it ever does.
    page.catch(() => {});
    return page;
  };
  async function* pages(): AsyncGenerator<CarPage> {
    let next = read(null);
    for (;;) {
      const { texts: pageTexts, lastId } = await next;
      if (pageTexts.length === 0) return;
      next =
        pageTexts.length < queryCars ? Promise.resolve({ texts: [], lastId: null }) : read(lastId);
      for (let from = 0; from < pageTexts.length; from += PAGE_CARS) {
        const texts = pageTexts.slice(from, from + PAGE_CARS);
        yield { cars: texts.map(indexableCarFromText), texts };
      }
    }
  }
  return {
    size: Number(counted?.count ?? 0),
    pages: pages(),
    codec: { decode: indexableCarFromText },
  };
}
