/**
 * The record of each site's stock imports (stock_imports) and the feed confirmation of cars:
 * every import, whatever its source, writes one row in the transaction that applies it, and
 * marks every car the feed listed (added, changed or unchanged) as confirmed at that instant.
 */
import { desc, eq, inArray, sql } from "drizzle-orm";
import { chunk } from "../chunk";
import { type Database, transaction } from "../db";
import { cars, dealerships, sites, stockImports } from "../schema";
import type { StockImportSource, StoredRejectedRow } from "../schema/stock-imports";

const ID_CHUNK = 5_000;

/** Sets feed_confirmed_at of these cars; hidden_at stays as staff left it. */
export async function confirmStockCars(
  tx: Database,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  for (const part of chunk(ids, ID_CHUNK)) {
    await tx.update(cars).set({ feedConfirmedAt: now }).where(inArray(cars.id, part));
  }
}

export type StockImportRecord = {
  source: StockImportSource;
  fileName: string | null;
  email: string | null;
  dealerships: string[];
  added: number;
  changed: number;
  unchanged: number;
  sold: number;
  rejected: StoredRejectedRow[];
  at: Date;
};

const siteIdOf = (slug: string) =>
  sql`(select ${sites.id} from ${sites} where ${sites.slug} = ${slug})`;

/** One row for the import; nothing when the site has no row yet (not synced from its config). */
export async function recordStockImport(
  tx: Database,
  siteSlug: string,
  record: StockImportRecord,
): Promise<void> {
  await tx.execute(sql`
    insert into ${stockImports} (site_id, source, file_name, email, dealerships, added, changed,
      unchanged, sold, rejected, at)
    select ${sites.id}, ${record.source}, ${record.fileName}, ${record.email},
      ${JSON.stringify(record.dealerships)}::jsonb, ${record.added}, ${record.changed},
      ${record.unchanged}, ${record.sold}, ${JSON.stringify(record.rejected)}::jsonb,
      ${record.at.toISOString()}::timestamptz
    from ${sites} where ${sites.slug} = ${siteSlug}`);
}

export type StoredStockImport = StockImportRecord & { id: number };

/** The site's imports, newest first. */
export async function listStockImports(
  db: Database,
  siteSlug: string,
  options: { limit: number; offset?: number },
): Promise<StoredStockImport[]> {
  const rows = await db
    .select()
    .from(stockImports)
    .where(eq(stockImports.siteId, siteIdOf(siteSlug)))
    .orderBy(desc(stockImports.at), desc(stockImports.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((r) => ({
    id: r.id,
    source: r.source,
    fileName: r.fileName,
    email: r.email,
    dealerships: r.dealerships,
    added: r.added,
    changed: r.changed,
    unchanged: r.unchanged,
    sold: r.sold,
    rejected: r.rejected,
    at: r.at,
  }));
}

/** The last import that listed each dealership of the site (slug -> when). */
export async function lastImportByDealership(
  db: Database,
  siteSlug: string,
): Promise<Map<string, Date>> {
  const result = await db.execute<{ slug: string; at: string | Date }>(sql`
    select d.slug as slug, max(i.at) as at
    from ${stockImports} i, jsonb_array_elements_text(i.dealerships) as d(slug)
    where i.site_id = ${siteIdOf(siteSlug)}
    group by d.slug`);
  const rows = (result as unknown as { rows: { slug: string; at: string | Date }[] }).rows;
  return new Map(rows.map((r) => [r.slug, new Date(r.at)]));
}

/**
 * Confirms every car of these dealerships at `now` and records it as one import of `source`
 * with every car unchanged: the demo's stand-in for a dealer feed, run at each start.
 */
export async function confirmDealershipStock(
  db: Database,
  siteSlug: string,
  dealershipSlugs: readonly string[],
  source: StockImportSource,
  now: Date,
): Promise<number> {
  if (dealershipSlugs.length === 0) return 0;
  return transaction(db, async (tx) => {
    const confirmed = await tx
      .update(cars)
      .set({ feedConfirmedAt: now })
      .where(
        inArray(
          cars.dealershipId,
          tx
            .select({ id: dealerships.id })
            .from(dealerships)
            .where(inArray(dealerships.slug, [...dealershipSlugs])),
        ),
      )
      .returning({ id: cars.id });
    await recordStockImport(tx, siteSlug, {
      source,
      fileName: null,
      email: null,
      dealerships: [...dealershipSlugs],
      added: 0,
      changed: 0,
      unchanged: confirmed.length,
      sold: 0,
      rejected: [],
      at: now,
    });
    return confirmed.length;
  });
}
