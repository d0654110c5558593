import "server-only";
/** What the header and footer of every page need: locations, models, offers count, bodies. */
import { getDatabase } from "@/data/db.server";
import { listLocations } from "@/data/repositories/locations";
import { listModels } from "@/data/repositories/models";
import { listPromotions } from "@/data/repositories/promotions";
import { type CurrentSite, stockCached } from "@/features/site/server";
import { siteStockFacets } from "@/features/stock-search/server";

const CHROME_TTL_MS = 60_000;

/** Menus change with stock and content only, so they are read once a minute per site at most. */
export function loadChrome(site: CurrentSite) {
  return stockCached("chrome", CHROME_TTL_MS, site.config.slug, () => readChrome(site, new Date()));
}

async function readChrome(site: CurrentSite, now: Date) {
  const { scope } = site;
  const db = await getDatabase();
  const [locations, models, promotions, stock] = await Promise.all([
    listLocations(db, scope),
    listModels(db, scope),
    listPromotions(db, scope, now),
    // From the search index: counting the cars table for every menu costs tens of ms at 100k cars.
    siteStockFacets(site),
  ]);
  return {
    locations,
    nav: {
      models: models.map((m) => ({ name: m.name, slug: m.slug })),
      offersCount: promotions.length,
      bodies: stock.bodies,
      carTypes: stock.carTypes,
    },
  };
}
