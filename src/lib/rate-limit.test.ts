import { describe, expect, it } from "vitest";
import { checkRateLimits, createMemoryStore, windowKey } from "./rate-limit";

describe("memory rate-limit store", () => {
  it("counts hits per fixed window and starts again in the next", async () => {
    let t = 60_000 * 10 + 5_000;
    const store = createMemoryStore(() => t);
    expect(await store.hit("ip:1", 60_000)).toEqual({ count: 1, resetMs: 55_000 });
    expect((await store.hit("ip:1", 60_000)).count).toBe(2);
    expect((await store.hit("ip:2", 60_000)).count).toBe(1);
    t += 55_000;
    expect((await store.hit("ip:1", 60_000)).count).toBe(1);
  });

  it("claims a key once until it expires", async () => {
    let t = 0;
    const store = createMemoryStore(() => t);
    expect(await store.claimOnce("captcha:abc", 1_000)).toBe(true);
    expect(await store.claimOnce("captcha:abc", 1_000)).toBe(false);
    t = 1_000;
    expect(await store.claimOnce("captcha:abc", 1_000)).toBe(true);
  });

  it("stays bounded when flooded with keys", async () => {
    const store = createMemoryStore(() => 0, 100);
    for (let i = 0; i < 1_000; i++) await store.hit(`ip:${i}`, 60_000);
    // The newest keys are still counted; the oldest were let go.
    expect((await store.hit("ip:999", 60_000)).count).toBe(2);
    expect((await store.hit("ip:0", 60_000)).count).toBe(1);
  });

  it("keeps counting the newest keys through a flood far past its bound", async () => {
    let t = 0;
    const store = createMemoryStore(() => t, 1_000);
    for (let i = 0; i < 200_000; i++) {
      t += 1;
      await store.hit(`ip:${i}`, 600_000);
    }
    expect((await store.hit("ip:199999", 600_000)).count).toBe(2);
    expect((await store.hit("ip:0", 600_000)).count).toBe(1);
  });

  it("never lets a flood of counters evict a captcha claim before it expires", async () => {
    let t = 0;
    const store = createMemoryStore(() => t, 100);
    expect(await store.claimOnce("captcha:spent", 20 * 60_000)).toBe(true);
    for (let i = 0; i < 100_000; i++) await store.hit(`flood:${i}`, 60_000);
    t = 20 * 60_000 - 1;
    expect(await store.claimOnce("captcha:spent", 20 * 60_000)).toBe(false);
    t = 20 * 60_000;
    expect(await store.claimOnce("captcha:spent", 20 * 60_000)).toBe(true);
  });

  it("lets expired counters go as time passes", async () => {
    let t = 0;
    const store = createMemoryStore(() => t, 1_000_000);
    await store.hit("a", 1_000);
    t = 5_000;
    expect((await store.hit("a", 1_000)).count).toBe(1);
  });
});

describe("checkRateLimits", () => {
  it("refuses past any rule's limit and says when to come back", async () => {
    const store = createMemoryStore(() => 30_000);
    const rules = [
      { key: "ip", limit: 2, windowMs: 60_000 },
      { key: "site", limit: 100, windowMs: 60_000 },
    ];
    expect(await checkRateLimits(store, rules)).toEqual({ ok: true });
    expect(await checkRateLimits(store, rules)).toEqual({ ok: true });
    expect(await checkRateLimits(store, rules)).toEqual({ ok: false, retryAfterSeconds: 30 });
  });

  it("places windows the same on every node", () => {
    expect(windowKey("k", 60_000, 125_000)).toEqual({ key: "k:2", resetMs: 55_000 });
  });
});
