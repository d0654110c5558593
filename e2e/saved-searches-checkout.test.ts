/**
 * A shopper's account journeys in the browser without JavaScript, on a server where Redgum
 * Pre-Owned has the online purchase journey behind sign-in:
 * - 'Save this search' on a search page sends a visitor to sign-in (type=saved-search), back to
 *   confirm, and saves it;
 * - the online purchase, step by step: an empty step is told what to fix with the summary
 *   focused, the order is placed and the success page shows its reference;
 * - a stock import that adds matching cars sends one text listing them with an unsubscribe link
 *   that works without signing in; importing the same feed again sends nothing;
 * - axe finds nothing on each page.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SITES, generateDemo } from "@/demo/generate";
import type { Car } from "@/domain/car/car";
import { isReservable } from "@/domain/vehicle/ctas";
import { axeWithoutJs, e2eEnabled, newPage, useBrowser } from "./support/browser";
import { request } from "./support/http";
import { answerQuestion } from "./support/lead-forms";
import { completeSignIn } from "./support/sign-in";
import { type SiteConfigJson, type SiteServer, startSiteServer } from "./support/site-server";

const SITE = "redgum-preowned";
const MOBILE = "0412 345 678";
const FEED = readFileSync("examples/feeds/redgum-preowned.csv", "utf8");

const { cars } = generateDemo({ now: new Date() });
const siteOf = (car: Car) =>
  DEMO_SITES.find((s) => s.dealerships.some((d) => d.slug === car.dealership_slug))!.slug;
const reservable = cars.find(
  (c) => c.show_on_dealer_website && siteOf(c) === SITE && isReservable(c),
);

function configure(config: SiteConfigJson): SiteConfigJson {
  if (config.slug !== SITE) return config;
  return {
    ...config,
    features: { ...(config.features as object), reserveOnline: true, checkoutJourney: true },
    gating: { ...(config.gating as object), checkout: true },
  };
}

const alerts = (root: string) => {
  const dir = path.join(root, "data", "sms");
  try {
    return readdirSync(dir)
      .sort()
      .map((file) => readFileSync(path.join(dir, file), "utf8"))
      .filter((text) => text.includes("your saved search"));
  } catch {
    return [];
  }
};

async function waitFor<T>(read: () => T | null, ms: number): Promise<T | null> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!e2eEnabled())("saved searches and the online purchase, without JavaScript", () => {
  const browser = useBrowser();
  let server: SiteServer;
  let page: Page;
  const expectAxeClean = async (on: Page) => expect(await axeWithoutJs(browser(), on)).toEqual([]);

  const importFeed = () =>
    request(server.port, `${SITE}.localhost:${server.port}`, "/api/admin/stock", {
      method: "POST",
      headers: { authorization: `Bearer demo-${SITE}`, "content-type": "text/csv" },
      body: FEED,
    });

  beforeAll(async () => {
    server = await startSiteServer({ name: "saved-searches", sites: (c) => c.map(configure) });
    page = await newPage(browser(), { javaScriptEnabled: false });
  });

  afterAll(async () => {
    await page?.context().close();
    await server?.stop();
  });

  it("saves a search through sign-in and back", async () => {
    await page.goto(server.url(SITE, "/search/used-cars"));
    await page.getByRole("button", { name: "Save this search" }).click();
    await page.waitForURL(/\/sign-in\?type=saved-search/);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(
      "Sign in to save this search",
    );
    await completeSignIn(page, path.join(server.root, "data"), MOBILE);
    expect(new URL(page.url()).pathname).toBe("/saved-searches/new");
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Save this search" }).click();
    await page.waitForURL(/\/saved-searches\?status=saved/);
    await expect(page.getByRole("status").innerText()).resolves.toContain("Search saved.");
    await expect(page.getByRole("link", { name: / for Sale$/ }).count()).resolves.toBe(1);
    await expectAxeClean(page);
  }, 180_000);

  it("buys a car online step by step", async () => {
    expect(reservable, "a reservable demo car at Redgum").toBeTruthy();
    await page.goto(server.url(SITE, `/checkout-journey?car_id=${reservable!.slug}`));
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/step=details/);
    const summary = page.getByRole("alert");
    await expect(summary.innerText()).resolves.toContain("Please enter your first name.");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("role"))).resolves.toBe(
      "alert",
    );
    await expectAxeClean(page);
    await page.getByLabel("First name").fill("Jo");
    await page.getByLabel("Last name").fill("Buyer");
    await page.getByLabel("Email").fill("jo.buyer@example.com");
    await page.getByLabel("Mobile number").fill(MOBILE);
    await page.getByLabel("Postcode").fill("5000");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/step=options/);
    await page
      .getByRole("group", { name: "Do you have a car to trade in?" })
      .getByLabel("No")
      .check();
    await page.getByRole("group", { name: "Would you like finance?" }).getByLabel("Yes").check();
    await page.getByLabel("Deliver it to me").check();
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/step=deposit/);
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/step=summary/);
    await expect(page.locator("dl").innerText()).resolves.toContain("Deliver");
    await expectAxeClean(page);
    await page.getByRole("checkbox").check();
    await answerQuestion(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/success\?ref=/);
    expect(new URL(page.url()).searchParams.get("category")).toBe("Online Purchase");
  }, 180_000);

  it("alerts once after an import adds matching cars; the link unsubscribes without sign-in", async () => {
    expect(alerts(server.root)).toHaveLength(0);
    expect((await importFeed()).status).toBe(200);
    const sent = await waitFor(
      () => (alerts(server.root).length > 0 ? alerts(server.root) : null),
      20_000,
    );
    expect(sent).toHaveLength(1);
    const text = sent![0]!;
    expect(text).toContain("To: +61412345678");
    expect(text).toMatch(/new cars? match(es)? your saved search "[^"]+ for Sale"/);
    expect(text).toContain("HiLux");

    // The same feed again the same day: nothing new, and a day has not passed.
    expect((await importFeed()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(alerts(server.root)).toHaveLength(1);

    const link = /Stop these alerts: (\S+)/.exec(text)![1]!;
    const anonymous = await newPage(browser(), { javaScriptEnabled: false });
    try {
      await anonymous.goto(link);
      await expect(anonymous.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(
        "Stop these alerts?",
      );
      await expectAxeClean(anonymous);
      await anonymous.getByRole("button", { name: "Stop alerts" }).click();
      await anonymous.waitForURL(/status=done/);
      await expect(anonymous.getByRole("status").innerText()).resolves.toContain(
        "You will get no more alerts",
      );
      await expectAxeClean(anonymous);
    } finally {
      await anonymous.context().close();
    }
    await page.goto(server.url(SITE, "/saved-searches"));
    await expect(page.getByText("You have no saved searches.").count()).resolves.toBe(1);
  }, 180_000);
});
