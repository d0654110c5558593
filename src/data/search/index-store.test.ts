import { describe, expect, it, vi } from "vitest";
import type { Car } from "@/domain/car/car";
import { buildSearchIndexFromPages } from "@/domain/search/build-index";
import { decodeCarJson, encodeCarJson } from "@/domain/search/car-store";
import { searchStock } from "@/domain/search/engine";
import { COMPACT_AT, stockIndexCars } from "@/domain/search/stock-index";
import { testCar } from "@/domain/search/test-car.test-support";
import { buildInSlices, createIndexStore } from "./index-store";

const quiet = { error: vi.fn(), info: vi.fn() };

function loader(batches: (readonly Car[] | Error)[]) {
  let calls = 0;
  const load = vi.fn(async () => {
    const batch = batches[Math.min(calls++, batches.length - 1)]!;
    if (batch instanceof Error) throw batch;
    return batch;
  });
  return load;
}

describe("search index store", () => {
  it("builds once on first use, shared by concurrent callers", async () => {
    const load = loader([[testCar({ id: 1 })]]);
    const store = createIndexStore({ load, log: quiet });
    const [a, b] = await Promise.all([store.current(), store.current()]);
    expect(a).toBe(b);
    expect(a.index.size).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("rebuilds once after a burst of changes and swaps the snapshot", async () => {
    const load = loader([[testCar({ id: 1 })], [testCar({ id: 1 }), testCar({ id: 2 })]]);
    const swaps: number[] = [];
    const store = createIndexStore({
      load,
      debounceMs: 20,
      log: quiet,
      onSwap: (s) => swaps.push(s.version),
    });
    const before = await store.current();
    for (let i = 0; i < 5; i++) store.invalidate();
    expect(await store.current()).toBe(before); // still served while rebuilding
    await store.idle();
    const after = await store.current();
    expect(after.index.size).toBe(2);
    expect(after.version).toBe(before.version + 1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(swaps).toEqual([1, 2]);
    expect(before.index.size).toBe(1); // the old snapshot is untouched
  });

  it("keeps serving the last index when a rebuild fails, and retries on the next change", async () => {
    const load = loader([[testCar({ id: 1 })], new Error("database down"), [testCar({ id: 3 })]]);
    const log = { error: vi.fn(), info: vi.fn() };
    const store = createIndexStore({ load, debounceMs: 5, log });
    const first = await store.current();
    store.invalidate();
    await store.idle();
    expect(await store.current()).toBe(first);
    expect(log.error).toHaveBeenCalledOnce();
    store.invalidate();
    await store.idle();
    expect([...(await store.current()).index.main.cars].map((c) => c.id)).toEqual([3]);
  });

  it("retries a failed first build on the next request", async () => {
    const load = loader([new Error("not yet"), [testCar({ id: 5 })]]);
    const store = createIndexStore({ load, log: quiet });
    await expect(store.current()).rejects.toThrow("not yet");
    expect((await store.current()).index.size).toBe(1);
  });

  it("rebuilds again when stock changes during a rebuild", async () => {
    let release: () => void = () => {};
    let calls = 0;
    const load = vi.fn(async () => {
      calls++;
      if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
      return Array.from({ length: calls }, (_, i) => testCar({ id: i + 1 }));
    });
    const store = createIndexStore({ load, debounceMs: 1, log: quiet });
    await store.current();
    store.invalidate();
    await new Promise((r) => setTimeout(r, 20)); // the second load is now running
    store.invalidate();
    await new Promise((r) => setTimeout(r, 20));
    release();
    await store.idle();
    expect((await store.current()).index.size).toBe(3);
  });

  it("ignores changes before the first build and after close", async () => {
    const load = loader([[testCar({ id: 1 })]]);
    const store = createIndexStore({ load, debounceMs: 1, log: quiet });
    store.invalidate();
    await store.idle();
    expect(load).not.toHaveBeenCalled();
    await store.current();
    store.close();
    store.invalidate();
    await store.idle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("builds with the index's own steps by default, and peeks without building", async () => {
    const load = loader([
      [testCar({ id: 2 }), testCar({ id: 1 }), testCar({ id: 2, make: "Kia" })],
    ]);
    const store = createIndexStore({ load, log: quiet });
    expect(store.peek()).toBeNull();
    expect(load).not.toHaveBeenCalled();
    const snapshot = await store.current();
    expect(store.peek()).toBe(snapshot);
    expect([...snapshot.index.main.cars].map((car) => [car.id, car.make])).toEqual([
      [2, "Toyota"],
      [1, "Toyota"],
    ]);
    expect([...snapshot.index.main.sorts.default.order]).toEqual([1, 0]); // ties by id
  });
});

describe("search index store, changes naming their dealerships", () => {
  const fleet = [
    testCar({ id: 1, dealership_id: 1 }),
    testCar({ id: 2, dealership_id: 2 }),
    testCar({ id: 3, dealership_id: 2, make: "Kia" }),
  ];

  it("patches the named dealerships in, reading only their cars", async () => {
    const load = vi.fn(async () => fleet);
    const loadDealerships = vi.fn(async () => [
      testCar({ id: 7, dealership_id: 2, make: "Mazda" }),
    ]);
    const store = createIndexStore({ load, loadDealerships, debounceMs: 1, log: quiet });
    const before = await store.current();
    store.invalidate([2]);
    await store.idle();
    const after = await store.current();
    expect(load).toHaveBeenCalledOnce();
    expect(loadDealerships).toHaveBeenCalledWith([2]);
    expect(after.version).toBe(before.version + 1);
    expect(after.index.size).toBe(2);
    expect(stockIndexCars(after.index).map((car) => car.id)).toEqual([1, 7]);
    expect(stockIndexCars(before.index).map((car) => car.id)).toEqual([1, 2, 3]); // untouched
  });

  it("rebuilds everything for a change that names no dealership", async () => {
    const load = vi.fn(async () => fleet);
    const loadDealerships = vi.fn(async () => []);
    const store = createIndexStore({ load, loadDealerships, debounceMs: 1, log: quiet });
    await store.current();
    store.invalidate([2]);
    store.invalidate();
    await store.idle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(loadDealerships).not.toHaveBeenCalled();
    expect((await store.current()).index.delta).toBeNull();
  });

  it("rebuilds everything when the patch fails (a car listed under another dealership)", async () => {
    const load = vi.fn(async () => fleet);
    // Car 1 is dealership 1's, which is not replaced: the patch cannot take it.
    const loadDealerships = vi.fn(async () => [testCar({ id: 1, dealership_id: 2 })]);
    const store = createIndexStore({ load, loadDealerships, debounceMs: 1, log: quiet });
    await store.current();
    store.invalidate([2]);
    await store.idle();
    expect(load).toHaveBeenCalledTimes(2);
    expect((await store.current()).index.delta).toBeNull();
  });

  it("builds a whole index again (compaction) once the patched part passes its limit", async () => {
    const load = vi.fn(async () => fleet);
    const many = Array.from({ length: COMPACT_AT + 1 }, (_, i) =>
      testCar({ id: 100 + i, dealership_id: 2 }),
    );
    const loadDealerships = vi.fn(async () => many);
    const swaps: boolean[] = [];
    const store = createIndexStore({
      load,
      loadDealerships,
      debounceMs: 1,
      log: quiet,
      onSwap: (snapshot) => swaps.push(snapshot.index.delta !== null),
    });
    await store.current();
    store.invalidate([2]);
    await store.idle();
    expect(swaps).toEqual([false, true, false]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("buildInSlices", () => {
  const busy = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {}
  };

  it("lets the event loop run between slices that take long, and returns the result", async () => {
    const log: string[] = [];
    function* steps() {
      for (let i = 0; i < 3; i++) {
        busy(20);
        log.push(`step ${i}`);
        yield;
      }
      return "built";
    }
    setImmediate(() => log.push("request"));
    expect(await buildInSlices(steps())).toBe("built");
    expect(log.indexOf("request")).toBeGreaterThan(0);
    expect(log.indexOf("request")).toBeLessThan(3);
  });

  it("waits for pages read as the build asks, and answers as an index of the same cars", async () => {
    const cars = Array.from({ length: 7 }, (_, i) =>
      testCar({ id: i + 1, make: i % 2 ? "Mazda" : "Ford" }),
    );
    const asked: number[] = [];
    async function* pages() {
      for (let from = 0; from < cars.length; from += 3) {
        asked.push(from);
        await new Promise((resolve) => setTimeout(resolve, 5));
        const page = cars.slice(from, from + 3);
        yield { cars: page, texts: page.map(encodeCarJson) };
      }
    }
    const source = { size: cars.length, pages: pages(), codec: { decode: decodeCarJson } };
    const index = await buildInSlices(buildSearchIndexFromPages(source));
    expect(asked).toEqual([0, 3, 6]);
    expect([...index.cars]).toEqual(cars);
    const request = { dealershipIds: [1], soldDays: 3, now: Date.now(), query: "mazda" };
    expect(searchStock(index, request).hits.map((car) => car.id)).toEqual([2, 4, 6]);
  });

  it("fails the build when a page's read fails", async () => {
    async function* pages() {
      yield { cars: [testCar({ id: 1 })], texts: [encodeCarJson(testCar({ id: 1 }))] };
      throw new Error("connection lost");
    }
    const source = { size: 2, pages: pages(), codec: { decode: decodeCarJson } };
    await expect(buildInSlices(buildSearchIndexFromPages(source))).rejects.toThrow(
      "connection lost",
    );
  });

  it("runs quick steps without waiting for the event loop", async () => {
    let turns = 0;
    const counting = setInterval(() => turns++, 0);
    function* steps() {
      for (let i = 0; i < 1_000; i++) yield;
      return 7;
    }
    expect(await buildInSlices(steps())).toBe(7);
    clearInterval(counting);
    expect(turns).toBe(0);
  });
});
