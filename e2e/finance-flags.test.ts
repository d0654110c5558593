/**
 * The finance switches a dealer can turn on, on a server of its own: the same build, started
 * with a copy of the demo sites in which Parkside Nissan uses /finance-enquiry, personalised
 * finance and pre-approval, quotes, the 'Get Finance Now' modal, a hidden disclaimer toggle,
 * year-option terms and a fee list. Pages the config serves answer 200, others 404; the quote
 * API answers estimates and field errors; the modal is an accessible dialog.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateQuote } from "@/domain/finance/quote";
import { axeViolations, e2eEnabled, newPage, useBrowser } from "./support/browser";
import { request } from "./support/http";
import { whenHydrated } from "./support/hydration";
import { type SiteServer, startSiteServer } from "./support/site-server";

const SITE = "parkside-nissan";
const HOST = `${SITE}.localhost`;

const FLAGS = {
  financeLinkPath: "/finance-enquiry",
  getFinanceNowModal: true,
  hideDisclaimerToggle: true,
  calculatorEnquiryTarget: "finance-page",
  quote: { enabled: true },
  pages: { personalised: true, preApproval: true },
  maxTermYears: 5,
  defaultTermYears: 5,
  termIncrements: [1, 2, 3, 4, 5],
  fees: [
    { label: "Establishment fee", amount: 395 },
    { label: "Monthly account admin fee", amount: 8, per: "month" },
    { label: "Agency fee", amount: 912.25 },
  ],
};

type Hit = { id: number; slug: string; price: number; status: string };

describe.skipIf(!e2eEnabled())("finance switches of a dealer", () => {
  const browser = useBrowser();
  let server: SiteServer;
  let port = 0;
  const url = (pathname: string) => `http://${HOST}:${port}${pathname}`;
  const get = (pathname: string) => request(port, HOST, pathname);
  const postQuote = (body: unknown) =>
    request(port, HOST, "/api/youx/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startSiteServer({
      name: "finance-flags",
      // Parkside Nissan with the flags above.
      sites: (configs) =>
        configs.map((config) =>
          config.slug === SITE
            ? { ...config, finance: { ...(config.finance as object), ...FLAGS } }
            : config,
        ),
    });
    port = server.port;
  });

  afterAll(async () => {
    await server?.stop();
  });

  async function inStockCars(): Promise<Hit[]> {
    const reply = await request(port, HOST, "/api/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ hitsPerPage: 50 }),
    });
    return (JSON.parse(reply.body) as { hits: Hit[] }).hits.filter(
      (h) => h.status === "in_stock" && h.price > 5000,
    );
  }

  it("serves the pages the config turns on and no others", async () => {
    expect((await get("/finance-enquiry")).status).toBe(200);
    expect((await get("/finance-pre-approval")).status).toBe(200);
    expect((await get("/finance")).status).toBe(404);
    expect((await get("/apply-for-finance")).status).toBe(404);
    // Personalised finance is about one car: without it, or with another site's, there is no page.
    expect((await get("/personalised/finance")).status).toBe(404);
    expect((await get("/personalised/finance?car_id=999999999")).status).toBe(404);
    const [car] = await inStockCars();
    expect((await get(`/personalised/finance?car_id=${car?.id}`)).status).toBe(200);
  });

  it("never shows another dealer's car on this dealer's finance pages", async () => {
    const theirs = await request(port, "southern-cross.localhost", "/api/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ hitsPerPage: 1 }),
    });
    const [other] = (JSON.parse(theirs.body) as { hits: Hit[] }).hits;
    expect(other).toBeDefined();
    expect((await get(`/personalised/finance?car_id=${other?.id}`)).status).toBe(404);
    const general = await get(`/finance-enquiry?car_id=${other?.id}`);
    expect(general.status).toBe(200);
    expect(general.body).not.toContain("View this car");
  });

  it("shows the full disclaimer without a toggle, year options and the fee list", async () => {
    const page = await newPage(browser());
    await page.goto(url("/finance-enquiry?vehiclePriceBudget=30000"));
    const disclaimer = page.locator("#finance-disclaimer");
    expect(await disclaimer.getByText("Show More").count()).toBe(0);
    expect(
      await disclaimer
        .getByText("might result in a different comparison rate.", { exact: false })
        .isVisible(),
    ).toBe(true);
    const term = page.getByRole("group", { name: "Loan term" });
    expect(await term.getByRole("radio").count()).toBe(5);
    expect(await term.getByRole("radio", { name: "5 years" }).isChecked()).toBe(true);
    const fees = page.getByRole("region", { name: "Fees and charges" });
    expect(await fees.textContent()).toContain("Agency fee$912.25");
    expect(await fees.textContent()).toContain("$8 per month");
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("answers quotes from the site's plan, and 400 naming each bad field", async () => {
    const body = {
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 30000,
      loanTerm: 5,
      year: 2023,
    };
    const reply = await postQuote(body);
    expect(reply.status).toBe(200);
    // The site's first plan is Nissan Finance: 5.99% p.a., comparison 6.89%, $495 fee.
    const plan = { advertisedRate: 5.99, comparisonRate: 6.89, establishmentFees: 495 };
    const quote = estimateQuote({ ...body, vin: null, nvic: null, whoIsHelping: null }, plan);
    expect(JSON.parse(reply.body)).toEqual(quote);

    const bad = await postQuote({ purchasePrice: "lots", loanTerm: 12 });
    expect(bad.status).toBe(400);
    const fields = (JSON.parse(bad.body) as { errors: { field: string }[] }).errors.map(
      (e) => e.field,
    );
    expect(fields.sort()).toEqual(["loanTerm", "purchasePrice", "year"]);
  });

  it("asks for a quote for a car without one and shows it as an estimate", async () => {
    const page = await newPage(browser());
    for (const car of (await inStockCars()).slice(0, 10)) {
      await page.goto(url(`/personalised/finance?car_id=${car.id}`));
      await page.waitForSelector("#finance-calculator form[data-live]");
      if ((await page.getByText("View this car").count()) === 0) continue;
      const figure = page.getByText("Estimated repayment:", { exact: false });
      await expect.poll(() => figure.count()).toBe(1);
      expect(await figure.textContent()).toMatch(/\$[\d,]+\/wk/);
      await page.close();
      return;
    }
    throw new Error("no car with finance among the first ten");
  });

  it("opens 'Get Finance Now' as an accessible Finance Enquiry dialog on the vehicle page", async (ctx) => {
    const cars = await inStockCars();
    const page: Page = await newPage(browser());
    let opened = false;
    for (const car of cars.slice(0, 10)) {
      const response = await page.goto(url(`/cars/${car.slug}`));
      if (response?.status() === 404) {
        console.warn(
          "!! The vehicle page is not served yet: the 'Get Finance Now' modal is untested.",
        );
        await page.close();
        ctx.skip();
        return;
      }
      // The finance section goes live when it comes near the viewport.
      if (await page.locator("#finance-calculator form").count()) {
        await whenHydrated(page.locator("#finance-calculator form"));
        await page.waitForSelector("#finance-calculator form[data-live]", { timeout: 5000 });
      }
      if ((await page.getByRole("button", { name: "Get Finance Now" }).count()) === 0) continue;
      opened = true;
      break;
    }
    expect(opened).toBe(true);
    const trigger = page.getByRole("button", { name: "Get Finance Now" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Finance Enquiry" });
    expect(await dialog.isVisible()).toBe(true);
    const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
    expect(await inside()).toBe(true);
    for (let i = 0; i < 40; i++) await page.keyboard.press("Tab");
    expect(await inside()).toBe(true);
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+Tab");
    expect(await inside()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await trigger.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.close();
  });
});
