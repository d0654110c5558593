/**
 * Opening the database: embedded PGlite under `{dataDir}/pglite` by default, PostgreSQL
 * through a `pg` pool when a URL is given. Both are exposed as one `Database` type so that
 * every repository runs unchanged on either driver. Migrations are applied on open.
 *
 * PGlite has no cross-process lock: only one process may open a PGlite directory at a time
 * (the app server, or a CLI script while the server is stopped).
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { processShared } from "@/lib/process-shared";
import { assertMigrationsFolder, migratePglite, migratePostgres } from "./migrate";
import * as schema from "./schema";

/**
 * The query-result shape both drivers share: node-postgres' QueryResult and PGlite's Results
 * both carry `rows`. Typing it lets `db.execute<Row>(sql)` return `{ rows: Row[] }`.
 */
export type RowsResult<Row> = { rows: Row[] };
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}

/** What every repository takes: the root database or a transaction on it, on either driver. */
export type Database = PgDatabase<RowsQueryResultHKT, typeof schema>;

export type OpenDatabaseOptions = {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite files live in `{dataDir}/pglite`. */
  dataDir: string;
  /** Defaults to `{process.cwd()}/drizzle`. */
  migrationsFolder?: string;
  /** Pool size on PostgreSQL. */
  maxConnections?: number;
};

/** Driver details that only db.ts, migrations and stock events need to see. */
export type DatabaseHandle =
  | { driver: "pglite"; client: PGlite }
  | { driver: "postgres"; pool: pg.Pool; connectionString: string };

// Shared by every copy of this module in the process (see process-shared.ts).
const handles = processShared("database-handles", () => new WeakMap<Database, DatabaseHandle>());

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? path.resolve(process.cwd(), "drizzle");
  assertMigrationsFolder(migrationsFolder);
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder, options);
  return openPglite(path.join(options.dataDir, "pglite"), migrationsFolder);
}

/**
 * PGlite's Postgres keeps its shared buffers in the process's WebAssembly memory, which never
 * shrinks: the default 128 MB made a third of the demo server's memory. The data directory is
 * real files, so pages outside the buffers come from the system's file cache.
 */
const PGLITE_SHARED_BUFFERS = "32MB";

async function openPglite(dir: string, migrationsFolder: string): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  const client = await PGlite.create(dir, {
    startParams: [...(defaults ?? []), "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, migrationsFolder);
  } catch (error) {
    await client.close();
    throw error;
  }
  // The drivers' drizzle types differ only in their query-result types, which both have `rows`.
  const database = db as unknown as Database;
  handles.set(database, { driver: "pglite", client });
  return database;
}

async function openPostgres(
  connectionString: string,
  migrationsFolder: string,
  options: OpenDatabaseOptions,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10 });
  // An idle client that loses its server (restart, failover) must not crash the process.
  pool.on("error", (error) => console.error("[db] idle PostgreSQL client error:", error.message));
  try {
    await migratePostgres(pool, migrationsFolder);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const database = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  handles.set(database, { driver: "postgres", pool, connectionString });
  return database;
}

/** The driver behind a database opened by openDatabase (not a transaction). */
export function databaseHandle(db: Database): DatabaseHandle {
  const handle = handles.get(db);
  if (!handle) throw new Error("Not a database returned by openDatabase (a transaction?)");
  return handle;
}

// Shared by every copy of this module in the process (see process-shared.ts).
const closeHooks = processShared(
  "database-close-hooks",
  () => new WeakMap<Database, (() => Promise<void>)[]>(),
);

/** Runs before the connection closes (stock-event listeners use it to stop listening). */
export function onDatabaseClose(db: Database, hook: () => Promise<void>): void {
  const hooks = closeHooks.get(db) ?? [];
  hooks.push(hook);
  closeHooks.set(db, hooks);
}

export async function closeDatabase(db: Database): Promise<void> {
  const handle = handles.get(db);
  if (!handle) return;
  handles.delete(db);
  for (const hook of closeHooks.get(db) ?? []) await hook();
  closeHooks.delete(db);
  if (handle.driver === "pglite") await handle.client.close();
  else await handle.pool.end();
}

/**
 * Runs `fn` in one transaction on either driver; it rolls back when `fn` throws.
 * Repositories accept the transaction in place of the database.
 */
export function transaction<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx));
}
