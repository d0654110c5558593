import "server-only";
import { getDatabase } from "@/data/db.server";
import { listLatestCars } from "@/data/repositories/cars";
import { listDealerships } from "@/data/repositories/dealerships";
import { listLocations } from "@/data/repositories/locations";
import { countStockByType } from "@/data/repositories/stock-counts";
/** Everything a site's home page shows, read in parallel for one site. */
import { type CurrentSite, stockCached } from "@/features/site/server";

const HOME_TTL_MS = 30_000;

/** The home page's stock figures, read at most every 30 s per site and at once after a change. */
export function loadHome(site: CurrentSite) {
  return stockCached("home", HOME_TTL_MS, site.config.slug, () => readHome(site, new Date()));
}

async function readHome({ scope }: CurrentSite, now: Date) {
  const db = await getDatabase();
  const [counts, dealerships, locations, latest] = await Promise.all([
    countStockByType(db, scope, now),
    listDealerships(db, scope),
    listLocations(db, scope),
    listLatestCars(db, scope, { limit: 8, now }),
  ]);
  return { counts, dealerships, locations, latest };
}

export type HomeData = Awaited<ReturnType<typeof readHome>>;
