/**
 * A shopper's watchlist, details, enquiries and the account's removal, each for one site: the
 * shopper is looked up with the site's slug, and a car is found only among the site's own
 * dealerships' cars shown on its website, so neither another site's shopper nor its cars are
 * ever touched. Deleting the shopper deletes their sessions, watchlist and saved searches by
 * the foreign keys' cascade; leads are the dealer's and stay.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { EnquiryRecord, SavedCarRecord } from "@/domain/account/garage-view";
import { nationalMobile } from "@/domain/account/mobile";
import type { ShopperDetails } from "@/domain/account/shopper-details";
import { carDisplayName } from "@/domain/car/car-title";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { cars, leads, shoppers, sites, watchlist } from "../schema";
import { inSite, stockFilter } from "./scope";

/** `shoppers.id = id` of this site only. */
const ownShopper = (site: Pick<SiteScope, "slug">, shopperId: string) =>
  and(
    eq(shoppers.id, shopperId),
    eq(shoppers.siteId, sql`(select ${sites.id} from ${sites} where ${sites.slug} = ${site.slug})`),
  );

export type WatchlistChange = "done" | "no-car" | "no-shopper";

/**
 * Saves a car the site lists to the shopper's watchlist with its price now; saving it again
 * keeps the first time and price.
 */
export async function saveToWatchlist(
  db: Database,
  site: SiteScope,
  input: { shopperId: string; carId: number; now: Date },
): Promise<WatchlistChange> {
  const rows = await db
    .insert(watchlist)
    .select(
      db
        .select({
          shopperId: shoppers.id,
          carId: cars.id,
          savedAt: sql<Date>`${input.now.toISOString()}::timestamptz`.as("saved_at"),
          priceWhenSaved: cars.price,
        })
        .from(shoppers)
        .innerJoin(cars, and(eq(cars.id, input.carId), stockFilter(site, input.now)))
        .where(ownShopper(site, input.shopperId)),
    )
    .onConflictDoNothing()
    .returning({ carId: watchlist.carId });
  if (rows.length > 0) return "done";
  return (await watchlistCarIds(db, site, input.shopperId)).includes(input.carId)
    ? "done"
    : "no-car";
}

/** Removes a car of the site from the shopper's watchlist; "no-car" when it is not the site's. */
export async function removeFromWatchlist(
  db: Database,
  site: SiteScope,
  input: { shopperId: string; carId: number },
): Promise<WatchlistChange> {
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, input.carId), inSite(cars.dealershipId, site)));
  if (!car) return "no-car";
  await db
    .delete(watchlist)
    .where(
      and(
        eq(watchlist.carId, input.carId),
        eq(watchlist.shopperId, input.shopperId),
        sql`exists (select 1 from ${shoppers} where ${ownShopper(site, input.shopperId)})`,
      ),
    );
  return "done";
}

/** The ids of the shopper's saved cars of this site, newest first. */
export async function watchlistCarIds(
  db: Database,
  site: SiteScope,
  shopperId: string,
): Promise<number[]> {
  const rows = await db
    .select({ carId: watchlist.carId })
    .from(watchlist)
    .innerJoin(shoppers, eq(shoppers.id, watchlist.shopperId))
    .innerJoin(cars, eq(cars.id, watchlist.carId))
    .where(and(ownShopper(site, shopperId), inSite(cars.dealershipId, site)))
    .orderBy(desc(watchlist.savedAt));
  return rows.map((row) => row.carId);
}

/** The shopper's saved cars with how they stand now; a sold car stays until it leaves stock. */
export async function listWatchlist(
  db: Database,
  site: SiteScope,
  shopperId: string,
): Promise<SavedCarRecord[]> {
  const rows = await db
    .select({
      carId: cars.id,
      slug: cars.slug,
      name: cars.name,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      imageUrl: cars.primaryImageUrl,
      status: cars.status,
      reserved: cars.reserved,
      price: cars.price,
      priceWhenSaved: watchlist.priceWhenSaved,
      savedAt: watchlist.savedAt,
    })
    .from(watchlist)
    .innerJoin(shoppers, eq(shoppers.id, watchlist.shopperId))
    .innerJoin(cars, eq(cars.id, watchlist.carId))
    .where(and(ownShopper(site, shopperId), inSite(cars.dealershipId, site)))
    .orderBy(desc(watchlist.savedAt));
  return rows.map(({ year, make, model, name, ...row }) => ({
    ...row,
    name: carDisplayName({ name, year, make, model }),
  }));
}

/** The leads sent on this site under the shopper's number, newest first. */
export async function listEnquiries(
  db: Database,
  site: Pick<SiteScope, "slug">,
  phone: string,
  limit = 50,
): Promise<EnquiryRecord[]> {
  const rows = await db
    .select({
      reference: leads.reference,
      category: leads.category,
      subcategory: leads.subcategory,
      carName: cars.name,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      carSlug: cars.slug,
      sentAt: leads.createdAt,
      seenAt: leads.seenAt,
    })
    .from(leads)
    .innerJoin(sites, and(eq(sites.id, leads.siteId), eq(sites.slug, site.slug)))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(eq(leads.phone, nationalMobile(phone)), eq(leads.isTest, false)))
    .orderBy(desc(leads.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    reference: row.reference,
    category: row.category,
    subcategory: row.subcategory,
    car:
      row.carSlug && row.carName !== null && row.year !== null && row.make && row.model
        ? {
            slug: row.carSlug,
            name: carDisplayName({
              name: row.carName,
              year: row.year,
              make: row.make,
              model: row.model,
            }),
          }
        : null,
    sentAt: row.sentAt,
    seenAt: row.seenAt,
  }));
}

export async function findShopperDetails(
  db: Database,
  site: Pick<SiteScope, "slug">,
  shopperId: string,
): Promise<ShopperDetails | null> {
  const [row] = await db
    .select({ details: shoppers.details })
    .from(shoppers)
    .where(ownShopper(site, shopperId));
  return row?.details ?? null;
}

/** Replaces the shopper's details; false when the shopper is not this site's. */
export async function saveShopperDetails(
  db: Database,
  site: Pick<SiteScope, "slug">,
  shopperId: string,
  details: ShopperDetails,
): Promise<boolean> {
  const rows = await db
    .update(shoppers)
    .set({ details })
    .where(ownShopper(site, shopperId))
    .returning({ id: shoppers.id });
  return rows.length > 0;
}

/**
 * Deletes the shopper of this site; their sessions, watchlist and saved searches go with them.
 * Their leads stay with the dealer.
 */
export async function deleteShopper(
  db: Database,
  site: Pick<SiteScope, "slug">,
  shopperId: string,
): Promise<boolean> {
  const rows = await db
    .delete(shoppers)
    .where(ownShopper(site, shopperId))
    .returning({ id: shoppers.id });
  return rows.length > 0;
}
