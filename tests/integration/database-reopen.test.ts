/**
 * The server's database opened again after a first start seeded the demo (ADR 0102): on PGlite
 * a fresh instance over the same files, the first one closed, and callers meanwhile handed the
 * new one (the directory is never open twice); on PostgreSQL the pool is kept as it is.
 */
import { sql } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import type { Database } from "@/data/db";
import { describeEachBackend } from "../support/databases";

const state = vi.hoisted(() => ({
  env: { dataDir: "", DATABASE_URL: undefined as string | undefined },
  postcodeLoads: 0,
}));
vi.mock("server-only", () => ({}));
vi.mock("@/lib/env", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/env")>()),
  env: () => state.env,
}));
vi.mock("@/data/postcodes-load", () => ({
  ensurePostcodes: async () => {
    state.postcodeLoads++;
    return { inserted: 0 };
  },
}));

const { getDatabase, reopenDatabase } = await import("@/data/db.server");
const { closeDatabase, databaseHandle } = await import("@/data/db");

const HOLDER = Symbol.for("forecourt.database");
const rows = async (db: Database) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from reopen_check`)).rows[0]?.n;

await describeEachBackend("the server's database, opened again", (backend) => {
  let disposeAll: (() => Promise<void>) | null = null;

  afterEach(async () => {
    // The process's one database (db.server.ts) is forgotten, as a fresh process would be.
    const holder = (globalThis as Record<symbol, { open: Promise<Database> | null } | undefined>)[
      HOLDER
    ];
    const db = await holder?.open?.catch(() => null);
    if (db) await closeDatabase(db);
    if (holder) holder.open = null;
    await disposeAll?.();
    disposeAll = null;
    state.postcodeLoads = 0;
  });

  async function openServerDatabase(): Promise<Database> {
    const { options, dispose } = await backend.createEmpty();
    disposeAll = dispose;
    state.env = { dataDir: options.dataDir, DATABASE_URL: options.databaseUrl };
    const db = await getDatabase();
    await db.execute(sql`create table reopen_check (id int)`);
    await db.execute(sql`insert into reopen_check values (1), (2), (3)`);
    return db;
  }

  it(
    backend.name === "pglite"
      ? "is a new instance over the same files, the first one closed"
      : "is the same pool, kept open",
    async () => {
      const first = await openServerDatabase();
      const reopened = reopenDatabase();
      // A request during the reopening waits for the new database rather than opening another.
      const meanwhile = getDatabase();
      const db = await reopened;
      expect(await meanwhile).toBe(db);
      expect(await getDatabase()).toBe(db);
      expect(await rows(db)).toBe(3);
      if (backend.name === "pglite") {
        expect(db).not.toBe(first);
        expect(() => databaseHandle(first)).toThrow("Not a database returned by openDatabase");
        expect(state.postcodeLoads).toBe(2);
      } else {
        expect(db).toBe(first);
        expect(state.postcodeLoads).toBe(1);
      }
    },
  );
});
