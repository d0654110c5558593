/**
 * The stock search's empty state on a site with no stock at all (with no
 * stock the button reads 'Find Me Something Similar', an enquiry, instead of Clear Filters).
 * Every demo site has stock, so this file serves its own copy of the sites with one more: Redgum
 * Pre-Owned's config as a new-car site (search.fixedFilters car_type new) over a dealership that
 * sells only used cars, so its scope matches nothing. Redgum Pre-Owned itself, served beside it,
 * shows Clear Filters for a search that finds nothing, so the two differ only by stock.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, e2eEnabled, newPage, useBrowser } from "./support/browser";
import { request } from "./support/http";
import { type SiteServer, startSiteServer } from "./support/site-server";

const SOURCE = "redgum-preowned";
const EMPTY = "redgum-new-cars";
const NO_RESULTS =
  "No results found for your search at this time. Please try adjusting the filters for more results.";
const DESKTOP = { viewport: { width: 1280, height: 900 } };
/** A search that finds nothing on either site. */
const NARROWED = "/search/used-cars?query=zzqxv";

const results = (page: Page) => page.getByRole("region", { name: "Results" });

describe.skipIf(!e2eEnabled())("stock search on a site with no stock", () => {
  const browser = useBrowser();
  let server: SiteServer;

  /** How many cars POST /api/search finds on a site with no query and no refinement. */
  async function stockOf(site: string): Promise<number> {
    const reply = await request(server.port, `${site}.localhost`, "/api/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ hitsPerPage: 1 }),
    });
    expect(reply.status).toBe(200);
    return (JSON.parse(reply.body) as { count: number }).count;
  }

  /** The empty state's text, heading (if any) and links, read from the results region. */
  async function emptyState(page: Page) {
    const region = results(page);
    await region.getByText(NO_RESULTS, { exact: true }).waitFor();
    const card = region.locator("div", { has: page.getByText(NO_RESULTS, { exact: true }) }).last();
    return {
      headings: await card.getByRole("heading").allTextContents(),
      links: await card
        .getByRole("link")
        .evaluateAll((links) =>
          links.map((a) => [a.textContent?.trim() ?? "", a.getAttribute("href") ?? ""]),
        ),
    };
  }

  beforeAll(async () => {
    server = await startSiteServer({
      name: "no-stock",
      sites: (configs) => {
        const source = configs.find((config) => config.slug === SOURCE);
        if (!source) throw new Error(`sites/${SOURCE}.json is gone`);
        return [
          ...configs,
          {
            ...source,
            slug: EMPTY,
            name: "Redgum New Cars",
            domains: [],
            search: { ...(source.search as object), fixedFilters: { car_type: ["new"] } },
          },
        ];
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("the new-car site over a used-car dealership has no stock; its source site has", async () => {
    expect(await stockOf(EMPTY)).toBe(0);
    expect(await stockOf(SOURCE)).toBeGreaterThan(0);
  });

  it("offers 'Find Me Something Similar' to /contact instead of Clear Filters, and axe finds nothing", async () => {
    const page = await newPage(browser(), DESKTOP);
    const response = await page.goto(server.url(EMPTY, "/search/new-used-and-demo-cars"));
    expect(response?.status()).toBe(200);
    await expect(
      page.getByText("0 cars match your search", { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      results(page).getByText("No cars found", { exact: true }).isVisible(),
    ).resolves.toBe(true);
    // The stock search's card has the empty-state text and no title (only the offers card has one).
    expect(await emptyState(page)).toEqual({
      headings: [],
      links: [["Find Me Something Similar", "/contact"]],
    });
    await expect(page.getByRole("link", { name: "Clear Filters" }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await results(page).getByRole("link", { name: "Find Me Something Similar" }).click();
    await page.waitForURL((address) => address.pathname === "/contact");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Contact Us");
    await expect(page.getByRole("button", { name: "Send Enquiry" }).isVisible()).resolves.toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("keeps 'Find Me Something Similar' for a narrowed search: clearing filters would find nothing", async () => {
    const page = await newPage(browser(), DESKTOP);
    await page.goto(server.url(EMPTY, NARROWED));
    expect(await emptyState(page)).toEqual({
      headings: [],
      links: [["Find Me Something Similar", "/contact"]],
    });
    await page.context().close();
  });

  it("shows Clear Filters for the same empty search on the site that has stock", async () => {
    const page = await newPage(browser(), DESKTOP);
    await page.goto(server.url(SOURCE, NARROWED));
    // With stock to find, the empty state also says which part of the search to drop.
    expect(await emptyState(page)).toEqual({
      headings: [],
      links: [
        [
          expect.stringMatching(/^Remove “.+” to see \d+ cars$/),
          expect.stringMatching(/^\/search\//),
        ],
        ["Clear Filters", "/search/new-used-and-demo-cars"],
      ],
    });
    await page.context().close();
  });
});
