/**
 * Server start-up builds the stock search index in the background: the first search finds it
 * built, start-up never waits for it, and a failed build is logged without stopping the server
 * (the first search then builds it).
 */
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Database } from "@/data/db";
import { insertDemoData } from "@/data/demo-data";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { forgetProcessCaches } from "../support/process-state";
import { SITES, searchData } from "./search-fixtures";

const state = vi.hoisted(() => ({
  db: undefined as Database | undefined,
  sites: [] as SiteConfig[],
  /** Stock loading waits for this when set. */
  gate: null as Promise<void> | null,
  failLoad: false,
  loads: 0,
}));
vi.mock("server-only", () => ({}));
vi.mock("@/data/db.server", () => ({ getDatabase: async () => state.db }));
vi.mock("@/config/registry.server", () => ({ getSiteConfigs: () => state.sites }));
vi.mock("@/features/leads/server", () => ({ startLeadDelivery: async () => {} }));
vi.mock("@/features/saved-searches/server", () => ({ startSavedSearchAlerts: async () => {} }));
vi.mock("@/features/console/server", () => ({ startDeliveryChecks: async () => {} }));
vi.mock("@/data/repositories/cars", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/data/repositories/cars")>();
  return {
    ...actual,
    readIndexableCarPages: async (db: Database) => {
      state.loads++;
      if (state.gate) await state.gate;
      if (state.failLoad) throw new Error("stock table unavailable");
      return actual.readIndexableCarPages(db);
    },
  };
});

const { startServer } = await import("@/features/platform/start-server.server");
const { getSearchSnapshot, peekSearchSnapshot } = await import("@/data/search/search-index.server");

const resetSearch = () => {
  forgetProcessCaches();
};

await describeEachBackend("search index at start-up", (backend) => {
  const t = useTestDatabase(backend);
  const stock = searchData();

  beforeAll(async () => {
    state.db = t.db;
    state.sites = SITES;
    await insertDemoData(t.db, stock);
  });
  afterEach(() => {
    state.gate = null;
    state.failLoad = false;
    state.loads = 0;
    vi.restoreAllMocks();
    resetSearch();
  });

  it("is built after start-up without a search asking, and the first search uses it", async () => {
    resetSearch();
    await startServer();
    await vi.waitFor(() => expect(peekSearchSnapshot()).not.toBeNull(), { timeout: 10_000 });
    const built = peekSearchSnapshot()!;
    expect(built.index.size).toBe(stock.cars.length);
    expect(await getSearchSnapshot()).toBe(built);
    expect(state.loads).toBe(1);
  });

  it("does not hold up start-up while the stock loads", async () => {
    resetSearch();
    let release: () => void = () => {};
    state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await startServer(); // resolves with the build still waiting for its stock
    expect(state.loads).toBe(1);
    expect(peekSearchSnapshot()).toBeNull();
    release();
    await vi.waitFor(() => expect(peekSearchSnapshot()).not.toBeNull(), { timeout: 10_000 });
  });

  it("logs a failed build, keeps the server up, and builds on the first search", async () => {
    resetSearch();
    state.failLoad = true;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    await startServer();
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining("[search] building the index at start-up failed"),
        expect.objectContaining({ message: "stock table unavailable" }),
      ),
    );
    expect(exit).not.toHaveBeenCalled();
    expect(peekSearchSnapshot()).toBeNull();
    state.failLoad = false;
    expect((await getSearchSnapshot()).index.size).toBe(stock.cars.length);
  });
});
