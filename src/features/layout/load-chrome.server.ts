import "server-only";
/** What the header and footer of every page need: locations, models, offers count, bodies. */
import { getDatabase } from "@/data/db.server";
import { listLocations } from "@/data/repositories/locations";
import { listModels } from "@/data/repositories/models";
import { listPromotions } from "@/data/repositories/promotions";
import { listStockBodies } from "@/data/repositories/stock-bodies";
import type { CurrentSite } from "@/features/site/current-site.server";
import { stockCached } from "@/features/site/stock-cache.server";

const CHROME_TTL_MS = 60_000;

/** Menus change with stock and content only, so they are read once a minute per site at most. */
export function loadChrome(site: CurrentSite) {
  return stockCached("chrome", CHROME_TTL_MS, site.config.slug, () => readChrome(site, new Date()));
}

async function readChrome({ scope }: CurrentSite, now: Date) {
  const db = await getDatabase();
  const [locations, models, promotions, bodies] = await Promise.all([
    listLocations(db, scope),
    listModels(db, scope),
    listPromotions(db, scope, now),
    listStockBodies(db, scope, now),
  ]);
  return {
    locations,
    nav: {
      models: models.map((m) => ({ name: m.name, slug: m.slug })),
      offersCount: promotions.length,
      bodies,
    },
  };
}
