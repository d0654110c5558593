/**
 * Gated journeys, the watchlist and My Garage in the browser, on a server of this file's own with
 * the demo sites as configured: Redgum Pre-Owned gates trade-in and checkout, Southern Cross keeps
 * saved cars in the signed-in shopper's watchlist.
 * - An anonymous visitor of a gated page or My Garage goes to /sign-in with the journey's type,
 *   the page and where they came from; Back returns there; signed in, they land on the page and
 *   go straight through from then on.
 * - Save on a search result sends an anonymous visitor through sign-in and back, which saves the
 *   car: the toast names it, View List opens My Garage with the car; removing says so, one toast
 *   at a time; the save is analytics event 39. Favourites kept in the browser before signing
 *   in are offered into the watchlist on My Garage.
 * - My Garage marks a sold car sold, and its Remove button takes it off the list; the details form works without JavaScript with field
 *   messages; deleting the account takes a confirmation and then signs the shopper out; after a
 *   stock import lowers a saved car's price, My Garage says so.
 * axe finds nothing on My Garage.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SITES, generateDemo } from "@/demo/generate";
import { axeViolations, e2eEnabled, newPage, useBrowser } from "./support/browser";
import { request } from "./support/http";
import { completeSignIn, signIn } from "./support/sign-in";
import { type SiteServer, startSiteServer } from "./support/site-server";

const GATED = "redgum-preowned";
const WATCHLIST = "southern-cross";
const DAY = 86_400_000;

const demo = generateDemo({ now: new Date() });
const dealershipsOf = (slug: string) =>
  new Set(DEMO_SITES.find((s) => s.slug === slug)!.dealerships.map((d) => d.slug));
const soldCar = demo.cars.find(
  (c) =>
    dealershipsOf(WATCHLIST).has(c.dealership_slug) &&
    c.show_on_dealer_website &&
    c.status === "sold" &&
    c.sold_date !== null &&
    Date.now() - c.sold_date.getTime() < 2 * DAY,
);
const forSale = demo.cars.filter(
  (c) =>
    dealershipsOf(WATCHLIST).has(c.dealership_slug) &&
    c.show_on_dealer_website &&
    c.status === "in_stock",
);
const reservable = demo.cars.find(
  (c) =>
    dealershipsOf(GATED).has(c.dealership_slug) &&
    c.show_on_dealer_website &&
    c.status === "in_stock" &&
    !c.reserved &&
    c.price > 0,
);

const toastText = (page: Page) => page.locator("#watchlist-toast").innerText();

describe.skipIf(!e2eEnabled())("gated journeys, the watchlist and My Garage", () => {
  const browser = useBrowser();
  let server: SiteServer;
  let data: string;
  const raw = (site: string, path: string, headers: Record<string, string> = {}) =>
    request(server.port, `${site}.localhost:${server.port}`, path, { headers });

  beforeAll(async () => {
    server = await startSiteServer({ name: "watchlist" });
    data = `${server.root}/data`;
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("sends an anonymous visitor of each gated page to sign-in, and back", async () => {
    expect(reservable, "a reservable Redgum car").toBeDefined();
    const from = `/cars/${reservable!.slug}`;
    const referer = server.url(GATED, from);
    const cases: [string, string][] = [
      ["/trade-in", "trade-in"],
      ["/cars/trade-in", "trade-in"],
      [`/cars/${reservable!.slug}/checkout`, "checkout"],
      ["/my-garage", "my-garage"],
    ];
    for (const [path, type] of cases) {
      const reply = await raw(GATED, path, { referer });
      expect(reply.status, path).toBe(307);
      const query = new URLSearchParams({ type, redirect: path, back: from });
      expect(reply.headers.location, path).toBe(`/sign-in?${query.toString()}`);
    }
    // Other sites leave trade-in open; every site gates My Garage.
    expect((await raw(WATCHLIST, "/trade-in")).status).toBe(200);
    expect((await raw(WATCHLIST, "/my-garage")).headers.location).toBe(
      "/sign-in?type=my-garage&redirect=%2Fmy-garage",
    );

    const page = await newPage(browser());
    try {
      await page.goto(server.url(GATED, "/trade-in"), { referer });
      expect(new URL(page.url()).pathname).toBe("/sign-in");
      await page.getByRole("link", { name: "Back" }).click();
      await page.waitForURL(referer);

      await page.goto(server.url(GATED, "/trade-in"), { referer });
      await completeSignIn(page, data, "0412 555 001");
      expect(page.url()).toBe(server.url(GATED, "/trade-in"));
      for (const path of [`/cars/${reservable!.slug}/checkout`, "/cars/trade-in", "/my-garage"]) {
        const response = await page.goto(server.url(GATED, path));
        expect(response?.status(), path).toBe(200);
        expect(page.url(), path).toBe(server.url(GATED, path));
      }
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("My Garage");
    } finally {
      await page.context().close();
    }
  });

  it("saves a car from search through sign-in, with its toast, View List and My Garage", async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    try {
      const search = "/search/new-used-and-demo-cars";
      await page.goto(server.url(WATCHLIST, search));
      const save = page.getByRole("link", { name: /^Save / }).first();
      await save.waitFor();
      const name = (await save.innerText()).replace(/^Save\s*/, "").trim();
      await save.click();
      await page.waitForURL(/\/sign-in\?/);
      const query = new URL(page.url()).searchParams;
      expect(query.get("type")).toBe("watchlist");
      expect(query.get("back")).toBe(search);
      expect(query.get("redirect")).toMatch(new RegExp(`^${search}\\?save=\\d+$`));
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/watchlist/i);

      await completeSignIn(page, data, "0412 555 002");
      await expect.poll(() => toastText(page)).toContain("Car Saved In Watchlist");
      expect(await toastText(page)).toContain(`${name} is now available in your watchlist`);
      expect(new URL(page.url()).search).toBe("");
      const saved = page.getByRole("button", { name: `Saved ${name}` }).first();
      expect(await saved.getAttribute("aria-pressed")).toBe("true");
      const events = await page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer ?? []).map(
          (e) => e.event_id,
        ),
      );
      expect(events).toContain(39);

      await page.getByRole("link", { name: "View List" }).click();
      await page.waitForURL(server.url(WATCHLIST, "/my-garage"));
      const list = page.getByRole("region", { name: "Saved cars" });
      expect(await list.getByRole("link", { name }).count()).toBe(1);
      expect(await list.innerText()).toContain("Available");
      expect(await axeViolations(page)).toEqual([]);

      // Removing it says so; the second toast replaces the first.
      await page.goto(server.url(WATCHLIST, search));
      await page
        .getByRole("button", { name: `Saved ${name}` })
        .first()
        .click();
      await expect.poll(() => toastText(page)).toContain("Car Removed");
      expect(await toastText(page)).toContain(`${name} is no longer in your watchlist`);
      expect(await page.locator("#watchlist-toast > *").count()).toBe(1);
      await page
        .getByRole("button", { name: `Save ${name}` })
        .first()
        .click();
      await expect.poll(() => toastText(page)).toContain("Car Saved In Watchlist");
      expect(await page.locator("#watchlist-toast > *").count()).toBe(1);
    } finally {
      await page.context().close();
    }
  });

  it("offers the browser's favourites into the watchlist on My Garage", async () => {
    const [one, two] = forSale;
    expect(two, "two Southern Cross cars for sale").toBeDefined();
    const page = await newPage(browser());
    try {
      await page.goto(server.url(WATCHLIST, "/about-us"));
      await page.evaluate(({ key, cars }) => localStorage.setItem(key, JSON.stringify(cars)), {
        key: `${WATCHLIST}:favourites`,
        cars: [one!, two!].map((car) => ({
          id: car.id,
          name: car.name,
          slug: car.slug,
          make: car.make,
          model: car.model,
          primary_image_url: null,
        })),
      });
      await page.goto(server.url(WATCHLIST, "/my-garage"));
      await completeSignIn(page, data, "0412 555 006");
      expect(page.url()).toBe(server.url(WATCHLIST, "/my-garage"));
      await page.getByText("Add your 2 saved cars to your watchlist?").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Add to my watchlist" }).click();
      const list = page.getByRole("region", { name: "Saved cars" });
      await expect.poll(() => list.getByRole("listitem").count()).toBe(2);
      expect(await page.getByText("saved cars to your watchlist?").count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it("keeps a sold car in My Garage marked sold", async () => {
    expect(soldCar, "a Southern Cross car sold yesterday").toBeDefined();
    const page = await newPage(browser());
    try {
      await signIn(page, server.url(WATCHLIST, ""), data, "0412 555 003");
      const status = await page.evaluate(
        async (carId) =>
          (
            await fetch("/api/watchlist/save-car", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ phone_number: "0412 555 003", car_id: carId }),
            })
          ).status,
        soldCar!.id,
      );
      expect(status).toBe(200);
      await page.goto(server.url(WATCHLIST, "/my-garage"));
      const item = page
        .getByRole("region", { name: "Saved cars" })
        .getByRole("listitem")
        .filter({ hasText: soldCar!.name.trim() || soldCar!.model });
      expect(await item.innerText()).toContain("Sold");
      expect(await axeViolations(page)).toEqual([]);

      // Remove takes it off the list, and the page says so.
      await item.getByRole("button", { name: /^Remove .* from saved cars$/ }).click();
      await page.waitForURL(/removed=1/);
      await expect
        .poll(() => page.getByRole("status").allInnerTexts())
        .toContain("The car is removed from your saved cars.");
      expect(await item.count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("edits the details without JavaScript, and deletes the account after confirming", async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    try {
      await signIn(page, server.url(GATED, ""), data, "0412 555 004");
      await page.goto(server.url(GATED, "/my-garage"));
      await page.getByLabel("First name").fill("Kim");
      await page.getByLabel("Email").fill("kim@");
      await page.getByLabel("Postcode").fill("50");
      await page.getByRole("button", { name: "Save details" }).click();
      await page.waitForLoadState();
      const details = page.getByRole("region", { name: "Your details" });
      await expect
        .poll(() => details.innerText())
        .toContain("Please enter a valid email address, like name@example.com.");
      expect(await details.innerText()).toContain(
        "Invalid postcode. Please enter a 4-digit number.",
      );
      expect(await page.getByLabel("First name").inputValue()).toBe("Kim");
      expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");

      await page.getByLabel("Email").fill("kim@example.com");
      await page.getByLabel("Postcode").fill("5000");
      await page.getByRole("button", { name: "Save details" }).click();
      await expect.poll(() => details.innerText()).toContain("Your details are saved.");
      await page.goto(server.url(GATED, "/my-garage"));
      expect(await page.getByLabel("Email").inputValue()).toBe("kim@example.com");
      expect(await page.getByLabel("Postcode").inputValue()).toBe("5000");

      const deletion = page.getByRole("region", { name: "Delete my account and data" });
      expect(await deletion.innerText()).toContain(
        "Enquiries you have already sent stay with the dealer",
      );
      await deletion.getByRole("link", { name: "Delete my account and data" }).click();
      await page.waitForURL(/delete=confirm/);
      await page.getByRole("button", { name: "Yes, delete my account and data" }).click();
      await page.waitForURL(/deleted=1/);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Account deleted");
      await page.goto(server.url(GATED, "/my-garage"));
      expect(new URL(page.url()).pathname).toBe("/sign-in");
    } finally {
      await page.context().close();
    }
  });

  it("fills the site's enquiry forms with the details kept on the account", async () => {
    const page = await newPage(browser());
    try {
      await signIn(page, server.url(GATED, ""), data, "0412 555 005");
      await page.goto(server.url(GATED, "/my-garage"));
      await page.getByLabel("First name").fill("Robin");
      await page.getByLabel("Postcode").fill("5000");
      await page.getByRole("button", { name: "Save details" }).click();
      const details = page.getByRole("region", { name: "Your details" });
      await expect.poll(() => details.innerText()).toContain("Your details are saved.");

      await page.goto(server.url(GATED, "/contact"));
      const form = page
        .locator("form")
        .filter({ has: page.getByLabel("First Name") })
        .first();
      await expect.poll(() => form.getByLabel("First Name").inputValue()).toBe("Robin");
      expect(await form.getByLabel("Postcode").inputValue()).toBe("5000");
      expect((await form.getByLabel("Mobile Number").inputValue()).replace(/\s/g, "")).toBe(
        "0412555005",
      );
    } finally {
      await page.context().close();
    }
  });

  // Last: the feed replaces Redgum's demo stock with the example feed's cars.
  it("says a saved car's price dropped after a stock import", async () => {
    const feed = readFileSync("examples/feeds/redgum-preowned.csv", "utf8");
    const importFeed = (csv: string) =>
      request(server.port, `${GATED}.localhost:${server.port}`, "/api/admin/stock", {
        method: "POST",
        headers: { authorization: `Bearer demo-${GATED}`, "content-type": "text/csv" },
        body: csv,
      });
    expect((await importFeed(feed)).status).toBeLessThan(300);
    // A car's address ends in its id; the sitemap lists the cars for sale.
    const sitemap = await request(server.port, `${GATED}.localhost:${server.port}`, "/sitemap.xml");
    const id = /\/cars\/2021-toyota-hilux-[a-z0-9-]*-(\d+)</.exec(sitemap.body)?.[1];
    expect(id, "the feed's HiLux").toBeDefined();

    const page = await newPage(browser());
    try {
      await signIn(page, server.url(GATED, ""), data, "0412 555 005");
      const saved = await page.evaluate(
        async (carId) =>
          (
            await fetch("/api/watchlist/save-car", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ phone_number: "0412555005", car_id: carId }),
            })
          ).status,
        Number(id),
      );
      expect(saved).toBe(200);
      expect(
        (await importFeed(feed.replace("GUN126R,52990,", "GUN126R,49990,"))).status,
      ).toBeLessThan(300);
      await page.goto(server.url(GATED, "/my-garage"));
      const list = page.getByRole("region", { name: "Saved cars" });
      expect(await list.innerText()).toContain(
        "Price dropped from $52,990 to $49,990 since you saved it",
      );
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
