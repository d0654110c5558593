/**
 * The search box understands a shopper's words: a phrase typed in the home page's box lands on
 * the search address with the refinements it names (one parameter per facet, the price as a
 * range), shown as removable chips and ticked in the panel; a chip's removal widens the search,
 * Back returns to the phrase's results, and a misspelt model still finds its cars.
 */
import { describe, expect, it } from "vitest";
import { axeViolations, e2eEnabled, newPage, siteUrl, useBrowser } from "./support/browser";

const SITE = "southern-cross";

const shown = async (page: import("playwright-core").Page) =>
  Number(
    /Showing \d+(?:\s*[-–]\s*\d+)? of ([\d,]+)/
      .exec((await page.locator("main").innerText()).replace(/\u00a0/g, " "))?.[1]
      ?.replace(/,/g, "") ?? 0,
  );

describe.skipIf(!e2eEnabled())("search understanding", () => {
  const browser = useBrowser();

  it("turns 'white ute under 60k' from the home page into refinements with chips", async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(siteUrl(SITE, "/"));
    await page.getByLabel("Search make, model or keyword").fill("white ute under 60k");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has("range[price]"));
    const url = new URL(page.url());
    expect(url.searchParams.get("range[price]")).toMatch(/^\d*:60000$/);
    expect(url.searchParams.get("query") ?? "").toBe("");
    expect(url.toString().toLowerCase()).toContain("ute");
    expect(url.toString().toLowerCase()).toContain("white");

    const chips = page.getByRole("link", { name: /\(remove filter\)$/ });
    const texts = (await chips.allInnerTexts()).join(" | ").toLowerCase();
    expect(texts).toContain("white");
    expect(texts).toContain("ute");
    const narrowed = await shown(page);
    expect(narrowed).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // Removing the price chip widens the search; Back returns to the phrase's results.
    const phraseUrl = page.url();
    await chips.filter({ hasText: /\$/ }).first().click();
    await page.waitForURL((u) => !u.searchParams.has("range[price]"));
    expect(await shown(page)).toBeGreaterThanOrEqual(narrowed);
    await page.goBack();
    await page.waitForURL(phraseUrl);
    await expect.poll(() => shown(page)).toBe(narrowed);
    await page.context().close();
  });

  it("finds the cars of a misspelt model (hilx: Hilux)", async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(siteUrl(SITE, "/search/new-used-and-demo-cars?query=hilx"));
    expect(await shown(page)).toBeGreaterThan(0);
    expect((await page.locator("main").innerText()).toLowerCase()).toContain("hilux");
    await page.context().close();
  });
});
