/**
 * The console's stock page in the browser, on a server of its own with the demo: an owner of
 * Redgum Pre-Owned signs in by the mailed link, finds a car by its stock number, hides it (its
 * public page answers 404 and search no longer lists it, with no restart) and shows it again
 * (back on both); a sales member sees the stock without Hide buttons; the owner uploads a feed
 * file, reads the dry run's summary and rejected row, and applies it. Axe finds nothing on any
 * console page visited.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, e2eEnabled, newPage, useBrowser } from "./support/browser";
import { request } from "./support/http";
import { type SiteServer, startSiteServer } from "./support/site-server";
import { signInStaff } from "./support/staff-sign-in";

const SITE = "redgum-preowned";
const OWNER = `owner@${SITE}.example`;
const SALES = `sales.enfield@${SITE}.example`;
type Hit = { id: number; slug: string; stocknum: string; status: string };

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe.skipIf(!e2eEnabled())("console stock", () => {
  const browser = useBrowser();
  let server: SiteServer;
  const host = () => `${SITE}.localhost:${server.port}`;

  async function searchHits(): Promise<Hit[]> {
    const reply = await request(server.port, host(), "/api/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ hitsPerPage: 50 }),
    });
    expect(reply.status).toBe(200);
    return (JSON.parse(reply.body) as { hits: Hit[] }).hits;
  }
  const pageStatus = async (slug: string) =>
    (await request(server.port, host(), `/cars/${slug}`)).status;

  /** Polls until `check` holds: the index rebuilds a moment after a stock change. */
  async function eventually(check: () => Promise<boolean>, what: string) {
    for (let i = 0; i < 40; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`Still not so after 10 s: ${what}`);
  }

  beforeAll(async () => {
    server = await startSiteServer({ name: "console-stock" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("finds a car, hides it from the website and search, shows it again; sales cannot hide", async () => {
    const car = (await searchHits()).find((hit) => hit.status === "in_stock");
    if (!car) throw new Error("no stock on Redgum");
    const carPage = await request(server.port, host(), `/cars/${car.slug}`);
    expect(carPage.status).toBe(200);
    // Redgum shows the day a feed last confirmed the car (the demo confirms it at start).
    expect(carPage.body).toMatch(/Availability confirmed<\/dt><dd[^>]*>\d{2}\/\d{2}\/\d{4}</);

    const page = await newPage(browser());
    try {
      await signInStaff(page, server, SITE, OWNER);
      await expectAxeClean(page);
      await page
        .getByRole("navigation", { name: "Console" })
        .getByRole("link", { name: "Stock" })
        .click();
      await page.waitForURL(server.url(SITE, "/admin/stock"));
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Stock");
      await expectAxeClean(page);

      await page.getByLabel("Stock number, make or model").fill(car.stocknum);
      await page.getByRole("button", { name: "Show cars" }).click();
      await page.waitForURL(/\/admin\/stock\?q=/);
      const rows = page.getByRole("table", { name: /^Cars / }).locator("tbody tr");
      expect(await rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain("On the website");
      await expectAxeClean(page);

      await rows.first().getByRole("button", { name: /^Hide/ }).click();
      await page.waitForURL(/done=hidden/);
      expect(await page.getByRole("status").textContent()).toBe(
        "The car is hidden from the website.",
      );
      expect(await rows.first().textContent()).toContain("Hidden by staff");
      await expectAxeClean(page);
      await eventually(async () => (await pageStatus(car.slug)) === 404, "the car page is 404");
      await eventually(
        async () => !(await searchHits()).some((hit) => hit.id === car.id),
        "search leaves the car out",
      );

      await rows
        .first()
        .getByRole("button", { name: /^Show on website/ })
        .click();
      await page.waitForURL(/done=shown/);
      expect(await rows.first().textContent()).toContain("On the website");
      await eventually(async () => (await pageStatus(car.slug)) === 200, "the car page is back");
      await eventually(
        async () => (await searchHits()).some((hit) => hit.id === car.id),
        "search lists the car again",
      );
    } finally {
      await page.context().close();
    }

    const sales = await newPage(browser());
    try {
      await signInStaff(sales, server, SITE, SALES);
      await sales.goto(server.url(SITE, "/admin/stock"));
      expect(
        await sales
          .getByRole("table", { name: /^Cars / })
          .locator("tbody tr")
          .count(),
      ).toBeGreaterThan(0);
      expect(await sales.getByRole("button", { name: /^Hide/ }).count()).toBe(0);
      expect(await sales.getByRole("link", { name: "Upload a feed file" }).count()).toBe(0);
      await expectAxeClean(sales);
      const upload = await sales.goto(server.url(SITE, "/admin/stock/upload"));
      expect(upload?.status()).toBe(404);
    } finally {
      await sales.context().close();
    }
  }, 240_000);

  it("uploads a feed file, reads the dry run and applies it", async () => {
    const feed = readFileSync(path.resolve("examples/feeds/redgum-preowned.csv"), "utf8");
    // A copy of the first car with a year that is no year: one rejected row, on row 8.
    const first = feed.split("\n")[1]!;
    const bad = first.replace(/^RP1001,/, "RP9999,").replace(",2021,Toyota,", ",20x1,Toyota,");
    expect(bad).not.toBe(first);
    const text = `${feed.trimEnd()}\n${bad}\n`;
    const page = await newPage(browser());
    try {
      await signInStaff(page, server, SITE, OWNER);
      await page.goto(server.url(SITE, "/admin/stock"));
      await page.getByRole("link", { name: "Upload a feed file" }).click();
      await page.waitForURL(server.url(SITE, "/admin/stock/upload"));
      await expectAxeClean(page);

      await page.getByLabel(/Feed file/).setInputFiles({
        name: "redgum-stock.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(text, "utf8"),
      });
      await page.getByRole("button", { name: "Dry run" }).click();
      await page.waitForURL(/\/admin\/stock\/upload\?draft=/);
      expect(await page.getByRole("heading", { level: 2 }).first().textContent()).toBe(
        "Dry run of redgum-stock.csv",
      );
      const summary = (await page.getByRole("status").textContent()) ?? "";
      expect(summary).toMatch(
        /^Nothing has changed yet\. Applying this file would add 7, change 0 and sell \d+ cars?/,
      );
      expect(await page.getByRole("region", { name: "To add" }).locator("li").count()).toBe(7);
      const rejected = page.getByRole("table", { name: /Rejected rows: 1/ });
      expect(await rejected.locator("tbody tr").first().textContent()).toContain("year");
      await expectAxeClean(page);
      // Nothing changed yet: the first new car is not on the website.
      expect((await searchHits()).some((hit) => hit.stocknum === "RP1001")).toBe(false);

      await page.getByRole("button", { name: "Apply redgum-stock.csv" }).click();
      await page.waitForURL(server.url(SITE, "/admin/stock?done=imported"));
      expect(await page.getByRole("status").textContent()).toBe("The feed file was imported.");
      const imports = page.getByRole("table", { name: /feed import/ }).locator("tbody tr");
      const latest = (await imports.first().textContent()) ?? "";
      expect(latest).toContain("Console upload");
      expect(latest).toContain("redgum-stock.csv");
      expect(latest).toContain(OWNER);
      expect(latest).toContain("Row 8, year");
      await expectAxeClean(page);
      // The feed's cars are on the website: found in the console, their page answers.
      await page.getByLabel("Stock number, make or model").fill("RP1001");
      await page.getByRole("button", { name: "Show cars" }).click();
      await page.waitForURL(/q=RP1001/);
      const row = page.getByRole("table", { name: /^Cars / }).locator("tbody tr");
      expect(await row.count()).toBe(1);
      expect(await row.first().textContent()).toContain("On the website");
      const href = await row.first().getByRole("link").getAttribute("href");
      expect((await request(server.port, host(), href!)).status).toBe(200);
    } finally {
      await page.context().close();
    }
  }, 240_000);
});
