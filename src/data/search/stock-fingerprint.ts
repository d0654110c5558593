/**
 * A cheap summary of all stock (row count, newest change, highest id) that changes whenever an
 * import adds, changes or removes cars. The search index polls it when it cannot hear stock
 * events (a LISTEN connection that will not start, or an event hub the process cannot reach),
 * so that it still catches up with the database within a poll interval.
 */
import { count, max } from "drizzle-orm";
import type { Database } from "@/data/db";
import { cars } from "@/data/schema";

export async function stockFingerprint(db: Database): Promise<string> {
  const [row] = await db
    .select({ rows: count(), changed: max(cars.updatedAt), top: max(cars.id) })
    .from(cars);
  const changed =
    row?.changed instanceof Date ? row.changed.toISOString() : String(row?.changed ?? "");
  return `${row?.rows ?? 0}|${changed}|${row?.top ?? 0}`;
}
