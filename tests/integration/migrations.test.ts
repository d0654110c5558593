/** Opening a database applies the migrations from empty, and re-opening changes nothing. */
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { expect, it } from "vitest";
import { closeDatabase, type Database, openDatabase } from "@/data/db";
import * as schema from "@/data/schema";
import { describeEachBackend } from "../support/databases";

/** Every table the schema declares: the migrations must create exactly these. */
const TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

async function tables(db: Database): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return result.rows.map((r) => r.table_name);
}

async function migrationCount(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n);
}

await describeEachBackend("migrations", (backend) => {
  it("creates every table on an empty database and is a no-op when opened again", async () => {
    const empty = await backend.createEmpty();
    try {
      const first = await openDatabase(empty.options);
      expect(TABLES).toContain("cars");
      expect(await tables(first)).toEqual(TABLES);
      const applied = await migrationCount(first);
      expect(applied).toBeGreaterThan(0);
      await first.execute(sql`insert into dealerships (slug, name) values ('kept', 'Kept')`);
      await closeDatabase(first);

      const second = await openDatabase(empty.options);
      expect(await migrationCount(second)).toBe(applied);
      const kept = await second.execute<{ slug: string }>(sql`select slug from dealerships`);
      expect(kept.rows).toEqual([{ slug: "kept" }]);
      await closeDatabase(second);
    } finally {
      await empty.dispose();
    }
  });

  it("fails with a clear message when the migrations folder is missing", async () => {
    const empty = await backend.createEmpty();
    try {
      await expect(
        openDatabase({ ...empty.options, migrationsFolder: "/nonexistent/drizzle" }),
      ).rejects.toThrow(/No migrations in \/nonexistent\/drizzle/);
    } finally {
      await empty.dispose();
    }
  });

  if (backend.name === "postgres") {
    it("lets several app nodes start at once (the advisory lock serialises migrations)", async () => {
      const empty = await backend.createEmpty();
      try {
        const nodes = await Promise.all(
          Array.from({ length: 4 }, () => openDatabase({ ...empty.options, maxConnections: 2 })),
        );
        for (const node of nodes) expect(await tables(node)).toEqual(TABLES);
        expect(await migrationCount(nodes[0]!)).toBe(await migrationCount(nodes[3]!));
        await Promise.all(nodes.map(closeDatabase));
      } finally {
        await empty.dispose();
      }
    });
  }
});
