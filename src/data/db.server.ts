import "server-only";
/**
 * The app server's one database: opened on first use from the environment (DATABASE_URL,
 * DATA_DIR), with the postcode table filled, and process-shared so that Next's dev
 * reloads reuse it instead of opening PGlite twice (PGlite has no cross-process lock).
 */
import { env } from "@/lib/env";
import { processShared } from "@/lib/process-shared";
import { closeDatabase, type Database, databaseHandle, openDatabase } from "./db";
import { ensurePostcodes } from "./postcodes-load";

const holder = processShared("database", (): { open: Promise<Database> | null } => ({
  open: null,
}));

async function open(): Promise<Database> {
  const { DATABASE_URL, dataDir } = env();
  const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir });
  await ensurePostcodes(db);
  return db;
}

/** Keeps `opening` as the process's database; a failed open (server down at start) is retried. */
function hold(opening: Promise<Database>): Promise<Database> {
  holder.open = opening.catch((error: unknown) => {
    holder.open = null;
    throw error;
  });
  return holder.open;
}

export function getDatabase(): Promise<Database> {
  return holder.open ?? hold(open());
}

/**
 * Opens the embedded database again, after a start that filled it with the demo. PGlite's
 * WebAssembly memory never shrinks: a fresh instance holds what serving needs, not what the
 * seeding's writes did (about 40 MB on the demo, ADR 0102). On PostgreSQL there is nothing to
 * give back and the database is kept as it is. Callers meanwhile wait for the new instance, so
 * the directory is never open twice.
 */
export function reopenDatabase(): Promise<Database> {
  return hold(
    getDatabase().then(async (db) => {
      if (databaseHandle(db).driver !== "pglite") return db;
      await closeDatabase(db);
      return open();
    }),
  );
}
