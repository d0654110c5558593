/**
 * The models showroom on Parkside Nissan's host: the grid and its body filter, a model page with
 * its variant prices, features and colour picker (variant change resets the colour, arrows wrap),
 * a coming-soon model without a quote button, the quote request, and a site without models.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, e2eEnabled, newPage, siteUrl, useBrowser } from "./support/browser";

const SITE = "parkside-nissan";

describe.skipIf(!e2eEnabled())("models showroom", () => {
  const browser = useBrowser();

  async function open(path: string): Promise<Page> {
    const page = await newPage(browser());
    const response = await page.goto(siteUrl(SITE, path));
    expect(response?.status()).toBe(200);
    return page;
  }

  it("lists the nine models and filters them by body", async () => {
    const page = await open("/models");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "New Nissan Models",
    );
    const cards = page.locator("main article");
    expect(await cards.count()).toBe(9);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/models$/);
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole("navigation", { name: "Filter by body type" })
      .getByRole("link", { name: "Ute" })
      .click();
    await page.waitForURL(/body=Ute/);
    expect(await cards.count()).toBe(1);
    await expect(page.getByRole("heading", { name: "Nissan Navara" }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it("shows a model's variants with drive-away prices and features", async () => {
    const page = await open("/models/nissan-x-trail");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Nissan X-Trail",
    );
    const st = page.getByRole("article", { name: "ST", exact: true });
    // The ST is $42,000 in the catalogue: $41,990 to $44,490 drive away.
    await expect(st.textContent()).resolves.toMatch(/\$41,990\s*–\s*\$44,490/);
    const quote = await st.getByRole("link", { name: /Get a Quote/ }).getAttribute("href");
    expect(quote).toContain(
      "/models/order-now?model_id=nissan-x-trail&model_name=X-Trail&vehicle=",
    );
    // 5 variants: the slider has its arrows.
    await expect(page.getByRole("button", { name: "Next variants" }).count()).resolves.toBe(1);
    const more = st.locator("summary");
    if ((await more.count()) > 0) {
      await expect(more.textContent()).resolves.toContain("View more");
      await more.click();
      await expect(more.innerText()).resolves.toContain("View less");
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("resets the colour when the variant changes and wraps the colour arrows", async () => {
    const page = await open("/models/nissan-x-trail");
    const picker = page.getByRole("group", { name: "Colour" });
    const colours = picker.getByRole("radio");
    const checkedIndex = () =>
      colours.evaluateAll((radios) => radios.findIndex((r) => (r as HTMLInputElement).checked));
    const total = await colours.count();
    expect(total).toBeGreaterThanOrEqual(5);
    expect(await checkedIndex()).toBe(0);

    await page.getByRole("button", { name: "Previous colour" }).click();
    expect(await checkedIndex()).toBe(total - 1);
    await page.getByRole("button", { name: "Next colour" }).click();
    expect(await checkedIndex()).toBe(0);

    await colours.nth(2).check({ force: true });
    expect(await checkedIndex()).toBe(2);
    await page
      .getByRole("group", { name: "Variant" })
      .getByRole("radio", { name: "ST-L", exact: true })
      .check({ force: true });
    expect(await checkedIndex()).toBe(0);
    await expect(page.locator("figcaption").first().textContent()).resolves.toMatch(/^ST-L in /);
    await page.context().close();
  });

  it("gives a coming-soon model no quote button; its image leads to the form", async () => {
    const page = await open("/models/nissan-ariya");
    await expect(page.getByText("Coming soon").first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: /Get a Quote/ }).count()).resolves.toBe(0);
    const image = page.getByRole("link", { name: /Register your interest in the Ariya/ });
    expect(await image.first().getAttribute("href")).toBe("#model-enquiry");
    await expect(page.locator("#model-enquiry form").count()).resolves.toBe(1);
    await page.context().close();
  });

  it("takes a quote request for a model variant", async () => {
    const query = new URLSearchParams({
      model_id: "nissan-x-trail",
      model_name: "X-Trail",
      vehicle: "Nissan X-Trail ST SUV Auto",
    });
    const page = await open(`/models/order-now?${query}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Request a Quote",
    );
    await expect(page.locator("main").textContent()).resolves.toContain(
      "Nissan X-Trail ST SUV Auto",
    );
    await expect(page.locator("main form").count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("answers 404 for an unknown model and on a site without models", async () => {
    const page = await newPage(browser());
    expect((await page.goto(siteUrl(SITE, "/models/nissan-nope")))?.status()).toBe(404);
    expect((await page.goto(siteUrl("outback-caravans", "/models")))?.status()).toBe(404);
    await page.context().close();
  });
});
