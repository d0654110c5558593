/**
 * The front door's cache of shared shopper pages, on a production build over plain HTTP:
 * - a shared page is rendered once and then answered from the cache, with a public
 *   Cache-Control, a weak ETag that a revalidation answers with 304, and its own nonce;
 * - a stock import empties exactly that site's cached pages and no other site's;
 * - a page rendered for a signed-in shopper is not kept, and holds nothing of them: it is the
 *   page an anonymous visitor is shown, nonces and captcha questions aside;
 * - pages behind sign-in, the sign-in page and the console are never kept.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eEnabled } from "./support/browser";
import { type HttpReply, request } from "./support/http";
import { signInByHttp } from "./support/sign-in";
import { type SiteServer, startSiteServer } from "./support/site-server";

const IMPORTED = "redgum-preowned";
const OTHER = "parkside-nissan";

/**
 * The page as every visitor would see it: its markup without this answer's nonce, captcha
 * question and scripts (the framework's data rows arrive in no fixed order; they hold the same
 * props as the markup).
 */
function shared(reply: HttpReply): string {
  const nonce = /'nonce-([^']+)'/.exec(String(reply.headers["content-security-policy"]))?.[1];
  expect(nonce).toBeDefined();
  return reply.body
    .split(nonce!)
    .join("NONCE")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/\d{13}\.[0-9a-f]{24}\.[0-9a-f]{64}/g, "CAPTCHA-TOKEN")
    .replace(/What is \d plus \d\?/g, "CAPTCHA-QUESTION");
}

describe.skipIf(!e2eEnabled())("the shared page cache", () => {
  let server: SiteServer;
  const get = (site: string, pathname: string, headers: Record<string, string> = {}) =>
    request(server.port, `${site}.localhost:${server.port}`, pathname, { headers });
  const cacheOf = (reply: HttpReply) => reply.headers["x-forecourt-cache"];

  /** A car's page of the site, from its sitemap. */
  async function carPath(site: string): Promise<string> {
    const sitemap = await get(site, "/sitemap.xml");
    const found = /<loc>https?:\/\/[^<]*?(\/cars\/[a-z0-9-]+)<\/loc>/.exec(sitemap.body)?.[1];
    expect(found, `a car in ${site}'s sitemap`).toBeDefined();
    return found!;
  }

  beforeAll(async () => {
    server = await startSiteServer({ name: "page-cache" });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("renders a shared page once, then answers it from the cache with a public policy", async () => {
    const car = await carPath(OTHER);
    for (const pathname of ["/", "/search/used-cars", car]) {
      const first = await get(OTHER, pathname);
      expect(first.status, pathname).toBe(200);
      expect(cacheOf(first), pathname).toBe("miss");
      const second = await get(OTHER, pathname);
      expect(cacheOf(second), pathname).toBe("hit");
      expect(second.body).toBe(first.body);
      expect(second.headers["cache-control"]).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(second.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      // The policy names the nonce the page's scripts carry.
      const nonce = /'nonce-([^']+)'/.exec(String(second.headers["content-security-policy"]))![1];
      expect(second.body).toContain(`nonce="${nonce}"`);
      expect(second.headers["x-forecourt-shared-page"]).toBeUndefined();
      const again = await get(OTHER, pathname, { "if-none-match": String(second.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body).toBe("");
    }
    // The same search asked with its parameters in another order, or from a campaign, shares it.
    await get(OTHER, "/search/used-cars?sort=price-low&page=2");
    const reordered = await get(OTHER, "/search/used-cars?utm_source=tv&page=2&sort=price-low");
    expect(cacheOf(reordered)).toBe("hit");
  });

  it("empties exactly the imported site's pages", async () => {
    for (const site of [IMPORTED, OTHER]) {
      await get(site, "/");
      expect(cacheOf(await get(site, "/"))).toBe("hit");
    }
    const feed = readFileSync(path.join("examples", "feeds", `${IMPORTED}.csv`), "utf8");
    const imported = await request(
      server.port,
      `${IMPORTED}.localhost:${server.port}`,
      "/api/admin/stock",
      {
        method: "POST",
        headers: { authorization: `Bearer demo-${IMPORTED}`, "content-type": "text/csv" },
        body: feed,
      },
    );
    expect(imported.status).toBeLessThan(300);
    expect(cacheOf(await get(IMPORTED, "/"))).toBe("miss");
    expect(cacheOf(await get(OTHER, "/"))).toBe("hit");
  });

  it("never keeps a signed-in shopper's render, and it holds nothing of theirs", async () => {
    const host = `${OTHER}.localhost:${server.port}`;
    const cookie = await signInByHttp(
      server.port,
      host,
      path.join(server.root, "data"),
      "0412 555 091",
    );
    const car = await carPath(OTHER);
    const pathname = `${car}?from=signed-in-test`;
    const signedIn = await get(OTHER, pathname, { cookie });
    expect(signedIn.status).toBe(200);
    expect(cacheOf(signedIn)).toBe("bypass");
    expect(signedIn.headers["cache-control"]).not.toMatch(/public/);
    // Nothing of the shopper: not their number, not their session.
    const token = /fc_session=([^;]+)/.exec(cookie)![1]!;
    for (const reply of [signedIn]) {
      expect(reply.body).not.toMatch(/0412\s?555\s?091|\+?61\s?412\s?555\s?091/);
      expect(reply.body).not.toContain(token);
    }
    const anonymous = await get(OTHER, pathname);
    expect(cacheOf(anonymous)).toBe("miss");
    expect(shared(signedIn)).toBe(shared(anonymous));
    // Once kept, the signed-in shopper is shown the shared page too.
    expect(cacheOf(await get(OTHER, pathname, { cookie }))).toBe("hit");
  });

  it("answers a host that names no site with its 404, not kept", async () => {
    const stranger = await request(server.port, "stranger.example.com", "/");
    expect(stranger.status).toBe(404);
    expect(stranger.body).toContain("<title>Site not found</title>");
    expect(cacheOf(stranger)).toBe("bypass");
  });

  it("never keeps the sign-in page, My Garage, or the console", async () => {
    for (const pathname of ["/sign-in", "/my-garage", "/admin", "/admin/sign-in"]) {
      await get(OTHER, pathname);
      const again = await get(OTHER, pathname);
      expect(cacheOf(again), pathname).not.toBe("hit");
      expect(String(again.headers["cache-control"]), pathname).not.toMatch(/public/);
    }
  });
});
