import "server-only";
import { getDatabase } from "@/data/db.server";
import { listLatestCars } from "@/data/repositories/cars";
import { listDealerships } from "@/data/repositories/dealerships";
import { listLocations } from "@/data/repositories/locations";
import { countStockByType } from "@/data/repositories/stock-counts";
/** Everything a site's home page shows, read in parallel for one site. */
import type { CurrentSite } from "@/features/site/current-site.server";

export async function loadHome({ scope }: CurrentSite, now = new Date()) {
  const db = await getDatabase();
  const [counts, dealerships, locations, latest] = await Promise.all([
    countStockByType(db, scope, now),
    listDealerships(db, scope),
    listLocations(db, scope),
    listLatestCars(db, scope, { limit: 8, now }),
  ]);
  return { counts, dealerships, locations, latest };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
