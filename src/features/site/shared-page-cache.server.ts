import "server-only";
/**
 * Keeps the front door's page cache true to the stock: a stock change (an import, a car hidden
 * or shown in the console, in this process or heard from another node) empties the pages of the
 * sites it names, and of every site when it cannot say which (ADR 0100).
 */
import type { Database } from "@/data/db";
import { onStockChanged } from "@/data/stock-events";
import { pageCache } from "@/lib/page-cache";

export async function forgetSharedPagesOnStockChange(db: Database): Promise<void> {
  await onStockChanged(db, (change) => {
    const cache = pageCache();
    if (change.allSites) cache.clear();
    else for (const slug of change.siteSlugs) cache.dropSite(slug);
  });
}
