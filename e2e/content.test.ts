/**
 * Supporting and group pages on each demo host: real content from the site's config and data,
 * one h1, a canonical address and no axe violations; optional pages answer 404 unless enabled;
 * and no header or footer link of any demo site answers 404.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { salesCount } from "@/domain/content/sales-counter";
import {
  axeViolations,
  e2eEnabled,
  e2ePort,
  newPage,
  siteUrl,
  useBrowser,
} from "./support/browser";
import { request } from "./support/http";

const slugs = readdirSync("sites")
  .filter((f) => f.endsWith(".json"))
  .map((f) => (JSON.parse(readFileSync(`sites/${f}`, "utf8")) as { slug: string }).slug);

const PAGES = [
  "/about-us",
  "/privacy-policy",
  "/terms-and-conditions",
  "/warranty",
  "/faqs",
  "/service",
];

describe.skipIf(!e2eEnabled())("supporting and group pages", () => {
  const browser = useBrowser();

  it.each(slugs.flatMap((slug) => PAGES.map((path) => ({ slug, path }))))(
    "$slug $path has one h1, a canonical address and no axe violations",
    async ({ slug, path }) => {
      const page = await newPage(browser());
      const response = await page.goto(siteUrl(slug, path));
      expect(response?.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
        new RegExp(`${path}$`),
      );
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it("states the configured privacy timings and warranty years", async () => {
    const privacy = await request(e2ePort(), "parkside-nissan.localhost", "/privacy-policy");
    expect(privacy.body).toContain("within 7 days");
    expect(privacy.body).toContain("within 30 days");
    const warranty = await request(e2ePort(), "parkside-nissan.localhost", "/warranty");
    expect(warranty.body).toContain("3-year warranty");
  });

  it("answers 404 for pages the site has not enabled", async () => {
    for (const path of [
      "/fleet",
      "/roadside-assist",
      "/new-vehicle-warranty",
      "/pages/capped-price-servicing",
      "/pages/nope",
    ]) {
      const reply = await request(e2ePort(), "parkside-nissan.localhost", path);
      expect(reply.status, path).toBe(404);
    }
    const unsubscribe = await request(e2ePort(), "parkside-nissan.localhost", "/pages/unsubscribe");
    expect(unsubscribe.status).toBe(200);
  });

  it("lists service centres with their week of hours and a booking button", async () => {
    const page = await newPage(browser());
    await page.goto(siteUrl("parkside-nissan", "/service"));
    const centres = page.getByRole("region", { name: "Our service centres" }).getByRole("article");
    expect(await centres.count()).toBeGreaterThan(0);
    await expect(centres.first().getByRole("rowheader", { name: "Monday" }).count()).resolves.toBe(
      1,
    );
    await expect(page.locator("#service-form form").count()).resolves.toBe(1);
    await page.context().close();
  });

  it("about-us shows the group's sales counter counting this month in Brisbane time", async () => {
    const page = await newPage(browser());
    await page.goto(siteUrl("southern-cross", "/about-us"));
    const banner = page.getByRole("region", { name: "Sales this Month" });
    await page.waitForTimeout(2500);
    const shown = Number((await banner.locator("p").textContent())?.replace(/,/g, ""));
    expect(Math.abs(shown - salesCount(new Date()))).toBeLessThanOrEqual(1);
    await expect(
      page.getByRole("region", { name: "What our customers say" }).count(),
    ).resolves.toBeLessThanOrEqual(1);
    await page.context().close();
  });

  it("group pages: brands, stats banner, group text and a brand overview", async () => {
    const page = await newPage(browser());
    expect((await page.goto(siteUrl("southern-cross", "/brands")))?.status()).toBe(200);
    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).toContain("50+ manufacturer brands");
    expect(main).toContain("59 franchises");
    const stats = page.getByRole("region", { name: "The group in numbers" });
    await expect(stats.textContent()).resolves.toMatch(/50\+Locations.*40\+Brands.*30\+Years/);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Toyota" }).click();
    await page.waitForURL(/\/toyota\/overview$/);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain(
      "Toyota",
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    for (const [host, path, status] of [
      ["southern-cross", "/nope/overview", 404],
      ["parkside-nissan", "/brands", 404],
      ["parkside-nissan", "/toyota/overview", 404],
      ["southern-cross", "/search/used-cars", 200],
    ] as const) {
      const reply = await request(e2ePort(), `${host}.localhost`, path);
      expect(reply.status, `${host}${path}`).toBe(status);
    }
  });

  it.each(slugs)("no menu link of %s answers 404", async (slug) => {
    const home = await request(e2ePort(), `${slug}.localhost`, "/");
    const chrome = home.body.match(/<header[\s\S]*?<\/header>|<footer[\s\S]*?<\/footer>/g) ?? [];
    const hrefs = new Set(
      chrome
        .flatMap((html) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!))
        .filter((href) => href.startsWith("/") && !href.startsWith("//"))
        .map((href) => href.replace(/&amp;/g, "&").split("#")[0]!),
    );
    expect(hrefs.size).toBeGreaterThan(5);
    const missing: string[] = [];
    for (const href of hrefs) {
      const reply = await request(e2ePort(), `${slug}.localhost`, href);
      if (reply.status === 404) missing.push(href);
    }
    expect(missing).toEqual([]);
  });
});
