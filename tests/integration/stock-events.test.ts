/** Stock-changed events reach this process's listeners and, on PostgreSQL, other app nodes. */
import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { closeDatabase, openDatabase } from "@/data/db";
import { emitStockChanged, onStockChanged, type StockChange } from "@/data/stock-events";
import { describeEachBackend, useTestDatabase } from "../support/databases";

/** Resolves with the first change heard, or rejects after `ms`. */
function nextChange(subscribe: (listener: (c: StockChange) => void) => void, ms = 5_000) {
  return new Promise<StockChange>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no stock change within ${ms} ms`)), ms);
    subscribe((change) => {
      clearTimeout(timer);
      resolve(change);
    });
  });
}

await describeEachBackend("stock events", (backend) => {
  const t = useTestDatabase(backend);

  it("delivers a change to this process's listeners once, and stops after unsubscribe", async () => {
    const heard: StockChange[] = [];
    const off = await onStockChanged(t.db, (c) => heard.push(c));
    await emitStockChanged(t.db, ["alpha", "alpha", "group"]);
    // Give a NOTIFY echo time to arrive: it must be recognised as ours and not delivered twice.
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toEqual([{ siteSlugs: ["alpha", "group"], allSites: false, origin: "local" }]);

    await off();
    await emitStockChanged(t.db, ["alpha"]);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toHaveLength(1);
  });

  it("keeps delivering to the other listeners when one throws", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const heard: string[][] = [];
    const offBad = await onStockChanged(t.db, () => {
      throw new Error("listener bug");
    });
    const offGood = await onStockChanged(t.db, (c) => heard.push(c.siteSlugs));
    await emitStockChanged(t.db, ["bravo"]);
    expect(heard).toEqual([["bravo"]]);
    expect(logged).toHaveBeenCalledWith("[stock-events] listener failed:", expect.any(Error));
    logged.mockRestore();
    await offBad();
    await offGood();
  });

  if (backend.name === "postgres") {
    it("reaches another app node through LISTEN/NOTIFY", async () => {
      const otherNode = await openDatabase(t.current.options);
      try {
        let listener: ((c: StockChange) => void) | undefined;
        const off = await onStockChanged(otherNode, (c) => listener?.(c));
        const heard = nextChange((l) => {
          listener = l;
        });
        await emitStockChanged(t.db, ["alpha", "bravo"]);
        expect(await heard).toEqual({
          siteSlugs: ["alpha", "bravo"],
          allSites: false,
          origin: "remote",
        });
        await off();
      } finally {
        await closeDatabase(otherNode);
      }
    });

    it("sends all sites when the list is too long for one NOTIFY", async () => {
      const otherNode = await openDatabase(t.current.options);
      try {
        let listener: ((c: StockChange) => void) | undefined;
        await onStockChanged(otherNode, (c) => listener?.(c));
        const heard = nextChange((l) => {
          listener = l;
        });
        const many = Array.from({ length: 1_000 }, (_, i) => `site-number-${i}`);
        await emitStockChanged(t.db, many);
        expect(await heard).toEqual({ siteSlugs: [], allSites: true, origin: "remote" });
      } finally {
        // Closing the database also closes its LISTEN connection.
        await closeDatabase(otherNode);
      }
    });

    it("reconnects a lost LISTEN connection and reports all sites as changed", async () => {
      const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      let listener: ((c: StockChange) => void) | undefined;
      const off = await onStockChanged(t.db, (c) => listener?.(c));
      try {
        const heard = nextChange((l) => {
          listener = l;
        });
        const killed = await t.db.execute<{ ok: boolean }>(sql`
          select pg_terminate_backend(pid) as ok from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%'`);
        expect(killed.rows).toEqual([{ ok: true }]);
        expect(await heard).toEqual({ siteSlugs: [], allSites: true, origin: "remote" });

        // And it listens again: another node's change arrives.
        const again = nextChange((l) => {
          listener = l;
        });
        const otherNode = await openDatabase(t.current.options);
        await emitStockChanged(otherNode, ["alpha"]);
        await closeDatabase(otherNode);
        expect(await again).toMatchObject({ siteSlugs: ["alpha"], origin: "remote" });
      } finally {
        await off();
        warned.mockRestore();
      }
    });
  }
});
