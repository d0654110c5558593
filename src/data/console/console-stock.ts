/**
 * The console's reads and writes of a site's stock: the stock page's list (with views, real
 * enquiries and the feed's last confirmation of each car), one car, and hiding or showing a car
 * on the website with its audit row in the same transaction. Every query carries the site's
 * dealerships and, for a member bound to locations, those locations: a car outside them is not
 * found.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { LeadScope } from "@/domain/console/staff";
import type { StockSortKey } from "@/domain/console/stock-filter";
import { type Database, transaction } from "../db";
import { cars, dealerships, leads, locations, sites } from "../schema";
import { recordAudit } from "./audit";

export type StockViewer = {
  site: { slug: string; dealershipIds: readonly number[] };
  scope: LeadScope;
};

export type StockQuery = { q: string | null; sort: StockSortKey };

export type StockRow = {
  id: number;
  slug: string;
  stocknum: string;
  name: string;
  status: "in_stock" | "coming_soon" | "sold";
  price: number;
  photosCount: number;
  createdAt: Date;
  views: number;
  enquiries: number;
  feedConfirmedAt: Date;
  showOnDealerWebsite: boolean;
  hiddenAt: Date | null;
  hiddenBy: string | null;
  dealershipName: string;
  locationName: string | null;
};

/** The cars a viewer may see: the site's dealerships, and in a location scope those locations. */
function seen(viewer: StockViewer): SQL {
  if (viewer.site.dealershipIds.length === 0) return sql`false`;
  const site = inArray(cars.dealershipId, [...viewer.site.dealershipIds]);
  if (viewer.scope.kind === "site") return site;
  if (viewer.scope.slugs.length === 0) return sql`false`;
  return and(
    site,
    sql`${cars.locationId} in (select ${locations.id} from ${locations} where ${and(
      inArray(locations.slug, [...viewer.scope.slugs]),
      inArray(locations.dealershipId, [...viewer.site.dealershipIds]),
    )})`,
  ) as SQL;
}

/** `%text%` for like, with the pattern's own characters escaped. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(query: StockQuery): SQL | undefined {
  if (!query.q) return undefined;
  const pattern = contains(query.q);
  return sql`(lower(${cars.stocknum}) like ${pattern} or lower(${cars.make}) like ${pattern} or lower(${cars.model}) like ${pattern} or lower(${cars.name}) like ${pattern})`;
}

const enquiries = (siteSlug: string) => sql<number>`(
  select count(*)::int from ${leads}
  where ${leads.carId} = ${cars.id} and ${leads.isTest} = false
    and ${leads.siteId} = (select ${sites.id} from ${sites} where ${sites.slug} = ${siteSlug}))`;

function selectStock(db: Database, viewer: StockViewer) {
  return db
    .select({
      id: cars.id,
      slug: cars.slug,
      stocknum: cars.stocknum,
      name: cars.name,
      status: cars.status,
      price: cars.price,
      photosCount: cars.photosCount,
      createdAt: cars.createdAt,
      views: cars.views,
      enquiries: enquiries(viewer.site.slug),
      feedConfirmedAt: cars.feedConfirmedAt,
      showOnDealerWebsite: cars.showOnDealerWebsite,
      hiddenAt: cars.hiddenAt,
      hiddenBy: cars.hiddenBy,
      dealershipName: dealerships.name,
      locationName: locations.name,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId));
}

export async function listConsoleStock(
  db: Database,
  viewer: StockViewer,
  query: StockQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: StockRow[]; total: number }> {
  const where = and(seen(viewer), matching(query));
  const order =
    query.sort === "longest"
      ? [asc(cars.createdAt), asc(cars.id)]
      : [desc(cars.createdAt), desc(cars.id)];
  const [rows, [count]] = await Promise.all([
    selectStock(db, viewer)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(cars).where(where),
  ]);
  return { rows: rows as StockRow[], total: count?.n ?? 0 };
}

export async function findConsoleCar(
  db: Database,
  viewer: StockViewer,
  id: number,
): Promise<StockRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await selectStock(db, viewer)
    .where(and(seen(viewer), eq(cars.id, id)))
    .limit(1);
  return (row as StockRow | undefined) ?? null;
}

/** The site's dealerships by slug and name, in the order of their ids. */
export async function siteDealerships(
  db: Database,
  dealershipIds: readonly number[],
): Promise<{ slug: string; name: string }[]> {
  if (dealershipIds.length === 0) return [];
  return db
    .select({ slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(inArray(dealerships.id, [...dealershipIds]))
    .orderBy(asc(dealerships.id));
}

/**
 * Hides or shows one car on the website, with the audit row, in one transaction. False when the
 * viewer does not see the car or it already is as asked (nothing is written then).
 */
export async function setCarHidden(
  db: Database,
  viewer: StockViewer,
  id: number,
  change: { hidden: boolean; email: string; now: Date },
): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
  return transaction(db, async (tx) => {
    const changed = await tx
      .update(cars)
      .set(
        change.hidden
          ? { hiddenAt: change.now, hiddenBy: change.email }
          : { hiddenAt: null, hiddenBy: null },
      )
      .where(
        and(
          seen(viewer),
          eq(cars.id, id),
          change.hidden ? isNull(cars.hiddenAt) : isNotNull(cars.hiddenAt),
        ),
      )
      .returning({ stocknum: cars.stocknum });
    const [car] = changed;
    if (!car) return false;
    await recordAudit(tx, viewer.site, {
      email: change.email,
      action: change.hidden ? "hide-car" : "show-car",
      detail: { carId: String(id), stocknum: car.stocknum },
      at: change.now,
    });
    return true;
  });
}
