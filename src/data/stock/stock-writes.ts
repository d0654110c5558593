/**
 * The writes of a stock import, batched so that a feed of hundreds of cars costs a handful of
 * statements. Every function takes the transaction the import runs in.
 */
import { eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { CarStatus } from "@/domain/car/car";
import { chunk, rowsPerStatement } from "../chunk";
import type { Database } from "../db";
import { cars } from "../schema";
import { type StockCarInput, toCarColumns } from "./stock-car-input";

/** What the snapshot plan needs to know of a car already in stock. */
export type StockKey = {
  id: number;
  dealershipId: number;
  stocknum: string;
  feedHash: string | null;
  status: CarStatus;
  soldDate: Date | null;
};

const INSERT_CHUNK = rowsPerStatement(Object.keys(getTableColumns(cars)).length);
const ID_CHUNK = 5_000;

/**
 * Two imports for one site at once would both add the same new car; this transaction lock makes
 * the second wait for the first (and then find nothing left to add).
 */
export async function lockSiteStock(tx: Database, siteSlug: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stock-import:${siteSlug}`}))`);
}

export async function loadStockKeys(
  tx: Database,
  dealershipIds: readonly number[],
): Promise<StockKey[]> {
  if (dealershipIds.length === 0) return [];
  return tx
    .select({
      id: cars.id,
      dealershipId: cars.dealershipId,
      stocknum: cars.stocknum,
      feedHash: cars.feedHash,
      status: cars.status,
      soldDate: cars.soldDate,
    })
    .from(cars)
    .where(inArray(cars.dealershipId, [...dealershipIds]));
}

/**
 * Ids are drawn from the sequence first so that each new car is inserted with its final slug
 * ("2023-toyota-hilux-sr5-{id}") in one statement, with no placeholder slug to collide.
 */
export async function insertStockCars(
  tx: Database,
  items: readonly { input: StockCarInput; soldDate: Date | null }[],
  now: Date,
): Promise<number[]> {
  if (items.length === 0) return [];
  const result = await tx.execute<{ id: number | string }>(
    sql`select nextval(pg_get_serial_sequence('cars', 'id')) as id from generate_series(1, ${items.length})`,
  );
  const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((r) =>
    Number(r.id),
  );
  const rows = items.map(({ input, soldDate }, i) => {
    const id = ids[i]!;
    return {
      ...toCarColumns(input),
      id,
      slug: `${input.slug_base}-${id}`,
      soldDate,
      createdAt: now,
      updatedAt: now,
      feedConfirmedAt: now,
    };
  });
  for (const part of chunk(rows, INSERT_CHUNK)) await tx.insert(cars).values(part);
  return ids;
}

/**
 * The slug stays as it was: links to the car keep working after a price or badge change.
 * A car hidden by staff stays hidden (hidden_at is not a feed's to change).
 */
export async function updateStockCar(
  tx: Database,
  id: number,
  input: StockCarInput,
  soldDate: Date | null,
  now: Date,
): Promise<void> {
  await tx
    .update(cars)
    .set({ ...toCarColumns(input), soldDate, updatedAt: now, feedConfirmedAt: now })
    .where(eq(cars.id, id));
}

/** Cars gone from the snapshot: sold today, and listed for the site's sold days from now. */
export async function sellStockCars(
  tx: Database,
  ids: readonly number[],
  soldDate: Date,
): Promise<void> {
  for (const part of chunk(ids, ID_CHUNK)) {
    await tx
      .update(cars)
      .set({ status: "sold", soldDate, updatedAt: soldDate })
      .where(inArray(cars.id, part));
  }
}
