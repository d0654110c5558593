/**
 * The content journeys a dealer switches on, on a server where Parkside Nissan has both behind
 * sign-in: /spin-to-win shows the dealer's own words, /online-payment takes an amount and
 * reference with the buyer's details and sends them as a lead (Online Payment) to /success. An
 * anonymous visitor of either goes to sign-in with its type and comes back; a site that has not
 * switched them on answers 404. Without JavaScript, axe clean on each page.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeWithoutJs, e2eEnabled, newPage, useBrowser } from "./support/browser";
import { request } from "./support/http";
import { answerQuestion } from "./support/lead-forms";
import { completeSignIn } from "./support/sign-in";
import { type SiteConfigJson, type SiteServer, startSiteServer } from "./support/site-server";

const SITE = "parkside-nissan";
const OTHER = "outback-caravans";
const PROMOTION = "Spin the wheel at our Open Day for a free service.";

function configure(config: SiteConfigJson): SiteConfigJson {
  if (config.slug !== SITE) return config;
  return {
    ...config,
    journeys: {
      spinToWin: { enabled: true, title: "Spin to win", body: PROMOTION },
      onlinePayment: { enabled: true, title: "Make a payment", body: "Pay your deposit here." },
    },
    gating: { ...(config.gating as object), spinToWin: true, onlinePayment: true },
  };
}

describe.skipIf(!e2eEnabled())("spin to win and online payment", () => {
  const browser = useBrowser();
  let server: SiteServer;
  let page: Page;

  beforeAll(async () => {
    server = await startSiteServer({ name: "content-journeys", sites: (c) => c.map(configure) });
    page = await newPage(browser(), { javaScriptEnabled: false });
  });

  afterAll(async () => {
    await page?.context().close();
    await server?.stop();
  });

  it("answers 404 on a site that has not switched them on", async () => {
    for (const path of ["/spin-to-win", "/online-payment"]) {
      const reply = await request(server.port, `${OTHER}.localhost:${server.port}`, path);
      expect(reply.status, path).toBe(404);
    }
  });

  it("sends an anonymous visitor to sign-in with the journey's type, then shows the promotion", async () => {
    await page.goto(server.url(SITE, "/spin-to-win"));
    const signIn = new URL(page.url());
    expect(signIn.pathname).toBe("/sign-in");
    expect(signIn.searchParams.get("type")).toBe("spin-to-win");
    expect(signIn.searchParams.get("redirect")).toBe("/spin-to-win");
    await completeSignIn(page, `${server.root}/data`, "0412 555 010");
    expect(new URL(page.url()).pathname).toBe("/spin-to-win");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Spin to win");
    expect(await page.locator("main").innerText()).toContain(PROMOTION);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);
  });

  it("takes a payment's details, tells what to fix, and sends them as an Online Payment lead", async () => {
    await page.goto(server.url(SITE, "/online-payment"));
    expect(new URL(page.url()).pathname).toBe("/online-payment");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Make a payment");
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await page.getByRole("button", { name: "Send payment details" }).click();
    await page.waitForLoadState();
    expect(await page.locator("main").innerText()).toMatch(/amount/i);

    await page.getByLabel("Amount in dollars").fill("500");
    await page.getByLabel("Reference (invoice or order number)").fill("INV-2041");
    await page.getByLabel("First name").fill("Pat");
    await page.getByLabel("Last name").fill("Nguyen");
    await page.getByLabel("Email").fill("pat@example.com");
    await page.getByLabel("Mobile number").fill("0412 555 010");
    await page.getByLabel("Postcode").fill("2000");
    // Without the terms the page comes back with the message and everything typed kept.
    await page.getByRole("button", { name: "Send payment details" }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).search).not.toMatch(/Nguyen|INV-2041|example\.com/);
    expect(await page.getByLabel("Amount in dollars").inputValue()).toBe("500");
    expect(await page.getByLabel("Reference (invoice or order number)").inputValue()).toBe(
      "INV-2041",
    );
    expect(await page.getByLabel("Last name").inputValue()).toBe("Nguyen");
    expect(await page.getByLabel("Email").inputValue()).toBe("pat@example.com");
    expect(await page.getByLabel("Mobile number").inputValue()).toBe("0412 555 010");
    expect(await page.getByLabel("Postcode").inputValue()).toBe("2000");
    await page.getByLabel(/I agree to the/).check();
    await answerQuestion(page);
    await page.getByRole("button", { name: "Send payment details" }).click();
    await page.waitForURL((url) => url.pathname === "/success");
    const main = await page.locator("main").innerText();
    expect(main).toMatch(/reference number is [A-Z0-9-]+/i);
    expect(new URL(page.url()).searchParams.get("category")).toBe("Online Payment");
    expect(await axeWithoutJs(browser(), page)).toEqual([]);
  });
});
