import "server-only";
/**
 * The app server's one database: opened on first use from the environment (DATABASE_URL,
 * DATA_DIR), with the postcode table filled, and process-shared so that Next's dev
 * reloads reuse it instead of opening PGlite twice (PGlite has no cross-process lock).
 */
import { env } from "@/lib/env";
import { processShared } from "@/lib/process-shared";
import { type Database, openDatabase } from "./db";
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

export function getDatabase(): Promise<Database> {
  holder.open ??= open().catch((error: unknown) => {
    // A failed open (server down at start) may succeed on the next request.
    holder.open = null;
    throw error;
  });
  return holder.open;
}
