/**
 * One stock import, from a feed file's text to a report: parse, validate against the site,
 * plan the snapshot, apply it in one transaction, then tell the running search index.
 * Shared by POST /api/admin/stock and `npm run stock:import` (docs/stock-feed.md).
 */
import { type Database, transaction } from "@/data/db";
import { loadSiteDirectory } from "@/data/stock/site-directory";
import {
  insertStockCars,
  loadStockKeys,
  lockSiteStock,
  sellStockCars,
  updateStockCar,
} from "@/data/stock/stock-writes";
import { emitStockChanged } from "@/data/stock-events";
import { parseFeed } from "./parse-feed";
import { planSnapshot } from "./plan-snapshot";
import { toStockCar } from "./to-stock-car";
import type { FeedError, FeedFormat, ImportReport, Result } from "./types";
import { validateFeed } from "./validate-feed";

/** What the importer needs of a site config (SiteConfig has these fields). */
export type StockImportSite = { slug: string; dealerships: readonly string[] };

export type ImportStockInput = {
  site: StockImportSite;
  text: string;
  format: FeedFormat;
  /** The import's clock: sold dates, created/updated times, the latest model year. */
  now?: Date;
};

export async function importStockFeed(
  db: Database,
  input: ImportStockInput,
): Promise<Result<ImportReport, FeedError>> {
  const now = input.now ?? new Date();
  const parsed = parseFeed(input.text, input.format);
  if (!parsed.ok) return parsed;

  const report = await transaction(db, async (tx) => {
    await lockSiteStock(tx, input.site.slug);
    const directory = await loadSiteDirectory(tx, input.site.dealerships);
    const feed = validateFeed(
      parsed.value.records,
      { ...directory, configured: input.site.dealerships },
      now,
    );
    const existing = await loadStockKeys(tx, [...directory.dealerships.values()]);
    const plan = planSnapshot(existing, feed.rows, now, { keep: feed.keep });

    await insertStockCars(
      tx,
      plan.add.map(({ car, soldDate }) => ({ input: toStockCar(car), soldDate })),
      now,
    );
    for (const { id, car, soldDate } of plan.update) {
      await updateStockCar(tx, id, toStockCar(car), soldDate, now);
    }
    await sellStockCars(
      tx,
      plan.sell.map((s) => s.id),
      now,
    );

    const rejected = [...parsed.value.rejected, ...feed.rejected].sort((a, b) => a.row - b.row);
    return {
      added: plan.add.length,
      updated: plan.update.length,
      sold: plan.sell.length,
      unchanged: plan.unchanged.length,
      rejected,
    } satisfies ImportReport;
  });

  if (report.added + report.updated + report.sold > 0) {
    // The stock is committed: a failed notification must not turn the import into an error.
    await emitStockChanged(db, [input.site.slug]).catch((error: unknown) =>
      console.error("[stock-import] stock-changed event failed:", error),
    );
  }
  return { ok: true, value: report };
}
