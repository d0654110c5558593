/**
 * Comparing cars in a browser: Compare on search cards (at most three), the Compare (N) tray,
 * the /compare table from the address (shareable, this site's cars only), Remove, the stored
 * list brought into an empty address, the empty state, and axe.
 */
import type { Page } from "playwright-core";
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

const SITE = "redgum-preowned";
const OTHER = "southern-cross";
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const cards = (page: Page) => page.getByRole("region", { name: "Results" }).getByRole("article");
/** The card of the car whose page is `href`. */
const cardOf = (page: Page, href: string) =>
  cards(page).filter({ has: page.locator(`h3 a[href="${href}"]`) });
const tray = (page: Page) => page.getByRole("navigation", { name: "Compare cars" });
const table = (page: Page) => page.getByRole("table");
/** The cars' titles, from the table's column headers (the first column holds the row headers). */
const columns = (page: Page) =>
  table(page).getByRole("columnheader").getByRole("link").allTextContents();
const idsInAddress = (page: Page) =>
  (new URL(page.url()).searchParams.get("ids") ?? "").split(",").filter(Boolean);

async function firstHitId(site: string): Promise<{ id: number; slug: string }> {
  const reply = await request(e2ePort(), `${site}.localhost`, "/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ hitsPerPage: 1 }),
  });
  const [hit] = JSON.parse(reply.body).hits as { id: number; slug: string }[];
  if (!hit) throw new Error(`no stock on ${site}`);
  return hit;
}

describe.skipIf(!e2eEnabled())("compare", () => {
  const browser = useBrowser();

  it("picks three cars from search, shows them side by side, removes one, and remembers the rest", async () => {
    const page = await newPage(browser(), DESKTOP);
    await page.goto(siteUrl(SITE, "/search/used-cars"));
    // Cars that offer Compare (sold ones do not; promotions are no cars).
    await cards(page)
      .getByRole("button", { name: /^Compare / })
      .first()
      .waitFor();
    const offered = await cards(page)
      .filter({ has: page.getByRole("button", { name: /^Compare / }) })
      .locator("h3 a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(offered.length).toBeGreaterThan(3);
    const titles: string[] = [];
    for (const href of offered.slice(0, 3)) {
      const card = cardOf(page, href);
      await card.getByRole("button", { name: /^Compare / }).click();
      await expect.poll(() => card.getByRole("button", { name: /^Comparing / }).count()).toBe(1);
      titles.push((await card.getByRole("heading", { level: 3 }).textContent()) ?? "");
    }
    // A fourth car cannot join a full list.
    await expect(
      cardOf(page, offered[3] ?? "")
        .getByRole("button", { name: /^Compare / })
        .isDisabled(),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await tray(page).getByRole("link", { name: "Compare (3)" }).click();
    await page.waitForURL(/\/compare\?ids=\d+,\d+,\d+$/);
    expect(await columns(page)).toEqual(titles);
    const rows = await table(page).getByRole("rowheader").allTextContents();
    expect(rows).toEqual(
      expect.arrayContaining(["Price", "Year", "Kilometres", "Body", "Transmission", "Fuel"]),
    );
    expect(rows).toEqual(expect.arrayContaining(["Drive", "Seats", "Colour", "Location"]));
    expect(await axeViolations(page)).toEqual([]);
    const ids = idsInAddress(page);

    await page.getByRole("link", { name: `Remove ${titles[0]} from the comparison` }).click();
    await page.waitForURL(new RegExp(`/compare\\?ids=${ids[1]},${ids[2]}$`));
    expect(await columns(page)).toEqual(titles.slice(1));

    // The address without cars brings in this browser's list.
    await page.goto(siteUrl(SITE, "/compare"));
    await page.waitForURL(new RegExp(`/compare\\?ids=${ids[1]},${ids[2]}$`));
    expect(await columns(page)).toEqual(titles.slice(1));

    // Back on search, the tray counts what is left.
    await page.goto(siteUrl(SITE, "/search/used-cars"));
    // The tray reads the stored list once the page is live.
    await tray(page).getByRole("link", { name: "Compare (2)" }).waitFor();
    await tray(page)
      .getByRole("button", { name: /^Clear/ })
      .click();
    await expect(tray(page).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("is shareable: the address alone shows the cars, by id or slug, and only this site's", async () => {
    const own = await firstHitId(SITE);
    const foreign = await firstHitId(OTHER);
    const page = await newPage(browser(), DESKTOP);
    await page.goto(siteUrl(SITE, `/compare?ids=${foreign.id},${own.slug},${foreign.slug}`));
    const shown = await table(page).getByRole("columnheader").getByRole("link").all();
    expect(shown).toHaveLength(1);
    await expect(shown[0]?.getAttribute("href")).resolves.toBe(`/cars/${own.slug}`);

    const reply = await request(e2ePort(), `${SITE}.localhost`, `/compare?ids=${own.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toContain(`href="/cars/${own.slug}"`);
    expect(reply.body).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(reply.body).toMatch(/<link rel="canonical" href="[^"]*\/compare"/);
    // The compare page itself, the same for everyone, may be indexed.
    const itself = await request(e2ePort(), `${SITE}.localhost`, "/compare");
    expect(itself.status).toBe(200);
    expect(itself.body).not.toContain('name="robots"');
    expect(itself.body).toMatch(/<link rel="canonical" href="[^"]*\/compare"/);
    await page.context().close();
  });

  it("says so when there is nothing to compare", async () => {
    const page = await newPage(browser(), DESKTOP);
    await page.goto(siteUrl(SITE, "/compare?ids=abc,,0"));
    await expect(
      page.getByRole("heading", { name: "No cars to compare yet" }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole("table").count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("offers Compare on the home page's cards too", async () => {
    const page = await newPage(browser(), DESKTOP);
    await page.goto(siteUrl(SITE, "/"));
    const latest = page.getByRole("region", { name: "Latest arrivals" });
    await latest
      .getByRole("button", { name: /^Compare / })
      .first()
      .click();
    // The tray reads the stored list once the page is live.
    await tray(page).getByRole("link", { name: "Compare (1)" }).waitFor();
    await page.context().close();
  });

  it("offers no Compare at all on a site that does not switch it on", async () => {
    const page = await newPage(browser(), DESKTOP);
    await page.goto(siteUrl("parkside-nissan", "/search/new-used-and-demo-cars"));
    await page.getByRole("article").first().waitFor();
    await expect(page.getByRole("button", { name: /^Compare / }).count()).resolves.toBe(0);
    const compare = await page.goto(siteUrl("parkside-nissan", "/compare"));
    expect(compare?.status()).toBe(404);
    await page.context().close();
  });
});
