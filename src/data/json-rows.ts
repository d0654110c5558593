/**
 * Fast multi-row writes and reads for wide tables. drizzle builds a 700-row × 80-column
 * insert in seconds and PGlite binds 56,000 parameters slowly, so bulk paths send each chunk
 * as ONE jsonb parameter that PostgreSQL expands with jsonb_populate_recordset; a bulk read
 * returns each row as one JSON text. Values are still mapped through the drizzle columns, so
 * the rows are the same `$inferInsert` / `$inferSelect` shapes the rest of the code uses.
 */
import { type Column, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { chunk } from "./chunk";
import type { Database } from "./db";

/** Rows per statement: large enough to amortise the round trip, small enough for memory. */
const ROWS_PER_CHUNK = 1_000;

/** A row keyed by SQL column name, with JSON-ready values (dates as ISO strings). */
function toJsonRow(columns: [string, Column][], row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = row[key];
    if (value === undefined) continue;
    out[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The column list of a chunk: every column some row sets (the others take their defaults). */
function presentColumns(columns: [string, Column][], rows: Record<string, unknown>[]) {
  return columns
    .filter(([key]) => rows.some((r) => r[key] !== undefined))
    .map(([, column]) => column.name);
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export type BulkInsertOptions = {
  /** SQL appended after the select, e.g. `on conflict (…) do update set …`. */
  onConflict?: SQL;
  /** SQL for `returning …`; each chunk's returned rows are concatenated. */
  returning?: SQL;
};

/** Inserts rows chunk by chunk; returns the rows of `returning` when given. */
export async function bulkInsert<T extends PgTable, R = never>(
  db: Database,
  table: T,
  rows: readonly T["$inferInsert"][],
  options: BulkInsertOptions = {},
): Promise<R[]> {
  const columns = columnEntries(table);
  const name = quote(getTableName(table));
  const returned: R[] = [];
  for (const part of chunk(rows as Record<string, unknown>[], ROWS_PER_CHUNK)) {
    const list = sql.raw(presentColumns(columns, part).map(quote).join(", "));
    const json = JSON.stringify(part.map((r) => toJsonRow(columns, r)));
    const result = await db.execute<R & Record<string, unknown>>(sql`
      insert into ${sql.raw(name)} (${list})
      select ${list} from jsonb_populate_recordset(null::${sql.raw(name)}, ${json}::jsonb)
      ${options.onConflict ?? sql``}
      ${options.returning ? sql`returning ${options.returning}` : sql``}`);
    returned.push(...result.rows);
  }
  return returned;
}

const columnCache = new WeakMap<PgTable, [string, Column][]>();

/** [property name, column] pairs of a table, computed once (reads call this per row). */
function columnEntries(table: PgTable): [string, Column][] {
  let entries = columnCache.get(table);
  if (!entries) {
    entries = Object.entries(getTableColumns(table) as Record<string, Column>);
    columnCache.set(table, entries);
  }
  return entries;
}

/**
 * A table's columns read from `alias` under their property names, for a read that returns each
 * row as one JSON text (`row_to_json`): `datesOfJsonRow` then only turns its timestamps into
 * Dates, and the parsed text is the table's `$inferSelect` row.
 */
export function propertyColumns(table: PgTable, alias: string): SQL {
  return sql.join(
    columnEntries(table).map(
      ([key, column]) =>
        sql`${sql.identifier(alias)}.${sql.identifier(column.name)} as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
}

/** A row read as JSON under its property names (propertyColumns), its timestamps made Dates. */
export function datesOfJsonRow<T extends PgTable>(table: T, json: Record<string, unknown>) {
  for (const [key, column] of columnEntries(table)) {
    if (column.dataType !== "date") continue;
    const value = json[key];
    json[key] = value === undefined || value === null ? null : new Date(value as string);
  }
  return json as T["$inferSelect"];
}
