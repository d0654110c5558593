/**
 * No request gets a 5xx for its shape: a generated battery of at least 10,000 malformed requests
 * across every page and route of every demo site (broken %-escapes, NULs and odd values in the
 * address, crafted hosts, forged forwarded headers, wrong methods, broken or oversized bodies,
 * odd text), each answered with a status below 500. It runs on a server of its own, so that its
 * junk never counts against another test's limits.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eEnabled } from "./support/browser";
import { request } from "./support/http";
import { malformedRequests, type RawRequest } from "./support/malformed-requests";
import { sendRaw } from "./support/raw-http";
import { readSiteConfigs, type SiteServer, startSiteServer } from "./support/site-server";

const COUNT = Number(process.env.BATTERY_COUNT ?? 10_000);
const CONCURRENCY = 12;
const SITES = readSiteConfigs().map((c) => c.slug);

/** Real values for dynamic segments, read from each site's sitemap. */
async function samples(server: SiteServer): Promise<Record<string, string[]>> {
  const paths: string[] = [];
  for (const site of SITES) {
    const reply = await request(server.port, `${site}.localhost:${server.port}`, "/sitemap.xml");
    for (const match of reply.body.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g))
      paths.push(match[1]!);
  }
  const after = (prefix: string) =>
    paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length).split(/[/?]/)[0]!);
  const cars = after("/cars/").slice(0, 40);
  return {
    slug: [...cars, ...after("/models/").slice(0, 10), ...after("/contact-us/"), "nope"],
    file: cars
      .slice(0, 5)
      .map((c) => `${c}.pdf`)
      .concat(["x.pdf", "x.exe"]),
    brand: ["nissan", "toyota", "kia", "hyundai", "nope"],
    path: ["used-cars", "new-cars/toyota", "new-used-and-demo-cars", "demo-cars/kia/sportage"],
    id: ["00000000-0000-0000-0000-000000000000", "1", "nope"],
    site: SITES,
  };
}

describe.skipIf(!e2eEnabled())("malformed request battery", () => {
  let server: SiteServer;

  beforeAll(async () => {
    server = await startSiteServer({ name: "battery", env: { LEAD_RATE_PER_IP_MINUTE: "100000" } });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it(`answers ${COUNT.toLocaleString("en-AU")} malformed requests without a single 5xx`, async () => {
    const battery = malformedRequests({
      count: COUNT,
      seed: 20261125,
      sites: SITES,
      port: server.port,
      samples: await samples(server),
    });
    const byStatus = new Map<string, number>();
    const failures: { request: RawRequest; status: string; head: string }[] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < battery.length) {
          const item = battery[next++]!;
          const reply = await sendRaw(server.port, item);
          const key = String(reply.status);
          byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
          if (
            reply.status === "timeout" ||
            (typeof reply.status === "number" && reply.status >= 500)
          )
            failures.push({ request: { ...item, body: undefined }, status: key, head: reply.head });
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const summary = [...byStatus]
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ");
    const fiveXx = failures.filter((f) => f.status !== "timeout").length;
    console.log(
      `Request battery: ${battery.length} malformed requests in ${seconds.toFixed(1)} s; ${fiveXx} answered 5xx; by status ${summary}`,
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect(battery.length).toBeGreaterThanOrEqual(10_000);
    // The server is still well after the battery.
    expect((await request(server.port, `${SITES[0]}.localhost:${server.port}`, "/")).status).toBe(
      200,
    );
  }, 900_000);
});
