/**
 * Each demo site's home page on its own host: its own name, theme and live stock counts;
 * an unknown host gets the 404 page; axe finds nothing.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  axeViolations,
  e2eEnabled,
  e2ePort,
  newPage,
  siteUrl,
  useBrowser,
} from "./support/browser";
import { request } from "./support/http";

type DemoSite = { slug: string; name: string; theme?: { colors?: { primary?: string } } };
const sites: DemoSite[] = readdirSync("sites")
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(`sites/${f}`, "utf8")) as DemoSite);

const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe.skipIf(!e2eEnabled())("home page per site host", () => {
  const browser = useBrowser();

  it("has four or more demo sites to show", () => {
    expect(sites.length).toBeGreaterThanOrEqual(4);
  });

  it.each(sites)("$slug shows its own name, theme and stock counts", async (site) => {
    const page = await newPage(browser());
    const response = await page.goto(siteUrl(site.slug, "/"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain(
      site.name,
    );
    expect(await page.title()).toContain(site.name);

    const banner = page.getByRole("banner");
    const primary = await banner
      .locator("div")
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    if (site.theme?.colors?.primary) expect(primary).toBe(hexToRgb(site.theme.colors.primary));

    const tiles = page.getByRole("region", { name: "Browse our stock" }).getByRole("link");
    const counts = await tiles.evaluateAll((links) =>
      links.map((a) =>
        Number((a.querySelector("[data-stock-count]")?.textContent ?? "").replace(/,/g, "")),
      ),
    );
    expect(counts.length).toBeGreaterThan(0);
    for (const n of counts) expect(n).toBeGreaterThan(0);

    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows different stock on different hosts", async () => {
    const bodies = await Promise.all(
      sites.map((s) => request(e2ePort(), `${s.slug}.localhost`, "/")),
    );
    const headings = bodies.map((b) => /<h1[^>]*>([^<]*)</.exec(b.body)?.[1]);
    expect(new Set(headings).size).toBe(sites.length);
  });

  it("answers an unknown host with the 404 page, never another dealer's site", async () => {
    const reply = await request(e2ePort(), "stranger.example.com", "/");
    expect(reply.status).toBe(404);
    expect(reply.body).toContain("<title>Site not found</title>");
    expect(reply.body).toContain('<meta name="robots" content="noindex">');
    for (const site of sites) expect(reply.body).not.toContain(site.name);

    const page = await newPage(browser());
    const response = await page.goto(siteUrl("no-such-dealer", "/"));
    expect(response?.status()).toBe(404);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("cannot reach another site's pages by putting its slug in the path", async () => {
    const [a, b] = sites;
    const reply = await request(e2ePort(), `${a!.slug}.localhost`, `/${b!.slug}`);
    expect(reply.status).toBe(404);
  });
});
