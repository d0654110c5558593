/**
 * "Stock changed" events, so that search indexes and caches refresh after an import.
 * Listeners of a database hear every change emitted through it in this process; on
 * PostgreSQL the change is also sent with NOTIFY and heard through LISTEN by every other
 * app node (or other Database opened on the same server), so all nodes stay fresh.
 */
import { randomUUID } from "node:crypto";
import { processShared } from "@/lib/process-shared";
import { type Database, databaseHandle, onDatabaseClose } from "./db";
import { PgListener } from "./pg-listener";

export const STOCK_CHANNEL = "forecourt_stock_changed";

/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7_500;

export type StockChange = {
  /** Sites whose stock changed; ignore when `allSites` is set. */
  siteSlugs: string[];
  /** True when the sites are not known (a lost LISTEN connection, a very long list). */
  allSites: boolean;
  /**
   * The dealerships whose cars changed, when the change knows them all (a stock import): the
   * search index reads just those dealerships again. Absent: any car may have changed.
   */
  dealershipIds?: number[];
  /** Emitted in this process, or heard from another node. */
  origin: "local" | "remote";
};

export type StockListener = (change: StockChange) => void;

type Hub = {
  id: string;
  listeners: Set<StockListener>;
  listener: PgListener | null;
  /** Settles when the current LISTEN connection is in effect (or failed to start). */
  listening: Promise<void> | null;
};

// Shared by every copy of this module in the process (see process-shared.ts).
const hubs = processShared("stock-event-hubs", () => new WeakMap<Database, Hub>());

function hubOf(db: Database): Hub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = { id: randomUUID(), listeners: new Set(), listener: null, listening: null };
    hubs.set(db, hub);
    const created = hub;
    onDatabaseClose(db, async () => {
      created.listeners.clear();
      await created.listener?.stop();
      created.listener = null;
      created.listening = null;
    });
  }
  return hub;
}

function deliver(hub: Hub, change: StockChange): void {
  for (const listener of [...hub.listeners]) {
    try {
      listener(change);
    } catch (error) {
      // One failing listener must not keep the others from hearing the change.
      console.error("[stock-events] listener failed:", error);
    }
  }
}

/**
 * Tells this process's listeners, then (PostgreSQL) every other node. Call after commit.
 * `dealershipIds`: every dealership whose cars changed, when the caller knows them all.
 */
export async function emitStockChanged(
  db: Database,
  siteSlugs: readonly string[],
  dealershipIds?: readonly number[],
): Promise<void> {
  const handle = databaseHandle(db); // throws for a transaction: emit after commit
  const hub = hubOf(db);
  const unique = [...new Set(siteSlugs)];
  const dealers = dealershipIds ? { dealershipIds: [...new Set(dealershipIds)] } : {};
  deliver(hub, { siteSlugs: unique, allSites: false, origin: "local", ...dealers });
  if (handle.driver !== "postgres") return;
  let payload = JSON.stringify({ from: hub.id, siteSlugs: unique, ...dealers });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD)
    payload = JSON.stringify({ from: hub.id, allSites: true });
  await handle.pool.query("select pg_notify($1, $2)", [STOCK_CHANNEL, payload]);
}

function heard(hub: Hub, payload: string): void {
  let message: { from?: unknown; siteSlugs?: unknown; allSites?: unknown; dealershipIds?: unknown };
  try {
    message = JSON.parse(payload);
  } catch {
    message = { allSites: true };
  }
  if (message.from === hub.id) return; // our own NOTIFY: already delivered locally
  const siteSlugs = Array.isArray(message.siteSlugs)
    ? message.siteSlugs.filter((s): s is string => typeof s === "string")
    : [];
  const allSites = message.allSites === true || !Array.isArray(message.siteSlugs);
  const ids = message.dealershipIds;
  // Only a list of whole numbers names the dealerships; anything else is "any car changed".
  const dealers =
    Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id))
      ? { dealershipIds: ids as number[] }
      : {};
  deliver(hub, { siteSlugs, allSites, origin: "remote", ...dealers });
}

/**
 * Subscribes to stock changes of `db`. On PostgreSQL it resolves once LISTEN is in effect
 * (and rejects if it cannot connect). The returned function unsubscribes; the LISTEN
 * connection closes with the last listener or with the database.
 */
export async function onStockChanged(
  db: Database,
  listener: StockListener,
): Promise<() => Promise<void>> {
  const handle = databaseHandle(db);
  const hub = hubOf(db);
  hub.listeners.add(listener);
  if (handle.driver === "postgres") {
    if (!hub.listener) startListening(hub, handle.connectionString);
    try {
      await hub.listening;
    } catch (error) {
      hub.listeners.delete(listener);
      throw error;
    }
  }
  return async () => {
    hub.listeners.delete(listener);
    if (hub.listeners.size === 0 && hub.listener) {
      const stopping = hub.listener;
      hub.listener = null;
      hub.listening = null;
      await stopping.stop();
    }
  };
}

function startListening(hub: Hub, connectionString: string): void {
  const pgListener = new PgListener({
    connectionString,
    channel: STOCK_CHANNEL,
    onNotification: (payload) => heard(hub, payload),
    onReconnect: () => deliver(hub, { siteSlugs: [], allSites: true, origin: "remote" }),
  });
  hub.listener = pgListener;
  hub.listening = pgListener.start().catch((error: unknown) => {
    if (hub.listener === pgListener) {
      hub.listener = null;
      hub.listening = null;
    }
    throw error;
  });
}
