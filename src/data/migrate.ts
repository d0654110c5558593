/**
 * Applies the SQL migrations of drizzle/ on open. drizzle's migrators record applied
 * migrations in drizzle.__drizzle_migrations, so re-opening is a no-op.
 */
import { existsSync } from "node:fs";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePgliteDb } from "drizzle-orm/pglite/migrator";
import type pg from "pg";

/** Any constant will do, as long as every app node uses the same one. */
const MIGRATION_LOCK_KEY = 720_431_977;

/** Fails fast (before PGlite spends seconds creating a cluster) when there is nothing to apply. */
export function assertMigrationsFolder(migrationsFolder: string): void {
  if (!existsSync(`${migrationsFolder}/meta/_journal.json`)) {
    throw new Error(
      `No migrations in ${migrationsFolder} (run from the project root, or pass migrationsFolder)`,
    );
  }
}

export async function migratePglite(
  db: PgliteDatabase<Record<string, unknown>>,
  migrationsFolder: string,
): Promise<void> {
  assertMigrationsFolder(migrationsFolder);
  await migratePgliteDb(db, { migrationsFolder });
}

/**
 * Several app nodes may start at once against one PostgreSQL: a session advisory lock
 * makes them migrate one after another, and the later ones find nothing left to do.
 */
export async function migratePostgres(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  assertMigrationsFolder(migrationsFolder);
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A client whose session state is uncertain is destroyed rather than reused.
    client.release(failed);
  }
}
