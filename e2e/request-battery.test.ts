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

  const site = SITES[0]!;
  const host = () => `${site}.localhost:${server.port}`;

  it("answers the probe's examples with a 4xx in words", async () => {
    const paths = [
      "/cars/%ff",
      "/media/%ff",
      "/search/%zz",
      "/api/cars/%c0%af/view.json",
      "/book-test-drive?car_id=%00",
      "/trade-in?car_id=%00",
      "/models/order-now?car_id=%00",
    ];
    for (const path of paths) {
      const reply = await sendRaw(server.port, { method: "GET", path, host: host(), headers: {} });
      expect(reply.status, path).toBe(400);
    }
  });

  it("answers a form posted to an escaped or unknown API address with a 4xx, never a page's action", async () => {
    const form = { "content-type": "multipart/form-data; boundary=XX" };
    const cases: [path: string, status: number][] = [
      // Escapes that resolve out of /api/ make it a page's form post: it must say its length.
      ["/api/test-drive/%2e%2e%2f%2e%2e%2fetc%2fpasswd/slots", 411],
      // An address under /api/ that no route answers.
      ["/api/test-drive/%2e%2e%2fx/slots", 404],
      ["/api/no-such-thing", 404],
    ];
    for (const [path, status] of cases) {
      const reply = await sendRaw(server.port, {
        method: "POST",
        path,
        host: host(),
        headers: form,
      });
      expect(reply.status, path).toBe(status);
    }
  });

  it("answers a crafted host with a 404 and never writes it into an address", async () => {
    for (const crafted of [`${host()}@evil.example`, `${host()}.evil.example`, "evil.example"]) {
      for (const path of ["/", "/robots.txt", "/sitemap.xml"]) {
        const reply = await sendRaw(server.port, {
          method: "GET",
          path,
          host: crafted,
          headers: {},
        });
        expect(reply.status, `${crafted}${path}`).toBe(404);
      }
    }
    const robots = await request(server.port, host(), "/robots.txt", {
      headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(robots.body).toContain(`Sitemap: http://${host()}/sitemap.xml`);
    expect(robots.body).not.toContain("evil");
  });

  it("sends the security headers, with the page's scripts carrying the policy's nonce", async () => {
    const page = await request(server.port, host(), "/");
    const policy = String(page.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    const scripts = [...page.body.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag] of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["permissions-policy"]).toContain("camera=()");
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    expect(page.headers["x-middleware-rewrite"]).toBeUndefined();
    // A page rendered for each request gets a fresh nonce; a shared page that the front door
    // keeps is sent with the nonce its scripts carry (ADR 0100).
    const again = await request(server.port, host(), "/");
    expect(again.headers["content-security-policy"]).toBe(policy);
    const policyOf = async () =>
      String((await request(server.port, host(), "/sign-in")).headers["content-security-policy"]);
    expect(await policyOf()).not.toBe(await policyOf());
  });

  it("ignores a client's own X-Forwarded-For: every address it names is the same bucket", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const reply = await request(server.port, host(), "/api/altcha/challenge", {
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
      statuses.push(reply.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
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
