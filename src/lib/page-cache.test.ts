import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache } from "./page-cache";

const page = (site: string, size = 1000, storedAt = 0): CachedPage => ({
  site,
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: Buffer.alloc(size, 97),
  nonce: "n",
  etag: 'W/"x"',
  storedAt,
});

describe("PageCache", () => {
  it("answers a page until its time is up", () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlMs: 60_000 });
    expect(cache.set("a/", page("a"), cache.generation())).toBe(true);
    expect(cache.get("a/", 59_999)?.site).toBe("a");
    expect(cache.get("a/", 60_000)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, hits: 1, misses: 1 });
  });

  it("empties exactly one site's pages, and refuses a page whose render began before", () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlMs: 60_000 });
    const before = cache.generation();
    cache.set("a/", page("a"), before);
    cache.set("a/search", page("a"), before);
    cache.set("b/", page("b"), cache.generation());
    cache.dropSite("a");
    expect(cache.get("a/", 1)).toBeUndefined();
    expect(cache.get("a/search", 1)).toBeUndefined();
    expect(cache.get("b/", 1)?.site).toBe("b");
    // A render that began before the drop holds the stock as it was: not kept.
    expect(cache.set("a/", page("a"), before)).toBe(false);
    expect(cache.set("a/", page("a"), cache.generation())).toBe(true);
  });

  it("keeps within its bytes, the least recently used out first", () => {
    const cache = new PageCache({ maxBytes: 6500, ttlMs: 60_000 });
    for (const key of ["1", "2", "3", "4"]) cache.set(key, page("a", 1000), 0);
    cache.get("1", 1); // 1 is now the most recent
    cache.set("5", page("a", 1000), 0);
    expect(cache.stats().bytes).toBeLessThanOrEqual(6500);
    expect(cache.get("2", 1)).toBeUndefined();
    expect(cache.get("1", 1)).toBeDefined();
    expect(cache.get("3", 1)).toBeDefined();
    expect(cache.get("5", 1)).toBeDefined();
    // A page bigger than a quarter of the cache is not kept at all.
    expect(cache.set("big", page("a", 2000), 0)).toBe(false);
  });

  it("counts compressed copies in its bytes and forgets them with the page", () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlMs: 60_000 });
    const kept = page("a");
    cache.set("k", kept, 0);
    const base = cache.stats().bytes;
    cache.grow("k", kept, "gzip", Buffer.alloc(100));
    expect(cache.stats().bytes).toBe(base + 100);
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
