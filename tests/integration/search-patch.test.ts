/**
 * A stock import of one dealership patches the running search index on both databases: the
 * stock-changed event names the dealership, the index reads just its cars again, and every
 * search answers as an index built from scratch would. On PostgreSQL another app node hears the
 * change through NOTIFY and patches its own index the same way.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeDatabase, type Database, openDatabase } from "@/data/db";
import { insertDemoData } from "@/data/demo-data";
import { listIndexableCars } from "@/data/repositories/cars";
import { changedDealerships, createIndexStore, type IndexStore } from "@/data/search/index-store";
import { onStockChanged } from "@/data/stock-events";
import { buildSearchIndex, searchStock } from "@/domain/search/engine";
import type { SearchRequest } from "@/domain/search/search-types";
import { searchStockIndex } from "@/domain/search/stock-index";
import { importStockFeed } from "@/features/stock-import/import-stock";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { car, dealership, emptyData, location, NOW } from "./fixtures";

const ALPHA = { slug: "alpha", dealerships: ["alpha-toyota"] };
const HEADER = "stocknum,dealership,year,make,model,badge,price,car_type,status,location,images";
const FEED = [
  HEADER,
  "H1,alpha-toyota,2023,Toyota,HiLux,SR5,52990,used,in_stock,north-yard,/media/h1.jpg",
  "C2,alpha-toyota,2022,Toyota,Corolla,Ascent Sport,29990,used,in_stock,,",
  "R3,alpha-toyota,2024,Toyota,RAV4,GXL,48990,new,coming_soon,,",
  "K4,alpha-toyota,2021,Toyota,Kluger,Grande,61990,used,in_stock,north-yard,",
].join("\n");

/** Searches of one site, of the other, and of both (a group), with text, typos and refinements. */
const REQUESTS: SearchRequest[] = [[1], [2], [1, 2]].flatMap((dealershipIds) =>
  [
    {},
    { query: "toyota" },
    { query: "hilx" },
    { query: "corola" },
    { filters: { make: ["Toyota", "Mazda"] } },
    { sort: "price_asc" as const, hitsPerPage: 2, offset: 1 },
    { filters: { price: { min: 30_000, max: null } }, sort: "year_desc" as const },
  ].map((rest) => ({ dealershipIds, soldDays: 3, now: NOW.getTime(), ...rest })),
);

/** Stores a running index of `db`, refreshed by its stock-changed events as the server's is. */
async function runningIndex(db: Database) {
  const load = { whole: 0, dealerships: [] as number[][] };
  const store = createIndexStore({
    load: () => {
      load.whole++;
      return listIndexableCars(db);
    },
    loadDealerships: (dealershipIds) => {
      load.dealerships.push([...dealershipIds]);
      return listIndexableCars(db, { dealershipIds });
    },
    debounceMs: 5,
    log: { error: console.error, info: () => undefined },
  });
  const stop = await onStockChanged(db, (change) => store.invalidate(changedDealerships(change)));
  await store.current();
  return { store, load, stop };
}

/** Every request answers on the store's index as on one built from the database now. */
async function expectAsFreshBuild(db: Database, store: IndexStore) {
  const { index } = await store.current();
  const fresh = buildSearchIndex(await listIndexableCars(db));
  expect(index.size).toBe(fresh.size);
  for (const request of REQUESTS) {
    const { ms: _a, ...patched } = searchStockIndex(index, request);
    const { ms: _b, ...built } = searchStock(fresh, request);
    expect(patched).toEqual(built);
  }
}

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

await describeEachBackend("search index patched by a stock import", (backend) => {
  const t = useTestDatabase(backend);
  let node: Awaited<ReturnType<typeof runningIndex>>;

  beforeAll(async () => {
    await insertDemoData(t.db, {
      ...emptyData(),
      dealerships: [dealership(1, "alpha-toyota"), dealership(2, "bravo-mazda")],
      locations: [location(10, 1, "north-yard"), location(20, 2, "bravo-yard")],
      cars: [
        car(1, 1, { stocknum: "H1", make: "Toyota", model: "HiLux", price: 45_000 }),
        car(2, 1, { stocknum: "OLD9", make: "Toyota", model: "Camry", price: 25_000 }),
        car(3, 2, { stocknum: "M1", make: "Mazda", model: "CX-5", price: 39_000 }),
        car(4, 2, { stocknum: "M2", make: "Mazda", model: "BT-50", price: 51_000 }),
      ],
    });
    node = await runningIndex(t.db);
  });

  afterAll(async () => {
    await node.stop();
    node.store.close();
  });

  it("patches the importing dealership in, reading only its cars, as a fresh build answers", async () => {
    const before = await node.store.current();
    const result = await importStockFeed(t.db, {
      site: ALPHA,
      text: FEED,
      format: "csv",
      now: NOW,
      source: "api",
    });
    expect(result.ok).toBe(true);
    await until(() => node.store.peek() !== before);
    await node.store.idle();
    const after = await node.store.current();
    expect(node.load.whole).toBe(1);
    expect(node.load.dealerships).toEqual([[1]]);
    expect([...after.index.replaced]).toEqual([1]);
    await expectAsFreshBuild(t.db, node.store);
    // The Camry left the feed: sold, still listed for the sold days, found by its words.
    const camry = searchStockIndex(after.index, REQUESTS[1]!);
    expect(camry.hits.map((hit) => hit.stocknum).sort()).toEqual(["C2", "H1", "K4", "OLD9", "R3"]);
  });

  if (backend.name === "postgres") {
    it("patches another node's index from the change it hears through NOTIFY", async () => {
      const other = await openDatabase(t.current.options);
      const otherNode = await runningIndex(other);
      try {
        const before = await otherNode.store.current();
        const feed = `${FEED}\nP5,alpha-toyota,2020,Toyota,Prado,VX,58990,used,in_stock,,`;
        const result = await importStockFeed(t.db, {
          site: ALPHA,
          text: feed,
          format: "csv",
          now: NOW,
          source: "api",
        });
        expect(result.ok).toBe(true);
        await until(() => otherNode.store.peek() !== before);
        await otherNode.store.idle();
        expect(otherNode.load.whole).toBe(1);
        expect(otherNode.load.dealerships).toEqual([[1]]);
        await expectAsFreshBuild(other, otherNode.store);
        const prado = searchStockIndex((await otherNode.store.current()).index, {
          dealershipIds: [1],
          soldDays: 3,
          now: NOW.getTime(),
          query: "prado",
        });
        expect(prado.hits.map((hit) => hit.stocknum)).toEqual(["P5"]);
      } finally {
        await otherNode.stop();
        otherNode.store.close();
        await closeDatabase(other);
      }
    });
  }
});
