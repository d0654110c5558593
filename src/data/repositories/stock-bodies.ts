/** The body types a site has in stock, most common first, for "Vehicles by body type" links. */
import { and, desc, isNotNull, sql } from "drizzle-orm";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { cars } from "../schema";
import { stockFilter } from "./scope";

export async function listStockBodies(
  db: Database,
  site: SiteScope,
  now: Date,
  limit = 8,
): Promise<string[]> {
  const rows = await db
    .select({ body: cars.simpleBody, n: sql<number>`count(*)::int` })
    .from(cars)
    .where(and(stockFilter(site, now), isNotNull(cars.simpleBody)))
    .groupBy(cars.simpleBody)
    .orderBy(desc(sql`count(*)`), cars.simpleBody)
    .limit(limit);
  return rows.map((r) => r.body).filter((b): b is string => Boolean(b));
}
