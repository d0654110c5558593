import { describe, expect, it } from "vitest";
import { createResultsCache } from "./results-cache";

describe("results cache", () => {
  it("evicts the oldest entry when full", () => {
    const cache = createResultsCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, 2, 3]);
    expect(cache.size).toBe(2);
  });

  it("treats a refreshed entry as the newest", () => {
    const cache = createResultsCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 10);
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([10, undefined, 3]);
  });

  it("expires entries after the time to live", () => {
    let clock = 0;
    const cache = createResultsCache<string>({ maxEntries: 5, ttlMs: 100, now: () => clock });
    cache.set("a", "x");
    clock = 99;
    expect(cache.get("a")).toBe("x");
    clock = 100;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("holds nothing with no room, and clears", () => {
    const none = createResultsCache<number>({ maxEntries: 0, ttlMs: 1000 });
    none.set("a", 1);
    expect(none.get("a")).toBeUndefined();
    const cache = createResultsCache<number>({ maxEntries: 3, ttlMs: 1000 });
    cache.set("a", 1);
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
  });
});
