import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Car } from "@/domain/car/car";
import { buildSearchIndexFromPages, type CarPage, SITE_INDEXES } from "./build-index";
import { runSteps } from "./build-steps";
import {
  decodeCarJson,
  EncodedCarsBuilder,
  encodeCarJson,
  freshBlocks,
  type TextBlocks,
} from "./car-store";
import { buildSearchIndex, searchStock } from "./engine";
import { fleetArb, requestArb } from "./search-arbitraries.test-support";
import { daysBefore, testCar } from "./test-car.test-support";

const PROPERTY_TIMEOUT_MS = 60_000;
const codec = { decode: decodeCarJson };

/** The cars in pages of `perPage`, each with its JSON text. */
function pagesOf(cars: readonly Car[], perPage: number): CarPage[] {
  const pages: CarPage[] = [];
  for (let from = 0; from < cars.length; from += perPage) {
    const page = cars.slice(from, from + perPage);
    pages.push({ cars: page, texts: page.map(encodeCarJson) });
  }
  return pages;
}

const fromPages = (cars: readonly Car[], perPage = 3, size = cars.length) =>
  runSteps(buildSearchIndexFromPages({ size, pages: pagesOf(cars, perPage), codec }));

describe("a car's JSON text", () => {
  it("reads back as the car, its dates as Dates", () => {
    const car = testCar({
      id: 7,
      make: "Škoda",
      sold_date: daysBefore(2),
      hidden_at: daysBefore(1),
      feed_confirmed_at: daysBefore(3),
      rego_expiry: daysBefore(-300),
      images: [{ url: "/a.jpg", thumb: { url: "/a-t.jpg" } }],
    });
    const read = decodeCarJson(encodeCarJson(car));
    expect(read).toStrictEqual(car);
    expect(read.sold_date).toBeInstanceOf(Date);
  });

  it("keeps a car without a confirmation time without one", () => {
    const { feed_confirmed_at: _, ...car } = testCar({ id: 1 });
    expect(decodeCarJson(encodeCarJson(car as Car))).toStrictEqual(car);
  });
});

describe("EncodedCarsBuilder", () => {
  it("keeps every car's text across blocks, multi-byte letters included", () => {
    const cars = Array.from({ length: 300 }, (_, i) =>
      testCar({ id: 10 + i, make: i % 2 ? "Škoda" : "Citroën", dealercomments: "é".repeat(i * 5) }),
    );
    // The first block is sized for 2 KB a car; these take more, so more blocks follow.
    const builder = new EncodedCarsBuilder(cars.length, codec);
    for (const [position, car] of cars.entries()) builder.add(position, car.id, encodeCarJson(car));
    const store = builder.finish();
    expect(store.size).toBe(300);
    expect(store.bytes).toBeGreaterThan(300 * 2_048);
    expect(store.car(299)).toStrictEqual(cars[299]);
    expect(store.id(150)).toBe(160);
    expect([...store]).toStrictEqual(cars);
  });
});

/** A source of blocks that records what it was asked for and hands out marked blocks. */
function recordingBlocks() {
  const asked: number[] = [];
  let closed = 0;
  const blocks: TextBlocks = {
    blockBytes: 128 * 1024,
    take(bytes) {
      asked.push(bytes);
      return freshBlocks.take(bytes);
    },
    close: () => {
      closed++;
    },
  };
  return { blocks, asked, closed: () => closed };
}

