/**
 * The stock search in a browser: every path form, refine -> address -> reload -> the same
 * results, Back and Forward, the form without JavaScript, the mobile drawer's 'Show Me N Cars',
 * sorting and pages, the empty states, promotions in their slots, analytics event 49, the
 * sites' filter presets and series order, the carousel layout, a network failure that keeps the
 * hits on screen, and axe.
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

const GROUP = "southern-cross"; // dealer-group template, promotions at 5 and 10
const SINGLE = "redgum-preowned"; // single-dealer template, 'Pre-Owned' label
const NO_RESULTS =
  "No results found for your search at this time. Please try adjusting the filters for more results.";
const NISSAN = "parkside-nissan"; // filter preset 4, series order
const CARAVANS = "outback-caravans"; // filter preset 14 (caravans), carousel layout
const MOBILE = { viewport: { width: 390, height: 844 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const results = (page: Page) => page.getByRole("region", { name: "Results" });
/** Titles of the car cards shown ("2021 Toyota Hilux"); promotions are cards too, but not cars. */
const cardTitles = (page: Page) =>
  results(page)
    .getByRole("heading", { level: 3, name: /^\d{4} / })
    .allTextContents();
const summary = (page: Page) =>
  results(page)
    .getByText(/^Showing \d|^No cars found/)
    .textContent();

/** The legends of the filter panel's groups, in order. */
const panelGroups = (page: Page) =>
  page
    .getByRole("form", { name: "Filter stock" })
    .locator(":scope > fieldset > legend")
    .allTextContents();

/**
 * Resolves once the address matches and the page has settled on it. A click before the page's
 * code is live follows the link as a plain page load, which is settled once its document is
 * parsed: waiting for every photo's load took over 20 s on a loaded machine.
 */
