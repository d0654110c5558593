/**
 * The finance calculator and pages in a browser(), on a demo site with the default finance
 * settings (/finance is its finance page): figures worked out by the finance domain appear as
 * text, every change recalculates, the bounds message and the disclaimer toggle work, event 26
 * fires once, the page works without JavaScript, and axe finds nothing.
 */

import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fuelCost } from "@/domain/finance/fuel";
import { calculateRepayment, displayRepayment, type Frequency } from "@/domain/finance/repayment";
import { formatPrice } from "@/domain/format/price";
import { centsText } from "@/features/finance/money-labels";
import {
  axeViolations,
  e2eEnabled,
  e2ePort,
  newPage,
  siteUrl,
  useBrowser,
} from "./support/browser";
import { request } from "./support/http";
import { whenHydrated } from "./support/hydration";

const SITE = "parkside-nissan";
const HOST = `${SITE}.localhost`;

/** The domain's figure for a loan with nothing down and no fees, as the calculator shows it. */
function expected(amount: number, termYears: number, frequency: Frequency, interest = 10) {
  return displayRepayment(calculateRepayment({ amount, interest, termYears, frequency }));
}

const calculator = (page: Page) => page.getByRole("region", { name: "Repayment calculator" });
const repayment = (page: Page) => calculator(page).getByRole("status");
const total = (page: Page) =>
  calculator(page).locator("dt", { hasText: "Total payable" }).locator("+ dd");
/** A frequency of a calculator's toggle, by its visible label. */
const frequency = (scope: Locator, name: string) =>
  scope.getByRole("group", { name: "Repayment frequency" }).getByText(name, { exact: true });
const amountField = (page: Page) => calculator(page).getByLabel("Purchase price", { exact: true });

async function openFinance(browser: Browser, query = "?vehiclePriceBudget=30000", js = true) {
  const page = await newPage(browser, { javaScriptEnabled: js });
  const response = await page.goto(siteUrl(SITE, `/finance${query}`));
  expect(response?.status()).toBe(200);
  if (js) await page.waitForSelector("#finance-calculator form[data-live]");
  return page;
}

const firstUses = (page: Page) =>
  page.evaluate(
    () =>
      ((window as { dataLayer?: { event_id?: number }[] }).dataLayer ?? []).filter(
        (e) => e.event_id === 26,
      ).length,
  );

/** The address of an in-stock car whose page shows the finance section. */
async function carWithFinance(page: Page): Promise<string> {
  const search = await request(e2ePort(), HOST, "/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ hitsPerPage: 30 }),
  });
  const cars = (JSON.parse(search.body) as { hits: { slug: string; status: string }[] }).hits;
  for (const car of cars.filter((c) => c.status === "in_stock").slice(0, 10)) {
    const url = siteUrl(SITE, `/cars/${car.slug}`);
    await page.goto(url);
    if (await page.getByRole("region", { name: "Finance calculator" }).count()) return url;
  }
  throw new Error("No car of the first 10 shows the finance section");
}

/**
 * The vehicle page's finance section goes live when it comes near the viewport
 * (components/ui/hydrate-when-near): scroll to it as a shopper would, then wait for it.
 */
async function calculatorLive(page: Page) {
  await whenHydrated(page.locator("#finance-calculator form"));
  await page.waitForSelector("#finance-calculator form[data-live]");
}