describe("where a store's texts are kept", () => {
  it("takes each block from the source given, sized as the builder asks, and closes it", () => {
    const cars = Array.from({ length: 60 }, (_, i) =>
      testCar({ id: i + 1, dealercomments: "x".repeat(3_000) }),
    );
    const { blocks, asked, closed } = recordingBlocks();
    const builder = new EncodedCarsBuilder(cars.length, codec, blocks);
    for (const [position, car] of cars.entries()) builder.add(position, car.id, encodeCarJson(car));
    const store = builder.finish();
    // The first block is sized for 2 KB a car; cars of 3 KB and more need more, at most the
    // source's full block each.
    expect(asked[0]).toBe(60 * 2_048);
    expect(asked.slice(1, -1)).toEqual(asked.slice(1, -1).map(() => 128 * 1024));
    expect(asked.length).toBeGreaterThan(2);
    expect(store.bytes).toBe(asked.reduce((sum, bytes) => sum + bytes, 0));
    expect([...store]).toStrictEqual(cars);
    expect(closed()).toBe(1);
  });

  it("closes the source when a build from pages fails, as when it ends", () => {
    const cars = [testCar({ id: 2 }), testCar({ id: 1 })];
    const failing = recordingBlocks();
    expect(() =>
      runSteps(
        buildSearchIndexFromPages({
          size: 3,
          pages: pagesOf([...cars, testCar({ id: 2 })], 1),
          codec,
          blocks: failing.blocks,
        }),
      ),
    ).toThrow("car 2 is listed twice");
    expect(failing.closed()).toBeGreaterThanOrEqual(1);
    const done = recordingBlocks();
    runSteps(
      buildSearchIndexFromPages({ size: 2, pages: pagesOf(cars, 1), codec, blocks: done.blocks }),
    );
    expect(done.closed()).toBeGreaterThanOrEqual(1);
  });
});

describe("an index built from pages", () => {
  it(
    "answers every request as one built from the same cars held",
    () => {
      fc.assert(
        fc.property(
          fleetArb(),
          fc.integer({ min: 1, max: 7 }),
          fc.array(requestArb, { minLength: 1, maxLength: 4 }),
          (fleet, perPage, requests) => {
            const seen = new Set<number>();
            const cars = fleet.filter((car) => !seen.has(car.id) && seen.add(car.id));
            const paged = fromPages(cars, perPage);
            const held = buildSearchIndex(cars);
            expect([...paged.cars]).toStrictEqual(cars);
            for (const request of requests) {
              const { ms: _a, ...fromText } = searchStock(paged, request);
              const { ms: _b, ...fromHeld } = searchStock(held, request);
              expect(fromText).toEqual(fromHeld);
            }
          },
        ),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it("answers a site from its own index, read from the whole index's text", () => {
    const cars = Array.from({ length: 40 }, (_, i) =>
      testCar({ id: i + 1, dealership_id: 1 + (i % 4), make: i % 3 ? "Mazda" : "Ford" }),
    );
    const sites = { minIndexSize: 0, maxSiteShare: 0.25 };
    const paged = runSteps(
      buildSearchIndexFromPages({ size: 40, pages: pagesOf(cars, 9), codec }, { sites }),
    );
    const held = buildSearchIndex(cars, { sites: SITE_INDEXES });
    const request = { dealershipIds: [2], soldDays: 3, now: Date.now(), hitsPerPage: 5 };
    const { ms: _a, ...fromSite } = searchStock(paged, request);
    const { ms: _b, ...fromWhole } = searchStock(held, request);
    expect(fromSite).toEqual(fromWhole);
    expect(fromSite.hits.map((car) => car.id)).toEqual([2, 6, 10, 14, 18]);
  });

  it("refuses pages that repeat an id or hold another number of cars than they say", () => {
    const cars = [testCar({ id: 3 }), testCar({ id: 1 }), testCar({ id: 2 })];
    expect(fromPages(cars).size).toBe(3);
    expect(() => fromPages([...cars, testCar({ id: 1 })], 2, 4)).toThrow("car 1 is listed twice");
    expect(() => fromPages(cars, 2, 4)).toThrow("fewer cars");
    expect(() => fromPages(cars, 2, 2)).toThrow("more cars");
  });

  it("is not built at once from pages read as it asks: only an asynchronous runner waits", () => {
    async function* pages() {
      yield { cars: [testCar({ id: 1 })], texts: [encodeCarJson(testCar({ id: 1 }))] };
    }
    const source = { size: 1, pages: pages(), codec };
    expect(() => runSteps(buildSearchIndexFromPages(source))).toThrow("wait for reads");
  });
});
