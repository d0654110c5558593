import "server-only";
/**
 * The server's one search index: built from readIndexableCarPages at start-up (warmSearchIndex) or
 * else on first use, and rebuilt when onStockChanged fires (an import in this process, or NOTIFY
 * from another node on PostgreSQL); a change naming its dealerships (a stock import) patches just
 * those dealerships' cars in, read again from the database.
 * Process-shared so that every route of the process shares one index and one cache.
 */
import type { Database } from "@/data/db";
import { getDatabase } from "@/data/db.server";
import { listIndexableCars, readIndexableCarPages } from "@/data/repositories/cars";
import { onStockChanged } from "@/data/stock-events";
import { processShared } from "@/lib/process-shared";
import {
  changedDealerships,
  createIndexStore,
  type IndexSnapshot,
  type IndexStore,
} from "./index-store";
import { createResultsCache, type ResultsCache } from "./results-cache";
import { stockFingerprint } from "./stock-fingerprint";

/** Room for many shoppers' pages; each entry is one page of hits plus facets (a few KB). */
const CACHE_ENTRIES = 2_000;
const CACHE_TTL_MS = 60_000;
/** How often stock is checked for changes when stock events cannot be heard. */
const POLL_MS = 30_000;

type SearchRuntime = {
  store: IndexStore;
  cache: ResultsCache<unknown>;
  subscribed: Promise<unknown> | null;
};

function runtime(): SearchRuntime {
  return processShared("search", createRuntime);
}

function createRuntime(): SearchRuntime {
  const cache = createResultsCache<unknown>({ maxEntries: CACHE_ENTRIES, ttlMs: CACHE_TTL_MS });
  const store = createIndexStore({
    load: async () => readIndexableCarPages(await getDatabase()),
    loadDealerships: async (dealershipIds) =>
      listIndexableCars(await getDatabase(), { dealershipIds }),
    onSwap: (snapshot) => {
      cache.clear();
      console.info(
        `[search] index v${snapshot.version}: ${snapshot.index.size.toLocaleString("en-AU")} cars in ${Math.round(snapshot.buildMs)} ms${snapshot.index.delta ? ` (${snapshot.index.replaced.size} dealerships patched in)` : ""}`,
      );
    },
  });
  return { store, cache, subscribed: null };
}

/** Falls back to checking the stock's fingerprint now and then; rebuilds when it moves. */
function poll(state: SearchRuntime, db: Database): void {
  let last: string | null = null;
  const check = async () => {
    try {
      const now = await stockFingerprint(db);
      if (last !== null && now !== last) state.store.invalidate();
      last = now;
    } catch (error) {
      console.error("[search] stock check failed:", error);
    }
  };
  void check();
  setInterval(check, POLL_MS).unref();
}

function subscribe(state: SearchRuntime, db: Database): void {
  state.subscribed ??= onStockChanged(db, (change) =>
    state.store.invalidate(changedDealerships(change)),
  ).catch((error: unknown) => {
    console.warn(
      `[search] stock events unavailable (${error instanceof Error ? error.message : String(error)}); checking stock every ${POLL_MS / 1000} s instead`,
    );
    poll(state, db);
  });
}

/** The current index snapshot (built on first use) and subscribed to stock changes. */
export async function getSearchSnapshot(): Promise<IndexSnapshot> {
  const state = runtime();
  subscribe(state, await getDatabase());
  return state.store.current();
}

/** Settles once a rebuild a stock change asked for is done, so a search after it sees the change. */
export async function searchIndexSettled(): Promise<void> {
  await runtime().store.idle();
}

/** The current snapshot if one is built; never starts a build. */
export function peekSearchSnapshot(): IndexSnapshot | null {
  return runtime().store.peek();
}

/**
 * Starts building the index now (server start-up), so that the first search finds it built.
 * Never rejects and is not awaited by start-up: the build runs in slices while the server
 * answers, and a failure is logged (the first search then tries again).
 */
export async function warmSearchIndex(): Promise<void> {
  try {
    await getSearchSnapshot();
  } catch (error) {
    console.error(
      "[search] building the index at start-up failed; the first search will try again:",
      error,
    );
  }
}

/** The process's results cache; keys carry the snapshot version. */
export function getResultsCache<V>(): ResultsCache<V> {
  return runtime().cache as ResultsCache<V>;
}
