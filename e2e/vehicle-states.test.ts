/**
 * The vehicle page's other states and outputs in a browser: a sold car, another site's car,
 * the delivery calculator's answers, the sticky header and mobile bar, the PDF download, the
 * JSON-LD, the sitemap and robots.txt, and the used-car view event.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_SITES, generateDemo } from "@/demo/generate";
import type { Car } from "@/domain/car/car";
import { priceDisplay } from "@/domain/car/price-display";
import { axeViolations, e2eEnabled, e2ePort, siteUrl, useBrowser } from "./support/browser";
import { request } from "./support/http";
import { whenHydrated } from "./support/hydration";

const DAY = 86_400_000;
const now = Date.now();
const { cars } = generateDemo({ now: new Date() });
const siteOf = (car: Car) =>
  DEMO_SITES.find((s) => s.dealerships.some((d) => d.slug === car.dealership_slug))!.slug;
const pick = (what: string, test: (car: Car) => boolean) => {
  const car = cars.find((c) => c.show_on_dealer_website && test(c));
  if (!car) throw new Error(`The demo data has no ${what}`);
  return { car, site: siteOf(car), url: siteUrl(siteOf(car), `/cars/${car.slug}`) };
};

const used = pick(
  "priced used car in stock",
  (c) =>
    c.car_type === "used" &&
    c.status === "in_stock" &&
    c.price > 10_000 &&
    c.images.length > 3 &&
    !c.before_price &&
    !c.offer_price,
);
const sold = pick(
  "car sold yesterday",
  (c) => c.status === "sold" && c.sold_date !== null && now - c.sold_date.getTime() < 2 * DAY,
);
const caravan = pick(
  "caravan in stock",
  (c) => siteOf(c) === "outback-caravans" && c.status === "in_stock",
);
const otherSite = DEMO_SITES.find((s) => s.slug !== used.site)!.slug;

describe.skipIf(!e2eEnabled())("vehicle page states", () => {
  const browser = useBrowser();

  async function open(url: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
    const page = await (await browser().newContext({ viewport, acceptDownloads: true })).newPage();
    expect((await page.goto(url))?.status()).toBe(200);
    return page;
  }

  it("shows a sold car with SOLD and 'Find Me Something Similar' instead of the sidebar", async () => {
    const page = await open(sold.url);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      `${sold.car.year} ${sold.car.make} ${sold.car.model}`,
    );
    const aside = page.getByRole("complementary");
    expect(await aside.getByText("SOLD", { exact: true }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Find Me Something Similar" }).click();
    await expect(
      page.getByRole("heading", { name: "Find Me Something Similar" }).isVisible(),
    ).resolves.toBe(true);
    // No price, no calls to action, no Save for a car the shopper never saved.
    expect(await aside.getByRole("link", { name: "Enquire Now" }).count()).toBe(0);
    expect(await aside.getByRole("button", { name: /^Save/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("answers another site's car with a 404", async () => {
    const reply = await request(e2ePort(), `${otherSite}.localhost`, `/cars/${used.car.slug}`);
    expect(reply.status).toBe(404);
  });

  it("gives the delivery calculator's answers and its two messages", async () => {
    const page = await open(caravan.url);
    const section = page.getByRole("region", { name: "Delivery calculator" });
    const postcode = section.getByLabel("Postcode");
    const submit = section.getByRole("button", { name: "Calculate delivery" });
    // The calculator goes live when it comes near the viewport.
    await whenHydrated(submit);
    await submit.click();
    await section.getByText("Please enter a postcode.").waitFor();
    await postcode.fill("6000");
    await submit.click();
    await section
      .getByText(
        "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
      )
      .waitFor();
    await postcode.fill("4350");
    await submit.click();
    await section.getByText("Darling Downs").waitFor();
    await postcode.fill("2000");
    await submit.click();
    await section.getByText("$1,490").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows the sticky header after 500 px and opens the mobile bar after 900 px", async () => {
    const page = await open(used.url, { width: 390, height: 844 });
    const header = page.locator('[aria-label="Car summary"]');
    const bar = page.getByRole("navigation", { name: "Contact the dealer" });
    expect(await header.getAttribute("data-state")).toBe("closed");
    expect(await bar.getAttribute("data-state")).toBe("closed");
    expect(await bar.getByRole("link", { name: "Enquire Now" }).isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => header.getAttribute("data-state")).toBe("open");
    expect(await bar.getAttribute("data-state")).toBe("closed");
    await page.evaluate(() => window.scrollTo(0, 1000));
    await expect.poll(() => bar.getAttribute("data-state")).toBe("open");
    await page.context().close();
  });

  it("opens the test-drive form from Book a Test Drive", async () => {
    const page = await open(used.url);
    await page.getByRole("complementary").getByRole("link", { name: "Book a Test Drive" }).click();
    await expect.poll(() => page.locator("#test-drive").isVisible()).toBe(true);
    await page.context().close();
  });

  it("downloads the PDF as {slug}.pdf, saying 'Preparing...' meanwhile, and alerts on failure", async () => {
    const page = await open(siteUrl(used.site, `/print?car_id=${used.car.slug}`));
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      used.car.name,
    );
    expect(await axeViolations(page)).toEqual([]);
    // Hold the file back a moment so the busy label can be seen.
    await page.route("**/*.pdf", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PDF" }).click();
    await page.getByRole("link", { name: "Preparing..." }).waitFor();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${used.car.slug}.pdf`);
    const path = await file.path();
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
    await page.getByRole("link", { name: "Download PDF" }).waitFor();

    await page.unroute("**/*.pdf");
    await page.route("**/*.pdf", (route) => route.fulfill({ status: 500, body: "broken" }));
    let alerted = "";
    page.once("dialog", (dialog) => {
      alerted = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Download PDF" }).click();
    await expect.poll(() => alerted).toContain("HTTP 500");
    await page.context().close();
  });

  it("describes the car in JSON-LD with its price in AUD and the dealer's address", async () => {
    const page = await open(used.url);
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? "{}");
    const shown = priceDisplay(used.car, {
      subscriptions: false,
      noPriceText: "Enquire for price.",
      preorderText: "PREORDER",
    });
    expect(data["@type"]).toEqual(["Car", "Product"]);
    expect(data.offers.price).toBe(shown.kind === "price" ? shown.amount : undefined);
    expect(data.offers.priceCurrency).toBe("AUD");
    expect(data.offers.availability).toBe("https://schema.org/InStock");
    expect(data.offers.seller["@type"]).toBe("AutoDealer");
    expect(data.offers.seller.address.addressCountry).toBe("AU");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      new RegExp(`/cars/${used.car.slug}$`),
    );
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
      /^http.*\/media\//,
    );
    await page.context().close();
  });

  it("pushes the used-car view (event 4) to the data layer", async () => {
    const page = await open(used.url);
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: { event_id: number }[] }).dataLayer ?? [],
    );
    expect(events.some((e) => e.event_id === 4)).toBe(true);
    await page.context().close();
  });

  it("lists the site's available cars in sitemap.xml and names it in robots.txt", async () => {
    const sitemap = await request(e2ePort(), `${used.site}.localhost`, "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`/cars/${used.car.slug}</loc>`);
    expect(sitemap.body).not.toContain(`/cars/${sold.car.slug}</loc>`);
    const robots = await request(e2ePort(), `${used.site}.localhost`, "/robots.txt");
    expect(robots.body).toMatch(/Sitemap: http:\/\/.*\/sitemap\.xml/);
  });
});
