/**
 * A cheap summary of all stock (row count, newest change, highest id, newest feed confirmation,
 * staff-hidden count and newest hiding) that changes whenever an import adds, changes, confirms
 * or removes cars, or staff hide or show one. The search index polls it when it cannot hear stock
 * events (a LISTEN connection that will not start, or an event hub the process cannot reach),
 * so that it still catches up with the database within a poll interval.
 */
import { count, max } from "drizzle-orm";
import type { Database } from "@/data/db";
import { cars } from "@/data/schema";

export async function stockFingerprint(db: Database): Promise<string> {
  const [row] = await db
    .select({
      rows: count(),
      changed: max(cars.updatedAt),
      top: max(cars.id),
      confirmed: max(cars.feedConfirmedAt),
      hidden: count(cars.hiddenAt),
      hiddenAt: max(cars.hiddenAt),
    })
    .from(cars);
  const text = (value: unknown) =>
    value instanceof Date ? value.toISOString() : String(value ?? "");
  return [
    row?.rows ?? 0,
    text(row?.changed),
    row?.top ?? 0,
    text(row?.confirmed),
    row?.hidden ?? 0,
    text(row?.hiddenAt),
  ].join("|");
}
