/**
 * Writes of the vehicle page's engagement calls: a phone reveal, and a page view counted into
 * the car's day. Both are scoped to the site; a car of another site is not counted.
 */
import { and, eq, sql, sum } from "drizzle-orm";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { inSite } from "../repositories/scope";
import { cars, carViews, phoneReveals, sites } from "../schema";

export type PhoneReveal = { carId: number; dealershipId: number; websiteId: string | null };

/** Records a reveal of a car of the site; false when the car is not the site's. */
export async function recordPhoneReveal(
  db: Database,
  site: SiteScope,
  reveal: PhoneReveal,
): Promise<boolean> {
  const [found] = await db
    .select({ siteId: sites.id, carId: cars.id, dealershipId: cars.dealershipId })
    .from(cars)
    .innerJoin(sites, eq(sites.slug, site.slug))
    .where(
      and(
        eq(cars.id, reveal.carId),
        eq(cars.dealershipId, reveal.dealershipId),
        inSite(cars.dealershipId, site),
      ),
    )
    .limit(1);
  if (!found) return false;
  await db.insert(phoneReveals).values({ ...found, websiteId: reveal.websiteId });
  return true;
}

export async function countPhoneReveals(db: Database, carId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(phoneReveals)
    .where(eq(phoneReveals.carId, carId));
  return rows[0]?.n ?? 0;
}

/**
 * Counts one view of the car today and answers its total: the views the feed brought with the
 * car plus every view counted here.
 */
export async function recordCarView(db: Database, carId: number, day: string): Promise<number> {
  await db
    .insert(carViews)
    .values({ carId, day, views: 1 })
    .onConflictDoUpdate({
      target: [carViews.carId, carViews.day],
      set: { views: sql`${carViews.views} + 1` },
    });
  const [row] = await db
    .select({ base: cars.views, counted: sum(carViews.views).mapWith(Number) })
    .from(cars)
    .leftJoin(carViews, eq(carViews.carId, cars.id))
    .where(eq(cars.id, carId))
    .groupBy(cars.id);
  return (row?.base ?? 0) + (row?.counted ?? 0);
}