async function addressBecomes(page: Page, pattern: RegExp) {
  await page.waitForURL(pattern, { timeout: 20_000, waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => document.querySelector("[aria-busy=true]") === null);
}

describe.skipIf(!e2eEnabled())("stock search", () => {
  const browser = useBrowser();

  describe("routes", () => {
    const get = (path: string, site = GROUP) => request(e2ePort(), `${site}.localhost`, path);

    it.each([
      ["/search/new-used-and-demo-cars", "New, Demo &amp; Used Cars"],
      ["/search/used-cars", "Used Cars"],
      ["/search/new-cars", "New Cars"],
      ["/search/demo-cars", "Demo Cars"],
      ["/search/new-and-demo-cars", "New &amp; Demo Cars"],
      ["/search/toyota", "New, Demo &amp; Used Toyota Cars"],
      ["/search/toyota/hilux", "New, Demo &amp; Used Toyota Hilux"],
      ["/search/suv", "New, Demo &amp; Used SUVs"],
      ["/search/southern-cross-toyota", "at Southern Cross Toyota"],
      ["/search/southern-cross-toyota-springwood", "at "],
    ])("%s answers 200: %s", async (path, heading) => {
      const reply = await get(path);
      expect(reply.status).toBe(200);
      expect(/<h1[^>]*>([^<]*)</.exec(reply.body)?.[1]).toContain(heading);
    });

    it.each([GROUP, SINGLE, NISSAN, CARAVANS])(
      "%s sends a page of 21 cards in at most 150 KB of HTML, each card's data once",
      async (site) => {
        const reply = await get("/search/new-used-and-demo-cars", site);
        expect(reply.status).toBe(200);
        expect((reply.body.match(/<article aria-labelledby="car-/g) ?? []).length).toBe(21);
        expect(Buffer.byteLength(reply.body)).toBeLessThanOrEqual(150 * 1024);
        // The cards' markup is drawn from their data: their element trees are not sent again.
        const data = reply.body.split("self.__next_f.push").slice(1).join("");
        expect(data).not.toContain('"className":"card');
      },
    );

    it("answers an unknown path, or another site's make, with 404", async () => {
      expect((await get("/search/flying-carpets")).status).toBe(404);
      expect((await get("/search/toyota/flying-carpet")).status).toBe(404);
      expect((await get("/search/a/b/c")).status).toBe(404);
    });

    it("redirects to the canonical address, keeping campaign parameters", async () => {
      const bare = await get("/search");
      expect(bare.status).toBe(307);
      expect(bare.headers.location).toBe("/search/new-used-and-demo-cars");
      const spelt = await get("/search/new-used-and-demo-cars/?make=Toyota&page=1&utm_source=mail");
      expect([307, 308]).toContain(spelt.status);
      const once = spelt.status === 308 ? await get(String(spelt.headers.location)) : spelt;
      expect(once.headers.location).toBe("/search/toyota?utm_source=mail");
    });

    it("titles, describes and canonicalises a landing page; a deep combination is noindex", async () => {
      const landing = (await get("/search/used-cars?page=2", SINGLE)).body;
      expect(landing).toContain(
        "<title>Pre-Owned Cars for Sale - Page 2 | Redgum Pre-Owned</title>",
      );
      expect(landing).toMatch(
        /<link rel="canonical" href="http:\/\/redgum-preowned\.localhost(:\d+)?\/search\/used-cars\?page=2"/,
      );
      expect(landing).toMatch(/<meta name="robots" content="index, follow"/);
      expect(landing).toMatch(
        /<meta name="description" content="Browse [\d,]+ cars: pre-owned cars for sale at Redgum/,
      );
      const deep = (await get("/search/used-cars?make=Kia&make=Toyota&sortBy=price_asc", SINGLE))
        .body;
      expect(deep).toMatch(/<meta name="robots" content="noindex, follow"/);
    });

    it("answers POST /api/search, and 400 with the field and reason", async () => {
      const post = (body: string) =>
        request(e2ePort(), `${SINGLE}.localhost`, "/api/search", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
      const ok = await post(JSON.stringify({ filters: { make: ["Toyota"] }, hitsPerPage: 3 }));
      expect(ok.status).toBe(200);
      const json = JSON.parse(ok.body);
      expect(json.hits).toHaveLength(3);
      expect(json.hits.every((hit: { make: string }) => hit.make === "Toyota")).toBe(true);
      expect(Object.keys(json).sort()).toEqual([
        "count",
        "facets",
        "hits",
        "ms",
        "pages",
        "stats",
        "understood",
      ]);
      const phrase = JSON.parse(
        (await post(JSON.stringify({ query: "hilx under 40k", hitsPerPage: 100 }))).body,
      );
      expect(phrase.understood).toEqual({
        filters: { make: ["Toyota"], model: ["Hilux"], price: { min: null, max: 40_000 } },
        query: "",
      });
      expect(phrase.count).toBeGreaterThan(0);
      expect(
        phrase.hits.every(
          (hit: { model: string; price: number }) => hit.model === "Hilux" && hit.price <= 40_000,
        ),
      ).toBe(true);
      const bad = await post(JSON.stringify({ offset: -1 }));
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.body).errors).toEqual([
        { field: "offset", reason: "must not be negative" },
      ]);
    });
  });

  describe("understanding the search box", () => {
    const get = (path: string, site = GROUP) => request(e2ePort(), `${site}.localhost`, path);

    it("sends a typed phrase to the address of its refinements, ticked in the panel and as chips", async () => {
      const reply = await get("/search/new-used-and-demo-cars?query=red+ute+under+30k");
      expect(reply.status).toBe(307);
      const location = decodeURIComponent(reply.headers.location ?? "");
      expect(location).toMatch(
        /\/search\/ute\?colour=.*Soul\+Red\+Crystal.*&range\[price\]=:30000$/,
      );
      const page = await newPage(browser(), DESKTOP);
      await page.goto(siteUrl(GROUP, "/search/new-used-and-demo-cars/?query=hilx"));
      await addressBecomes(page, /\/search\/toyota\/hilux$/);
      await expect(
        page.getByRole("link", { name: "Hilux (remove filter)" }).isVisible(),
      ).resolves.toBe(true);
      expect((await cardTitles(page)).every((title) => title.includes("Hilux"))).toBe(true);
      await page.context().close();
    });

    it("answers GET /api/search/suggest, typos forgiven, and 400 naming q", async () => {
      const ok = await get("/api/search/suggest?q=tusc");
      expect(ok.status).toBe(200);
      const [first] = JSON.parse(ok.body).suggestions;
      expect(first).toMatchObject({
        label: "Tucson",
        kind: "model",
        url: "/search/hyundai/tucson",
      });
      expect(first.count).toBeGreaterThan(0);
      const bad = await get("/api/search/suggest?q=");
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.body).errors).toEqual([{ field: "q", reason: "must not be empty" }]);
    });
  });

  describe("in place, with the state in the address", () => {
    it("refine -> address -> reload shows the same results; Back and Forward restore each state", async () => {
      const page = await newPage(browser(), DESKTOP);
      await page.goto(siteUrl(GROUP, "/search/used-cars"));
      const before = await cardTitles(page);

      await page.getByRole("checkbox", { name: /^Toyota\b/ }).check();
      await addressBecomes(page, /\/search\/used-cars\?make=Toyota$/);
      const refined = await cardTitles(page);
      expect(refined.length).toBeGreaterThan(0);
      expect(refined.filter((title) => !title.includes("Toyota"))).toEqual([]);
      // The box keeps focus, so a keyboard user can carry on from it.
      expect(
        await page.evaluate(() => {
          const box = document.activeElement;
          return box instanceof HTMLInputElement ? `${box.name}=${box.value}` : null;
        }),
      ).toBe("make=Toyota");

      await page.getByLabel("Sort by").selectOption("price_asc");
      await addressBecomes(page, /make=Toyota&sortBy=price_asc$/);
      const sorted = await cardTitles(page);

      await page.reload();
      expect(await cardTitles(page)).toEqual(sorted);
      await expect(page.getByRole("checkbox", { name: /^Toyota\b/ }).isChecked()).resolves.toBe(
        true,
      );
      await expect(page.getByLabel("Sort by").inputValue()).resolves.toBe("price_asc");

      await page.goBack();
      await addressBecomes(page, /make=Toyota$/);
      await expect.poll(() => cardTitles(page), { timeout: 20_000 }).toEqual(refined);
      await page.goBack();
      await addressBecomes(page, /\/search\/used-cars$/);
      await expect.poll(() => cardTitles(page), { timeout: 20_000 }).toEqual(before);
      await expect(page.getByRole("checkbox", { name: /^Toyota\b/ }).isChecked()).resolves.toBe(
        false,
      );
      await page.goForward();
      await addressBecomes(page, /make=Toyota$/);
      await expect.poll(() => cardTitles(page), { timeout: 20_000 }).toEqual(refined);
      await page.context().close();
    });

    it("pages through results and clears filters back to the top", async () => {
      const page = await newPage(browser(), DESKTOP);
      await page.goto(siteUrl(GROUP, "/search/new-cars"));
      const first = await cardTitles(page);
      await page
        .getByRole("navigation", { name: "Pagination" })
        .getByRole("link", { name: "Next page" })
        .click();
      await addressBecomes(page, /\/search\/new-cars\?page=2$/);
      expect(await cardTitles(page)).not.toEqual(first);
      expect(await summary(page)).toMatch(/^Showing 22–42 of/);

      await page.getByRole("link", { name: "Clear All" }).click();
      await addressBecomes(page, /\/search\/new-used-and-demo-cars$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.context().close();
    });

    it("places the site's promotions, and records the search page view (event 49)", async () => {
      const page = await newPage(browser(), DESKTOP);
      await page.goto(siteUrl(GROUP, "/search/new-used-and-demo-cars"));
      const items = results(page).getByRole("list").first().locator(":scope > li");
      const offers = await items.evaluateAll((lis) =>
        lis.flatMap((li, i) => (li.textContent?.includes("Special offer") ? [i + 1] : [])),
      );
      expect(offers.length).toBeGreaterThan(0);
      for (const position of offers) expect([5, 10]).toContain(position);
      await expect
        .poll(() =>
          page.evaluate(() =>
            ((window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer ?? []).map(
              (e) => e.event_id,
            ),
          ),
        )
        .toContain(49);
      await page.context().close();
    });
  });

  describe("without JavaScript", () => {
    it("filters with the GET form and lands on the canonical address", async () => {
      const page = await newPage(browser(), { ...DESKTOP, javaScriptEnabled: false });
      await page.goto(siteUrl(GROUP, "/search/new-used-and-demo-cars"));
      await page.getByRole("checkbox", { name: /^Used\b/ }).check();
      await page.getByRole("checkbox", { name: /^Mazda\b/ }).check();
      await page.getByRole("button", { name: "Apply filters" }).click();
      await page.waitForURL(/\/search\/used-cars\?make=Mazda$/);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        "Used Mazda Cars",
      );
      const titles = await cardTitles(page);
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.filter((title) => !title.includes("Mazda"))).toEqual([]);

      await page.getByRole("button", { name: "Up to $20k" }).click();
      await page.waitForURL(/range\[price\]=:20000|range%5Bprice%5D=%3A20000/);
      // (axe needs JavaScript in the page; the same markup is checked with it below.)
      await page.context().close();
    });

    it("shows the filter panel in the page on a phone, with no dead Filters button", async () => {
      const page = await newPage(browser(), { ...MOBILE, javaScriptEnabled: false });
      await page.goto(siteUrl(SINGLE, "/search/used-cars"));
      await expect(page.getByRole("form", { name: "Filter stock" }).isVisible()).resolves.toBe(
        true,
      );
      await expect(page.getByRole("button", { name: /^Filters/ }).isVisible()).resolves.toBe(false);
      await page.context().close();
    });
  });

  describe("on a phone", () => {
    it("filters in the drawer and shows the cars with 'Show Me N Cars'", async () => {
      const page = await newPage(browser(), MOBILE);
      await page.goto(siteUrl(SINGLE, "/search/used-cars"));
      await expect(page.getByRole("form", { name: "Filter stock" }).isVisible()).resolves.toBe(
        false,
      );
      await page.getByRole("button", { name: /^Filters/ }).click();
      const drawer = page.getByRole("dialog", { name: "Filters" });
      await expect(drawer.isVisible()).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await drawer.getByRole("checkbox", { name: /^Toyota\b/ }).check();
      await addressBecomes(page, /make=Toyota$/);
      const show = drawer.getByRole("button", { name: /^Show Me \d+ Cars?$/ });
      const n = Number((await show.textContent())?.match(/\d+/)?.[0]);
      expect(n).toBeGreaterThan(0);
      await show.click();
      await expect(page.getByRole("dialog").count()).resolves.toBe(0);
      expect(await summary(page)).toContain(`of ${n} car`);
      expect((await cardTitles(page)).filter((title) => !title.includes("Toyota"))).toEqual([]);
      await page.context().close();
    });
  });

  describe("empty states", () => {
    it("says 'No cars found', and Clear Filters brings the stock back", async () => {
      const page = await newPage(browser(), DESKTOP);
      await page.goto(siteUrl(SINGLE, "/search/used-cars?query=zzqxv"));
      await expect(page.getByText(NO_RESULTS).isVisible()).resolves.toBe(true);
      await expect(
        results(page)
          .getByRole("link", { name: /^Remove “zzqxv” to see [\d,]+ cars$/ })
          .isVisible(),
      ).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await results(page).getByRole("link", { name: "Clear Filters" }).click();
      await addressBecomes(page, /\/search\/new-used-and-demo-cars$/);
      expect((await cardTitles(page)).length).toBeGreaterThan(0);
      await page.context().close();
    });

    it("says 'No Results Available' for offers, with Clear Filters to /special-offers", async () => {
      const page = await newPage(browser(), DESKTOP);
      await page.goto(siteUrl(GROUP, "/special-offers?make=Lada"));
      await expect(
        page.getByRole("heading", { name: "No Results Available" }).isVisible(),
      ).resolves.toBe(true);
      await expect(
        page
          .getByText(
            "There appears to be no offers currently available that meet the conditions of your search",
          )
          .isVisible(),
      ).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Clear Filters" }).click();
      await page.waitForURL(/\/special-offers$/);
      await expect(
        page
          .getByRole("link", { name: /^Read More/ })
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await page.context().close();
    });
  });

  describe("the site's filter panel and layout", () => {
    it("Parkside Nissan's preset: no make list, badges in the site's series order, in place too", async () => {
      const page = await newPage(browser(), DESKTOP);
      await page.goto(siteUrl(NISSAN, "/search/new-used-and-demo-cars"));
      const groups = await panelGroups(page);
      expect(groups.slice(0, 4)).toEqual(["Type", "Model", "Badge", "Price"]);
      expect(groups).not.toContain("Make");
      expect(groups).toEqual(expect.arrayContaining(["Kilometres", "Year"]));

      const form = page.getByRole("form", { name: "Filter stock" });
      const badges = () =>
        form
          .locator("input[name=badge]")
          .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
      const order = ["PRO-4X", "N-TREK", "Ti", "ST-L", "ST"];
      const listed = await badges();
      const present = order.filter((name) => listed.includes(name));
      expect(present.length).toBeGreaterThan(1);
      expect(listed.slice(0, present.length)).toEqual(present);

      // Updated in place, the panel keeps the preset and the order.
      await form.locator("input[name=badge]").first().check();
      await addressBecomes(page, /[?&]badge=/);
      expect((await panelGroups(page)).slice(0, 3)).toEqual(["Type", "Model", "Badge"]);
      expect((await badges()).slice(0, present.length)).toEqual(present);
      await page.context().close();
    });

    it("the caravan yard's preset and carousel: caravan groups, cards in a scrolling row", async () => {
      const page = await newPage(browser(), DESKTOP);
      await page.goto(siteUrl(CARAVANS, "/search/new-used-and-demo-cars"));
      const groups = await panelGroups(page);
      expect(groups).toContain("Style & sleeping");
      for (const carOnly of ["Kilometres", "Fuel", "Transmission", "Drive", "Seats"])
        expect(groups).not.toContain(carOnly);

      const carousel = results(page).getByRole("region", { name: /^Results carousel/ });
      await expect(carousel.isVisible()).resolves.toBe(true);
      expect((await cardTitles(page)).length).toBeGreaterThan(3);
      const sizes = await carousel.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      // A keyboard user scrolls it: it takes focus, and the arrow keys move it sideways.
      await carousel.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => carousel.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await expect(page.getByRole("navigation", { name: "Pagination" }).isVisible()).resolves.toBe(
        true,
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  });

  describe("when the network fails", () => {
    it("keeps the hits on screen with an alert, and Try again brings the new results", async () => {
      const page = await newPage(browser(), DESKTOP);
      await page.goto(siteUrl(GROUP, "/search/used-cars"));
      const before = await cardTitles(page);
      // Every in-place update (the router's fetch of the next page) fails as if offline.
      const offline = (route: import("playwright-core").Route) =>
        route.request().headers().rsc ? route.abort("internetdisconnected") : route.continue();
      await page.route("**/*", offline);

      await page.getByRole("checkbox", { name: /^Toyota\b/ }).check();
      const alert = page.getByRole("alert").filter({ hasText: "couldn't update the results" });
      await alert.waitFor({ timeout: 20_000 });
      expect(page.url()).toMatch(/\/search\/used-cars$/);
      expect(await cardTitles(page)).toEqual(before);
      // Not left dimmed and busy: the hits shown are the ones to read.
      await expect(
        page.evaluate(() => document.querySelector("[aria-busy=true]") === null),
      ).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await page.unroute("**/*", offline);
      await alert.getByRole("button", { name: "Try again" }).click();
      await addressBecomes(page, /\/search\/used-cars\?make=Toyota$/);
      const after = await cardTitles(page);
      expect(after.length).toBeGreaterThan(0);
      expect(after.filter((title) => !title.includes("Toyota"))).toEqual([]);
      await page.context().close();
    });
  });

  describe("accessibility", () => {
    it.each([
      [GROUP, "/search/new-used-and-demo-cars", DESKTOP],
      [SINGLE, "/search/used-cars", MOBILE],
      ["outback-caravans", "/search/new-used-and-demo-cars", DESKTOP],
      ["parkside-nissan", "/search/nissan", MOBILE],
      [GROUP, "/special-offers", DESKTOP],
    ])("%s %s has no axe violations", async (site, path, options) => {
      const page = await newPage(browser(), options);
      const response = await page.goto(siteUrl(site, path));
      expect(response?.status()).toBe(200);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  });
});
