/**
 * The lead forms without JavaScript, end to end on the shared server: request photos and the
 * one-step enquiry of a vehicle page (its test-drive and finance folds link to their pages), the multi-step car enquiry (every step at once, one submit),
 * the finance page's enquiry, a trade-in with an online estimate whose offer the shopper accepts,
 * a reservation that marks the car reserved, and an order-now quote. Each form is first posted
 * with a bad or missing answer: the server lists the exact messages under 'Please fix the
 * following errors:', in view, and keeps what was typed. Then it is filled in (the sum question
 * answered) and posted again: a 303 to /success with a reference. axe finds nothing on the form,
 * the form with its errors, or /success.
 */
import type { Browser, Locator, Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeWithoutJs, e2eEnabled, e2ePort, newPage, siteUrl, useBrowser } from "./support/browser";
import { request } from "./support/http";
import { answerQuestion, carSlugs, commonModel } from "./support/lead-forms";
import { e2eDataDir, sessionCookieHeader, signIn } from "./support/sign-in";

const POSTCODE = "Invalid postcode. Please enter a 4-digit number.";
const TERMS = "*You must agree to the terms of use before submitting.";
const FIRST_NAME = "Please enter your first name.";
const LAST_NAME = "Please enter your last name.";
const MOBILE = "Please enter your mobile number.";
const EMAIL = "Please enter your email address.";
const MESSAGE = "Please enter your message.";

/** A page with JavaScript off, at a site's address; the page must answer 200. */
async function openWithoutJs(
  browser: Browser,
  site: string,
  pathname: string,
  /** Signs in with this mobile number first, for a page the site gates. */
  signInAs?: string,
): Promise<Page> {
  const page = await newPage(browser, { javaScriptEnabled: false });
  if (signInAs) await signIn(page, siteUrl(site, ""), e2eDataDir(), signInAs);
  // The forms are in the markup: no need to wait for every photo of the page to load.
  const response = await page.goto(siteUrl(site, pathname), { waitUntil: "domcontentloaded" });
  expect(response?.status(), pathname).toBe(200);
  return page;
}

async function fillContact(form: Locator, name: string) {
  await form.getByLabel("First Name").fill(name);
  await form.getByLabel("Last Name").fill("Tester");
  await form.getByLabel("Mobile Number").fill("0412 345 678");
  await form.getByLabel("Email Address").fill(`${name.toLowerCase()}@example.com`);
  await form.getByLabel("Postcode").fill("5000");
}

/** Clicks a form's submit button and waits for the page the server answers with. */
async function post(page: Page, button: Locator): Promise<number[]> {
  const statuses: number[] = [];
  const record = (r: Response) => {
    if (r.request().method() === "POST") statuses.push(r.status());
  };
  page.on("response", record);
  await Promise.all([page.waitForNavigation(), button.click()]);
  await page.waitForLoadState();
  page.off("response", record);
  return statuses;
}

/**
 * Posts a form that should fail: the page comes back (200) with the summary shown in view and
 * the messages it lists, in order.
 */
async function postWithErrors(page: Page, form: Locator, button: Locator): Promise<string[]> {
  expect(await post(page, button)).toEqual([200]);
  const summary = form.getByRole("alert").filter({ hasText: "Please fix the following errors:" });
  expect(await summary.isVisible()).toBe(true);
  // The page comes back scrolled to the form (the browser scrolls to the fragment just after
  // loading), the summary on screen: its top at the viewport's top or below, give or take the
  // part of a pixel a scroll position rounds away (-0.5 seen).
  const height = page.viewportSize()!.height;
  await expect
    .poll(() => summary.evaluate((element) => element.getBoundingClientRect().top))
    .toSatisfy((top: number) => top > -1 && top < height);
  return summary.locator("li").allInnerTexts();
}

/** Posts a filled-in form: one 303 to /success, whose reference it returns. */
async function postToSuccess(page: Page, button: Locator): Promise<string> {
  expect(await post(page, button)).toEqual([303]);
  const url = new URL(page.url());
  expect(url.pathname).toBe("/success");
  const reference = url.searchParams.get("ref") ?? "";
  expect(reference).toMatch(/^[0-9A-Z]{8}$/);
  await expect(page.locator("main").innerText()).resolves.toContain(
    `Your reference number is ${reference}`,
  );
  return reference;
}

