import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("shares one load per key until it expires", async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    now = 999;
    expect(await cache.get("a", load)).toBe(1);
    now = 1000;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("drops a failed load instead of caching it", async () => {
    const cache = new TtlCache<number>(1000, 10);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await Promise.resolve();
    expect(await cache.get("a", async () => 7)).toBe(7);
  });

  it("evicts the oldest entry beyond its size and forgets everything on clear", async () => {
    const cache = new TtlCache<string>(1000, 2);
    await cache.get("a", async () => "a");
    await cache.get("b", async () => "b");
    await cache.get("c", async () => "c");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "a2")).toBe("a2");
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
