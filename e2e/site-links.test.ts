/**
 * Every address a site writes answers 200 directly: the pages its sitemap lists (all of them but
 * a sample of its cars) and every internal link of its home page. A link that redirects costs
 * the shopper a round trip and a search engine its trust in the sitemap.
 */
import { describe, expect, it } from "vitest";
import { e2eEnabled, e2ePort } from "./support/browser";
import { request } from "./support/http";
import { readSiteConfigs } from "./support/site-server";

const SITES = readSiteConfigs().map((c) => c.slug);

describe.skipIf(!e2eEnabled())("addresses a site writes", () => {
  it.each(SITES)(
    "%s: its sitemap lists its pages, locations and cars, each answering 200",
    async (site) => {
      const host = `${site}.localhost:${e2ePort()}`;
      const sitemap = await request(e2ePort(), host, "/sitemap.xml");
      const paths = [...sitemap.body.matchAll(/<loc>https?:\/\/([^/<]+)([^<]*)<\/loc>/g)].map(
        (m) => {
          expect(m[1]).toBe(host);
          return m[2]!;
        },
      );
      const pages = paths.filter((p) => !p.startsWith("/cars/"));
      const cars = paths.filter((p) => p.startsWith("/cars/"));
      expect(pages).toContain("/");
      expect(pages).toContain("/contact");
      expect(pages.some((p) => p.startsWith("/search/"))).toBe(true);
      expect(pages.some((p) => p.startsWith("/contact-us/"))).toBe(true);
      expect(cars.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const path of [...pages, ...cars.slice(0, 5)]) {
        const reply = await request(e2ePort(), host, path);
        if (reply.status !== 200) wrong.push(`${path}: ${reply.status}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(SITES)(
    "%s: every internal link of its home page answers 200 without a redirect",
    async (site) => {
      const host = `${site}.localhost:${e2ePort()}`;
      const home = await request(e2ePort(), host, "/");
      const hrefs = new Set(
        [...home.body.matchAll(/<a [^>]*href="(\/[^"#]*)/g)]
          .map((m) => m[1]!.replaceAll("&amp;", "&"))
          .filter((href) => !href.startsWith("//")),
      );
      const wrong: string[] = [];
      for (const href of hrefs) {
        const reply = await request(e2ePort(), host, href);
        // A page the site keeps behind sign-in sends a visitor there: that is its answer.
        const toSignIn = reply.status === 307 && /^\/sign-in\?/.test(reply.headers.location ?? "");
        if (reply.status !== 200 && !toSignIn) wrong.push(`${href}: ${reply.status}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