describe.skipIf(!e2eEnabled())("lead forms without JavaScript", () => {
  const browser = useBrowser();

  it("requests photos from a vehicle page: the fold opens on the errors, then it sends", async () => {
    // Not the first car: the request-photos journey with JavaScript takes that one.
    const slug = (await carSlugs("parkside-nissan"))[2]!;
    const page = await openWithoutJs(browser(), "parkside-nissan", `/cars/${slug}`);
    const form = page.locator("form#request-photos");
    expect(await form.isVisible()).toBe(false);
    // The form is folded under its title; a <summary> opens without JavaScript.
    await page.locator("summary", { hasText: "Request more photos" }).click();
    expect(await form.isVisible()).toBe(true);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await form.getByLabel("First Name").fill("Phoebe");
    await form.getByLabel("Email Address").fill("phoebe@");
    const button = form.getByRole("button", { name: "Request Photos" });
    expect(await postWithErrors(page, form, button)).toEqual([
      LAST_NAME,
      MOBILE,
      "Please enter a valid email address, like name@example.com.",
      POSTCODE,
      TERMS,
    ]);
    expect(await form.getByLabel("First Name").inputValue()).toBe("Phoebe");
    expect(await form.getByLabel("Email Address").inputValue()).toBe("phoebe@");
    expect(await form.getByLabel("Email Address").getAttribute("aria-invalid")).toBe("true");
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await fillContact(form, "Phoebe");
    await form.getByLabel(/I agree to the/).check();
    await answerQuestion(form);
    await postToSuccess(page, button);
    expect(await page.locator(`main a[href="/cars/${slug}"]`).count()).toBe(1);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);
    await page.context().close();
  });

  it("links a vehicle page's test-drive and finance folds to the pages that serve those forms", async () => {
    const slug = (await carSlugs("parkside-nissan"))[3]!;
    const page = await openWithoutJs(browser(), "parkside-nissan", `/cars/${slug}`);
    // Drawn only when opened with JavaScript: the page's markup has neither form.
    expect(await page.locator("form#test-drive, form#finance-form").count()).toBe(0);
    await page.locator("summary", { hasText: "Book a test drive" }).click();
    const testDrive = page.getByRole("link", { name: "Book a test drive for this car" });
    expect(await testDrive.getAttribute("href")).toMatch(/^\/book-test-drive\?car_id=\d+$/);
    const finance = page.locator("details", { hasText: "Apply for finance on this" });
    if (await finance.count()) {
      await finance.locator("summary").first().click();
      const link = finance.getByRole("link", { name: "Apply on our finance page" });
      expect(await link.getAttribute("href")).toMatch(/^\/finance\?.*#finance-form$/);
    }
    expect(await axeWithoutJs(browser(), page)).toEqual([]);
    await Promise.all([page.waitForNavigation(), testDrive.click()]);
    expect(await page.locator("form#test-drive").getByLabel("Preferred time").count()).toBe(1);
    await page.context().close();
  });

  it("sends the vehicle page's one-step enquiry (Parkside Nissan)", async () => {
    const slug = (await carSlugs("parkside-nissan"))[3]!;
    const page = await openWithoutJs(browser(), "parkside-nissan", `/cars/${slug}`);
    const form = page.locator("form#enquire");
    expect(await form.getByRole("button").allInnerTexts()).toEqual(["Send Enquiry"]);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await form.getByLabel("Comments").fill("Is this one still available?");
    await form.getByLabel("Postcode").fill("21");
    const button = form.getByRole("button", { name: "Send Enquiry" });
    expect(await postWithErrors(page, form, button)).toEqual([
      FIRST_NAME,
      LAST_NAME,
      MOBILE,
      EMAIL,
      POSTCODE,
      TERMS,
    ]);
    expect(await form.getByLabel("Comments").inputValue()).toBe("Is this one still available?");
    expect(await form.getByLabel("Postcode").inputValue()).toBe("21");
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await fillContact(form, "Enid");
    await form.getByLabel(/I agree to the/).check();
    await answerQuestion(form);
    await postToSuccess(page, button);
    expect(await page.locator(`main a[href="/cars/${slug}"]`).count()).toBe(1);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);
    await page.context().close();
  });

  it("shows every step of the multi-step enquiry with one submit, and sends it (Redgum Pre-Owned)", async () => {
    // From the end of the list: other tests look at the first cars.
    const slug = (await carSlugs("redgum-preowned")).at(-3)!;
    const page = await openWithoutJs(browser(), "redgum-preowned", `/cars/${slug}`);
    const form = page.locator("form#enquire");
    expect(await form.locator(":scope > fieldset > legend").allInnerTexts()).toEqual([
      "Your enquiry",
      "Your details",
      "Confirm and send",
    ]);
    expect(await form.getByRole("button").allInnerTexts()).toEqual(["Send Enquiry"]);
    expect(await form.getByText(/^Step \d of \d/).count()).toBe(0);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    const button = form.getByRole("button", { name: "Send Enquiry" });
    expect(await postWithErrors(page, form, button)).toEqual([
      FIRST_NAME,
      LAST_NAME,
      MOBILE,
      EMAIL,
      POSTCODE,
      MESSAGE,
      TERMS,
    ]);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    // One answer of each step, one of them bad: all are kept.
    await form.getByLabel("Comments").fill("Can I see it on Saturday?");
    await form.getByLabel("SMS only").check();
    await form.getByLabel("First Name").fill("Stella");
    await form.getByLabel("Mobile Number").fill("12");
    await form.getByLabel(/I agree to the/).check();
    expect(await postWithErrors(page, form, button)).toEqual([
      LAST_NAME,
      "Please enter a valid Australian phone number, like 04 1234 5678.",
      EMAIL,
      POSTCODE,
    ]);
    expect(await form.getByLabel("Comments").inputValue()).toBe("Can I see it on Saturday?");
    expect(await form.getByLabel("SMS only").isChecked()).toBe(true);
    expect(await form.getByLabel("First Name").inputValue()).toBe("Stella");
    expect(await form.getByLabel("Mobile Number").inputValue()).toBe("12");
    expect(await form.getByLabel(/I agree to the/).isChecked()).toBe(true);

    await fillContact(form, "Stella");
    await answerQuestion(form);
    await postToSuccess(page, button);
    const main = await page.locator("main").innerText();
    // The first step's answer went with the last.
    expect(main).toContain("sms only, as you asked");
    expect(await page.locator(`main a[href="/cars/${slug}"]`).count()).toBe(1);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);
    await page.context().close();
  });

  it("sends the finance page's enquiry", async () => {
    const page = await openWithoutJs(
      browser(),
      "parkside-nissan",
      "/finance?vehiclePriceBudget=25000",
    );
    const form = page.locator("form#finance-form");
    // The link's budget is the amount to borrow.
    expect(await form.getByLabel("Amount to borrow ($)").inputValue()).toMatch(/^25,?000$/);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await form.getByLabel("Amount to borrow ($)").fill("a lot");
    await form.getByLabel("First Name").fill("Fiona");
    await form.getByLabel("Postcode").fill("30");
    const button = form.getByRole("button", { name: "Send Enquiry" });
    const listed = await postWithErrors(page, form, button);
    expect(listed).toEqual([
      LAST_NAME,
      MOBILE,
      EMAIL,
      POSTCODE,
      "Please enter an amount in dollars.",
      TERMS,
    ]);
    expect(await form.getByLabel("Amount to borrow ($)").inputValue()).toBe("a lot");
    expect(await form.getByLabel("First Name").inputValue()).toBe("Fiona");
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await form.getByLabel("Amount to borrow ($)").fill("25000");
    await fillContact(form, "Fiona");
    await form.getByLabel(/I agree to the/).check();
    await answerQuestion(form);
    await postToSuccess(page, button);
    expect(new URL(page.url()).searchParams.get("category")).toBe("Finance Enquiry");
    expect(await axeWithoutJs(browser(), page)).toEqual([]);
    await page.context().close();
  });

  it("values a trade-in online, and the shopper accepts the offer", async () => {
    const car = commonModel(await carSlugs("redgum-preowned"));
    // Redgum Pre-Owned gates trade-in: the shopper signs in first.
    const page = await openWithoutJs(browser(), "redgum-preowned", "/trade-in", "0412 700 003");
    const form = page.locator("form#trade-in");
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await form.getByLabel("Year").fill("19");
    await form.getByLabel("Make").fill(car.make);
    await form.getByLabel("Odometer (kms)").fill("40,000");
    await fillContact(form, "Trey");
    await form.getByLabel("Postcode").fill("");
    const button = form.getByRole("button", { name: "Get My Valuation" });
    expect(await postWithErrors(page, form, button)).toEqual([
      POSTCODE,
      "Please enter the year the car was built, like 2019.",
      "Please enter the model.",
      TERMS,
    ]);
    expect(await form.getByLabel("Make").inputValue()).toBe(car.make);
    expect(await form.getByLabel("Odometer (kms)").inputValue()).toBe("40,000");
    expect(await form.getByLabel("Email Address").inputValue()).toBe("trey@example.com");
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await form.getByLabel("Year").fill(car.year);
    await form.getByLabel("Model").fill(car.model);
    await form.getByLabel("Postcode").fill("5000");
    await form.getByLabel(/I agree to the/).check();
    await answerQuestion(form);
    const reference = await postToSuccess(page, button);
    await expect(page.locator("main").innerText()).resolves.toMatch(
      /Online estimate: \$[\d,]+ – \$[\d,]+/,
    );
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    // Accepting is a plain form too: the page comes back saying so, and stays so.
    const accept = page.getByRole("button", { name: "Accept this offer" });
    expect(await post(page, accept)).toEqual([200]);
    await expect(page.getByRole("status").innerText()).resolves.toContain(
      "You accepted this offer",
    );
    await page.goto(siteUrl("redgum-preowned", `/success?ref=${reference}`));
    await expect(page.getByRole("status").innerText()).resolves.toContain(
      "You accepted this offer",
    );
    expect(await page.getByRole("button", { name: "Accept this offer" }).count()).toBe(0);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);
    await page.context().close();
  });

  it("reserves a car, which is then marked reserved", async () => {
    // From the end of the list, so as not to take the car the reservation with JavaScript takes.
    // Redgum Pre-Owned gates reserving: the shopper signs in first.
    const page = await newPage(browser(), { javaScriptEnabled: false });
    await signIn(page, siteUrl("redgum-preowned", ""), e2eDataDir(), "0412 700 004");
    const cookie = await sessionCookieHeader(page);
    let slug: string | undefined;
    for (const candidate of (await carSlugs("redgum-preowned")).reverse().slice(0, 30)) {
      const reply = await request(
        e2ePort(),
        `redgum-preowned.localhost:${e2ePort()}`,
        `/cars/${candidate}/checkout`,
        { headers: { cookie } },
      );
      if (/<h1[^>]*>Reserve the /.test(reply.body)) {
        slug = candidate;
        break;
      }
    }
    expect(slug, "a reservable Redgum Pre-Owned car").toBeDefined();
    expect((await page.goto(siteUrl("redgum-preowned", `/cars/${slug}/checkout`)))?.status()).toBe(
      200,
    );
    const form = page.locator("form#reserve");
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await form.getByLabel("First Name").fill("Rita");
    await form.getByLabel("Mobile Number").fill("0412");
    await form.getByLabel("Comments").fill("I can come in on Monday.");
    const button = form.getByRole("button", { name: "Reserve Car" });
    expect(await postWithErrors(page, form, button)).toEqual([
      LAST_NAME,
      "Please enter a valid Australian phone number, like 04 1234 5678.",
      EMAIL,
      POSTCODE,
      TERMS,
    ]);
    expect(await form.getByLabel("Comments").inputValue()).toBe("I can come in on Monday.");
    expect(await form.getByLabel("Mobile Number").inputValue()).toBe("0412");
    expect(await axeWithoutJs(browser(), page)).toEqual([]);
    // Not reserved by a failed attempt.
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toMatch(
      /^Reserve the /,
    );

    await fillContact(form, "Rita");
    await form.getByLabel(/I agree to the/).check();
    await answerQuestion(form);
    await postToSuccess(page, button);
    expect(await page.locator(`main a[href="/cars/${slug}"]`).count()).toBe(1);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await page.goto(siteUrl("redgum-preowned", `/cars/${slug}/checkout`));
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toContain(
      "can no longer be reserved",
    );
    expect(await page.locator("form#reserve").count()).toBe(0);
    await page.context().close();
  });

  it("sends an order-now quote for a model", async () => {
    const page = await openWithoutJs(browser(), "parkside-nissan", "/models");
    // A model that takes quotes (a coming-soon one has no quote button).
    const href = await page
      .locator('main a[href*="/models/order-now?model_id="]')
      .first()
      .getAttribute("href");
    expect(href).toBeTruthy();
    const response = await page.goto(new URL(href!, page.url()).href);
    expect(response?.status()).toBe(200);
    const form = page.locator("form#quote-request");
    await expect(form.innerText()).resolves.toMatch(/Quote for: \S+/);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await form.getByLabel("Last Name").fill("Tester");
    await form.getByLabel("Postcode").fill("12a4");
    const button = form.getByRole("button", { name: "Send Enquiry" });
    expect(await postWithErrors(page, form, button)).toEqual([
      FIRST_NAME,
      MOBILE,
      EMAIL,
      POSTCODE,
      MESSAGE,
      TERMS,
    ]);
    expect(await form.getByLabel("Last Name").inputValue()).toBe("Tester");
    expect(await form.getByLabel("Postcode").inputValue()).toBe("12a4");
    // The model and variant asked about are still with the form.
    await expect(form.innerText()).resolves.toMatch(/Quote for: \S+/);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);

    await fillContact(form, "Quinn");
    await form.getByLabel("Comments").fill("Best drive-away price please.");
    await form.getByLabel(/I agree to the/).check();
    await answerQuestion(form);
    await postToSuccess(page, button);
    expect(await axeWithoutJs(browser(), page)).toEqual([]);
    await page.context().close();
  });
});
