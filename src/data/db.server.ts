import "server-only";
/**
 * The app server's one database: opened on first use from the environment (DATABASE_URL,
 * DATA_DIR), with the postcode table filled, and kept on globalThis so that Next's dev
 * reloads reuse it instead of opening PGlite twice (PGlite has no cross-process lock).
 */
import { env } from "@/lib/env";
import { type Database, openDatabase } from "./db";
import { ensurePostcodes } from "./postcodes-load";

const cache = globalThis as typeof globalThis & { __forecourtDatabase?: Promise<Database> };

async function open(): Promise<Database> {
  const { DATABASE_URL, dataDir } = env();
  const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir });
  await ensurePostcodes(db);
  return db;
}

export function getDatabase(): Promise<Database> {
  cache.__forecourtDatabase ??= open().catch((error: unknown) => {
    // A failed open (server down at start) may succeed on the next request.
    cache.__forecourtDatabase = undefined;
    throw error;
  });
  return cache.__forecourtDatabase;
}
