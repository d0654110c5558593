/**
 * Write primitives for a stock importer: upsert a dealership's feed records by stock number
 * and mark the ones that left the feed as sold. They take a dealership id (the importer
 * authenticates the feed to one dealership) and run inside the caller's transaction
 * (`transaction(db, (tx) => …)`); the caller emits the stock-changed event after commit.
 */
import { and, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import { chunk } from "../chunk";
import type { Database } from "../db";
import { bulkInsert } from "../json-rows";
import { type CarWrite, carToRow } from "../mappers/car-row";
import { cars } from "../schema";

/** One feed record: a car without the ids, counters and timestamps the database keeps. */
export type CarUpsert = Omit<
  CarWrite,
  "id" | "dealership_id" | "views" | "created_at" | "updated_at"
> & { feed_hash: string | null };

export type UpsertResult = { inserted: number; updated: number; unchanged: number };

/** Columns a feed never overwrites on an existing car. */
const KEEP_ON_UPDATE = new Set(["id", "dealership_id", "stocknum", "views", "created_at"]);

const onConflict = sql.raw(
  `on conflict (dealership_id, stocknum) do update set ${Object.values(getTableColumns(cars))
    .filter((column) => !KEEP_ON_UPDATE.has(column.name))
    .map((column) => `"${column.name}" = excluded."${column.name}"`)
    .join(", ")}
  where cars.feed_hash is distinct from excluded.feed_hash
     or cars.status is distinct from excluded.status`,
);

/**
 * Inserts new stock numbers and updates changed ones. A row whose feed hash and status are
 * unchanged is left alone (no write, no updated_at bump). A car that comes back after being
 * marked sold is updated even when its feed record is the same.
 */
export async function upsertCars(
  db: Database,
  dealershipId: number,
  records: readonly CarUpsert[],
  now: Date,
): Promise<UpsertResult> {
  const rows = records.map((r) =>
    carToRow(
      { ...r, id: 0, dealership_id: dealershipId, views: 0, created_at: now, updated_at: now },
      { keepId: false },
    ),
  );
  // xmax = 0 tells a freshly inserted row from an updated one; skipped rows return nothing.
  const written = await bulkInsert<typeof cars, { inserted: boolean }>(db, cars, rows, {
    onConflict,
    returning: sql`(xmax = 0) as inserted`,
  });
  const inserted = written.filter((w) => w.inserted).length;
  return {
    inserted,
    updated: written.length - inserted,
    unchanged: records.length - written.length,
  };
}

/** Stock number → id, feed hash and status of every car of a dealership. */
export async function listFeedHashes(
  db: Database,
  dealershipId: number,
): Promise<Map<string, { id: number; feedHash: string | null; status: string }>> {
  const rows = await db
    .select({ id: cars.id, stocknum: cars.stocknum, feedHash: cars.feedHash, status: cars.status })
    .from(cars)
    .where(eq(cars.dealershipId, dealershipId));
  return new Map(
    rows.map((r) => [r.stocknum, { id: r.id, feedHash: r.feedHash, status: r.status }]),
  );
}

/** Marks the given stock numbers of a dealership sold as of `now`; returns those changed. */
export async function markCarsSold(
  db: Database,
  dealershipId: number,
  stocknums: readonly string[],
  now: Date,
): Promise<string[]> {
  const changed: string[] = [];
  for (const part of chunk(stocknums, 10_000)) {
    const rows = await db
      .update(cars)
      .set({ status: "sold", soldDate: now, updatedAt: now })
      .where(
        and(
          eq(cars.dealershipId, dealershipId),
          inArray(cars.stocknum, part),
          ne(cars.status, "sold"),
        ),
      )
      .returning({ stocknum: cars.stocknum });
    changed.push(...rows.map((r) => r.stocknum));
  }
  return changed;
}

/**
 * Marks every unsold car of a dealership whose stock number is not in `present` (the full
 * feed) as sold. The list travels as one jsonb parameter, so any feed size fits.
 */
export async function markMissingCarsSold(
  db: Database,
  dealershipId: number,
  present: readonly string[],
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(cars)
    .set({ status: "sold", soldDate: now, updatedAt: now })
    .where(
      and(
        eq(cars.dealershipId, dealershipId),
        ne(cars.status, "sold"),
        sql`${cars.stocknum} not in (select jsonb_array_elements_text(${JSON.stringify(present)}::jsonb))`,
      ),
    )
    .returning({ stocknum: cars.stocknum });
  return rows.map((r) => r.stocknum);
}
