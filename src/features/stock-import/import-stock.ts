/**
 * One stock import, from a feed file's text to a report: parse, validate against the site,
 * plan the snapshot, apply it in one transaction (recording the import and confirming every car
 * the feed listed), then tell the running search index. Shared by POST /api/admin/stock,
 * `npm run stock:import`, the console's upload and the demo (docs/stock-feed.md).
 *
 * A dry run takes the same path up to the plan and stops there: it writes and records nothing,
 * and answers what would be added, changed and sold with the version of the stock it planned
 * against. An import given that version is refused when the stock has moved on since.
 */
import { type Database, transaction } from "@/data/db";
import type { StockImportSource } from "@/data/schema/stock-imports";
import { loadSiteDirectory } from "@/data/stock/site-directory";
import { confirmStockCars, recordStockImport } from "@/data/stock/stock-imports";
import {
  insertStockCars,
  loadStockKeys,
  lockSiteStock,
  sellStockCars,
  updateStockCar,
} from "@/data/stock/stock-writes";
import { emitStockChanged } from "@/data/stock-events";
import { parseFeed } from "./parse-feed";
import { planPreview, stockVersion } from "./plan-preview";
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
  /** Where the feed came from, recorded with the import. */
  source: StockImportSource;
  /** The uploaded file's name and the member of staff who sent it, when known. */
  fileName?: string | null;
  email?: string | null;
  /** The import's clock: sold dates, created/updated/confirmed times, the latest model year. */
  now?: Date;
  /** Plan only: nothing is written or recorded; the report carries the preview. */
  dry?: boolean;
  /** Apply only while the site's stock is at this version (a dry run's preview.stockVersion). */
  expectedStockVersion?: string /** More writes of the same transaction once the import is applied (the console's audit row). */;
  alsoInTransaction?: (tx: Database, report: ImportReport) => Promise<void>;
};

class StockMovedOn extends Error {}

export async function importStockFeed(
  db: Database,
  input: ImportStockInput,
): Promise<Result<ImportReport, FeedError>> {
  const now = input.now ?? new Date();
  const parsed = parseFeed(input.text, input.format);
  if (!parsed.ok) return parsed;

  // The site's dealerships: the only ones whose cars an import adds, changes or sells.
  let changedDealerships: number[] = [];
  const run = async (tx: Database): Promise<ImportReport> => {
    await lockSiteStock(tx, input.site.slug);
    const directory = await loadSiteDirectory(tx, input.site.dealerships);
    changedDealerships = [...directory.dealerships.values()];
    const feed = validateFeed(
      parsed.value.records,
      { ...directory, configured: input.site.dealerships },
      now,
    );
    const existing = await loadStockKeys(tx, [...directory.dealerships.values()]);
    const version = stockVersion(existing);
    if (input.expectedStockVersion !== undefined && input.expectedStockVersion !== version) {
      throw new StockMovedOn();
    }
    const plan = planSnapshot(existing, feed.rows, now, { keep: feed.keep });
    const rejected = [...parsed.value.rejected, ...feed.rejected].sort((a, b) => a.row - b.row);
    const report: ImportReport = {
      added: plan.add.length,
      updated: plan.update.length,
      sold: plan.sell.length,
      unchanged: plan.unchanged.length,
      rejected,
    };
    if (input.dry) {
      return { ...report, preview: planPreview(plan, existing, directory, version) };
    }

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
    await confirmStockCars(tx, plan.unchanged, now);
    const listed = new Set(feed.rows.map((row) => row.car.dealership));
    await recordStockImport(tx, input.site.slug, {
      source: input.source,
      fileName: input.fileName ?? null,
      email: input.email ?? null,
      dealerships: input.site.dealerships.filter((slug) => listed.has(slug)),
      added: report.added,
      changed: report.updated,
      unchanged: report.unchanged,
      sold: report.sold,
      rejected,
      at: now,
    });
    await input.alsoInTransaction?.(tx, report);
    return report;
  };

  let report: ImportReport;
  try {
    // A dry run reads in a transaction too (the same lock and snapshot), and writes nothing.
    report = await transaction(db, run);
  } catch (error) {
    if (!(error instanceof StockMovedOn)) throw error;
    const message =
      "The stock changed since the dry run (another import or upload ran): nothing was applied. Run the dry run again.";
    return { ok: false, error: { kind: "stock-changed", message } };
  }

  if (!input.dry && report.added + report.updated + report.sold + report.unchanged > 0) {
    // Confirmation times move even when no car changed: the index reads them for freshness.
    // The stock is committed: a failed notification must not turn the import into an error.
    await emitStockChanged(db, [input.site.slug], changedDealerships).catch((error: unknown) =>
      console.error("[stock-import] stock-changed event failed:", error),
    );
  }
  return { ok: true, value: report };
}