describe.skipIf(!e2eEnabled())("finance calculator and pages", () => {
  const browser = useBrowser();

  it("shows a $30,000 loan at 10% over 5 years weekly as the domain computes it", async () => {
    const page = await openFinance(browser());
    const weekly = expected(30000, 5, "week");
    expect(weekly.repayment).toBe("$147");
    expect(await repayment(page).textContent()).toContain(`${weekly.repayment}/wk`);
    expect(await total(page).textContent()).toBe(weekly.total);
    expect(await amountField(page).inputValue()).toBe("30,000");
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("recalculates on every input and frequency change, and sends event 26 once", async () => {
    const page = await openFinance(browser());
    expect(await firstUses(page)).toBe(0);

    await frequency(calculator(page), "Monthly").click();
    const monthly = expected(30000, 5, "month");
    await expect.poll(() => repayment(page).textContent()).toContain(`${monthly.repayment}/mo`);
    expect(await total(page).textContent()).toBe(monthly.total);

    await frequency(calculator(page), "Fortnightly").click();
    await expect
      .poll(() => repayment(page).textContent())
      .toContain(`${expected(30000, 5, "fortnight").repayment}/fn`);

    await amountField(page).fill("20000");
    expect(await amountField(page).inputValue()).toBe("20,000");
    await expect
      .poll(() => repayment(page).textContent())
      .toContain(expected(20000, 5, "fortnight").repayment);

    await calculator(page).getByRole("button", { name: "$50k" }).click();
    expect(await amountField(page).inputValue()).toBe("50,000");
    await expect
      .poll(() => repayment(page).textContent())
      .toContain(expected(50000, 5, "fortnight").repayment);

    const term = calculator(page).getByRole("slider", { name: "Loan term" });
    await term.focus();
    await term.press("End");
    await expect
      .poll(() => repayment(page).textContent())
      .toContain(expected(50000, 7, "fortnight").repayment);

    expect(await firstUses(page)).toBe(1);
    await page.close();
  });

  it("says 'Enquire for Finance' with a blank total at $25 or less", async () => {
    const page = await openFinance(browser());
    await amountField(page).fill("1500");
    const term = calculator(page).getByRole("slider", { name: "Loan term" });
    await term.focus();
    await term.press("End");
    // $1,500 at 10% over 7 years weekly is about $6: too small to quote.
    expect(expected(1500, 7, "week").enquire).toBe(true);
    await expect.poll(() => repayment(page).textContent()).toBe("Enquire for Finance");
    expect(await total(page).textContent()).toBe("");
    await page.close();
  });

  it("gives the bounds message at or beyond the amounts", async () => {
    const page = await openFinance(browser());
    const message = "Cannot be less than $1,000 or more than $250,000";
    expect(await calculator(page).getByText(message).count()).toBe(0);
    await amountField(page).fill("500");
    await expect.poll(() => calculator(page).getByText(message).count()).toBe(1);
    await amountField(page).fill("300000");
    await expect.poll(() => calculator(page).getByText(message).count()).toBe(1);
    await amountField(page).fill("45000");
    await expect.poll(() => calculator(page).getByText(message).count()).toBe(0);
    await page.close();
  });

  it("toggles the disclaimer between its short and full text", async () => {
    const page = await openFinance(browser());
    const disclaimer = page.locator("#finance-disclaimer");
    const tail = "might result in a different comparison rate.";
    expect(await disclaimer.getByText(tail).isVisible()).toBe(false);
    await disclaimer.getByText("Show More").click();
    expect(await disclaimer.getByText(tail).isVisible()).toBe(true);
    await disclaimer.getByText("Show Less").click();
    expect(await disclaimer.getByText(tail).isVisible()).toBe(false);
    await page.close();
  });

  it("recalculates without JavaScript through the page's GET form", async () => {
    const page = await openFinance(browser(), "?vehiclePriceBudget=30000", false);
    expect(await repayment(page).textContent()).toContain(
      `${expected(30000, 5, "week").repayment}/wk`,
    );
    await amountField(page).fill("20000");
    await frequency(calculator(page), "Monthly").click();
    await calculator(page).getByRole("button", { name: "Recalculate" }).click();
    await page.waitForURL(/amount=20000/);
    expect(page.url()).toContain("frequency=month");
    expect(page.url()).toContain("vehiclePriceBudget=30000");
    expect(await repayment(page).textContent()).toContain(
      `${expected(20000, 5, "month").repayment}/mo`,
    );
    // A quick-pick is a submit button without JavaScript.
    await calculator(page).getByRole("button", { name: "$40k" }).click();
    await page.waitForURL(/amountPick=40000/);
    expect(await amountField(page).inputValue()).toBe("40,000");
    await page.close();
  });

  it("prices a linked car with its lender and compares the lenders it qualifies for", async () => {
    const search = await request(e2ePort(), HOST, "/api/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ hitsPerPage: 50 }),
    });
    type Hit = {
      id: number;
      price: number;
      status: string;
      year: number;
      make: string;
      model: string;
    };
    const cars = (JSON.parse(search.body) as { hits: Hit[] }).hits.filter(
      (h) => h.status === "in_stock" && h.price > 5000 && h.price < 100000,
    );
    for (const car of cars.slice(0, 10)) {
      const page = await openFinance(
        browser(),
        `?car_id=${car.id}&vehiclePriceBudget=${car.price}`,
      );
      expect(await amountField(page).inputValue()).toBe(formatPrice(car.price).slice(1));
      // A car whose lenders are all ineligible is not named: the page prices the link's budget.
      if ((await page.getByRole("link", { name: "View this car" }).count()) === 0) {
        await page.close();
        continue;
      }
      expect(await page.getByText(`${car.year} ${car.make} ${car.model}`).count()).toBeGreaterThan(
        0,
      );
      // The vehicle calculator starts at 6 years and 10%, weekly, with the lender's fee financed.
      const feeRow = calculator(page)
        .locator("dt", { hasText: "Establishment fee" })
        .locator("+ dd");
      const fees = (await feeRow.count())
        ? Number((await feeRow.textContent())?.replace(/[$,]/g, ""))
        : 0;
      const figure = displayRepayment(
        calculateRepayment({
          amount: car.price,
          establishmentFees: fees,
          interest: 10,
          termYears: 6,
          frequency: "week",
        }),
      );
      expect(await repayment(page).textContent()).toContain(figure.repayment);
      expect(await page.getByRole("table").count()).toBe(1);
      expect(await page.getByRole("columnheader", { name: "Comparison rate" }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
      return;
    }
    throw new Error("none of the first ten cars shows finance");
  });

  it("shows the finance form and the payments strip on the finance page", async () => {
    const page = await openFinance(browser());
    expect(await page.locator("form#finance-form").count()).toBe(1);
    // The strip shows on the finance page itself and again in the site's footer.
    for (const region of [page.getByRole("main"), page.getByRole("contentinfo")]) {
      const payments = region.getByRole("list", { name: "Accepted payments" });
      for (const name of ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"]) {
        expect(await payments.getByRole("img", { name }).count()).toBe(1);
      }
      const line = region.getByRole("link", {
        name: "5 year term, 10.0% deposit, 30.0% final payment",
      });
      expect(await line.getAttribute("href")).toBe("/finance");
    }
    await page.close();
  });

  it("draws the sidebar's quick calculator when it opens, and links to the page's without JavaScript", async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    const url = await carWithFinance(page);
    const fold = page.locator("aside details", { hasText: "Quick repayment calculator" });
    await page.getByText("Quick repayment calculator").click();
    expect(await fold.locator("form").count()).toBe(0);
    const link = fold.getByRole("link", { name: /finance calculator/ });
    expect(await link.getAttribute("href")).toBe("#finance-calculator");
    await page.context().close();

    const live = await newPage(browser());
    await live.goto(url);
    const liveFold = live.locator("aside details", { hasText: "Quick repayment calculator" });
    await calculatorLive(live);
    expect(await liveFold.locator("form").count()).toBe(0);
    await live.getByText("Quick repayment calculator").click();
    await frequency(liveFold, "Monthly").click();
    await expect.poll(() => liveFold.getByRole("status").textContent()).toContain("/mo");
    await live.context().close();
  });

  it("puts the finance section, sidebar figure and fuel calculator on the vehicle page", async () => {
    const page = await newPage(browser());
    await page.goto(await carWithFinance(page));
    await calculatorLive(page);
    const section = page.getByRole("region", { name: "Finance calculator" });

    // The sidebar's weekly figure leads to the calculator; its disclaimer link to the disclaimer.
    const weekly = page.getByRole("link", { name: /^Finance from \$[\d,]+\/wk/ });
    if (await weekly.count())
      expect(await weekly.first().getAttribute("href")).toBe("#finance-calculator");
    expect(
      await page.getByRole("link", { name: "*Finance disclaimer" }).first().getAttribute("href"),
    ).toBe("#finance-disclaimer");

    // Both calculators on the page share one event 26.
    await page.getByText("Quick repayment calculator").click();
    const sidebarCalc = page.locator("details", { hasText: "Quick repayment calculator" });
    await frequency(sidebarCalc, "Monthly").click();
    await frequency(section, "Fortnightly").click();
    await expect.poll(() => section.getByRole("status").textContent()).toContain("/fn");
    expect(await firstUses(page)).toBe(1);

    // Enquire Now unfolds the finance form on the page.
    await section.getByRole("link", { name: "Enquire Now" }).click();
    await expect.poll(() => page.locator("form#finance-form").isVisible()).toBe(true);

    // The fuel calculator works out the site's default 1.70 a litre over 250 km a week.
    const fuel = page.getByRole("region", { name: "Fuel Calculator" });
    const based = (await fuel.getByText(/^Based on/).textContent()) ?? "";
    const consumption = Number(/Based on ([\d.]+) L/.exec(based)?.[1]);
    const row = (term: string) => fuel.locator("dt", { hasText: term }).locator("+ dd");
    expect(await row("Per week").textContent()).toBe(
      centsText(fuelCost({ litresPer100Km: consumption }).weekly),
    );
    await whenHydrated(fuel.getByLabel("Distance per week"));
    await fuel.getByLabel("Distance per week").fill("500");
    const at500 = fuelCost({ kmPerWeek: "500", litresPer100Km: consumption });
    await expect.poll(() => row("Per week").textContent()).toBe(centsText(at500.weekly));
    expect(await row("Per year").textContent()).toBe(centsText(at500.yearly));

    const axe = await new AxeBuilder({ page })
      .include("#finance-calculator")
      .include("aside")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.close();
  });

  it("answers 404 for the finance pages the site does not serve, and for quotes it does not offer", async () => {
    for (const path of [
      "/finance-enquiry",
      "/apply-for-finance",
      "/personalised/finance?car_id=1",
      "/finance-pre-approval",
    ]) {
      expect((await request(e2ePort(), HOST, path)).status).toBe(404);
    }
    const quote = await request(e2ePort(), HOST, "/api/youx/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ purchasePrice: 30000, year: 2022 }),
    });
    expect(quote.status).toBe(404);
  });
});
