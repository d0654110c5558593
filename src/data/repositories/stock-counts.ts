/** How many cars of each type a site lists, for the home page and the search type tabs. */

import { sql } from "drizzle-orm";
import type { CarType } from "@/domain/car/car";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { cars } from "../schema";
import { stockFilter } from "./scope";

export type StockCounts = Record<CarType, number>;

/** Cars of the site that pass the stock filter, by car type. */
export async function countStockByType(
  db: Database,
  site: SiteScope,
  now: Date,
): Promise<StockCounts> {
  const rows = await db
    .select({ carType: cars.carType, count: sql<number>`count(*)::int` })
    .from(cars)
    .where(stockFilter(site, now))
    .groupBy(cars.carType);
  const counts: StockCounts = { new: 0, used: 0, demo: 0 };
  for (const r of rows) counts[r.carType] = Number(r.count);
  return counts;
}
