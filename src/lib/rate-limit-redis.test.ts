/**
 * Against the Redis at REDIS_TEST_URL (default redis://127.0.0.1:6379/15); skipped with a notice
 * when none answers. The fallback case needs no Redis.
 */
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryStore } from "./rate-limit";
import { createRedisStore } from "./rate-limit-redis";
import { parseReply } from "./resp-client";

const URL_ = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379/15";
const reachable = await new Promise<boolean>((resolve) => {
  const u = new URL(URL_);
  const s = net.createConnection({ host: u.hostname, port: Number(u.port || 6379) });
  s.once("connect", () => {
    s.destroy();
    resolve(true);
  });
  s.once("error", () => resolve(false));
});
if (!reachable) console.warn(`!! Redis not reachable at ${URL_}: Redis store cases skipped`);

describe("parseReply", () => {
  it("reads every RESP2 type and waits for incomplete replies", () => {
    const b = (s: string) => Buffer.from(s);
    expect(parseReply(b("+OK\r\n"), 0)).toEqual({ value: "OK", next: 5 });
    expect(parseReply(b(":42\r\n"), 0)?.value).toBe(42);
    expect(parseReply(b("$3\r\nabc\r\n"), 0)?.value).toBe("abc");
    expect(parseReply(b("$-1\r\n"), 0)?.value).toBeNull();
    expect(parseReply(b("*2\r\n:1\r\n$1\r\nx\r\n"), 0)?.value).toEqual([1, "x"]);
    expect(parseReply(b("-ERR no\r\n"), 0)?.value).toBeInstanceOf(Error);
    expect(parseReply(b("$3\r\nab"), 0)).toBeNull();
    expect(parseReply(b("*2\r\n:1\r\n"), 0)).toBeNull();
  });
});

describe.skipIf(!reachable)("Redis rate-limit store", () => {
  const prefix = `test:${process.pid}:${Date.now()}:`;
  const store = createRedisStore(URL_, { fallback: createMemoryStore(), log: () => {}, prefix });
  afterAll(() => store.close());

  it("counts hits in a shared window", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => store.hit("ip:9", 60_000)));
    expect(results.map((r) => r.count).sort()).toEqual([1, 2, 3, 4, 5]);
    const other = createRedisStore(URL_, { fallback: createMemoryStore(), log: () => {}, prefix });
    expect((await other.hit("ip:9", 60_000)).count).toBe(6);
    await other.close();
  });

  it("claims once", async () => {
    expect(await store.claimOnce("captcha:x", 10_000)).toBe(true);
    expect(await store.claimOnce("captcha:x", 10_000)).toBe(false);
  });
});

describe("Redis store without Redis", () => {
  it("falls back to memory and logs", async () => {
    const logs: string[] = [];
    const store = createRedisStore("redis://127.0.0.1:1", {
      fallback: createMemoryStore(),
      log: (m) => logs.push(m),
      timeoutMs: 200,
    });
    expect((await store.hit("k", 60_000)).count).toBe(1);
    expect((await store.hit("k", 60_000)).count).toBe(2);
    expect(await store.claimOnce("c", 1_000)).toBe(true);
    expect(logs).toHaveLength(1);
    await store.close();
  });
});
