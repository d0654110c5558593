/**
 * The enquiry form end to end on its own site host: /contact with JavaScript (errors as you type
 * and on submit, focus on the summary, success remembered in the browser(), the analytics event)
 * and without it (the server lists the errors, keeps what was typed, answers the sum question,
 * 303 to /success), and /contact-us/{slug}. axe finds nothing on the form or /success.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, e2eEnabled, newPage, siteUrl, useBrowser } from "./support/browser";
import { whenHydrated } from "./support/hydration";
import { answerQuestion, thankYouReference } from "./support/lead-forms";

const SITE = "parkside-nissan";

async function fillContact(page: Page, name = "Jane") {
  await page.getByLabel("First Name").fill(name);
  await page.getByLabel("Last Name").fill("Citizen");
  await page.getByLabel("Mobile Number").fill("0412 345 678");
  await page.getByLabel("Email Address").fill(`${name.toLowerCase()}@example.com`);
  await page.getByLabel("Postcode").fill("2150");
}

describe.skipIf(!e2eEnabled())("enquiry form", () => {
  const browser = useBrowser();

  it("with JavaScript: checks as you type, lists errors, sends, and remembers the shopper", async () => {
    const page = await newPage(browser());
    await page.goto(siteUrl(SITE, "/contact"));
    await whenHydrated(page.locator("form#enquiry-form"));
    await page.getByRole("button", { name: "Send Enquiry" }).click();

    // Next's route announcer is an alert too; the summary is the one with the heading.
    const summary = page.getByRole("alert").filter({ hasText: "Please fix the following errors:" });
    const text = await summary.innerText();
    for (const message of [
      "Please enter your first name.",
      "Invalid postcode. Please enter a 4-digit number.",
      "Please enter your message.",
      "*You must agree to the terms of use before submitting.",
    ]) {
      expect(text).toContain(message);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
    expect(await page.getByLabel("First Name").getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    await fillContact(page);
    await page.getByLabel("Postcode").fill("21");
    await expect(page.locator("#enquiry-form-postcode-error").innerText()).resolves.toBe(
      "Invalid postcode. Please enter a 4-digit number.",
    );
    await page.getByLabel("Postcode").fill("2150");
    expect(await page.locator("#enquiry-form-postcode-error").count()).toBe(0);
    await page.getByLabel("Comments").fill("Is the X-Trail still available?");
    await page.getByLabel("SMS only").check();
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Send Enquiry" }).click();

    const reference = await thankYouReference(page);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(
      "Thank you, your enquiry has been sent",
    );
    await expect(page.locator("main").innerText()).resolves.toContain(
      `Your reference number is ${reference}`,
    );
    await expect(page.locator("main").innerText()).resolves.toContain("sms only, as you asked");
    expect(await axeViolations(page)).toEqual([]);

    const stored = await page.evaluate(
      (slug) => ({
        user: JSON.parse(localStorage.getItem(`${slug}:user`) ?? "{}"),
        category: JSON.parse(localStorage.getItem(`${slug}:success_category`) ?? "null"),
        events: (window as unknown as { dataLayer?: { event_id: number }[] }).dataLayer?.map(
          (e) => e.event_id,
        ),
      }),
      SITE,
    );
    expect(stored.user).toEqual({
      name: "Jane",
      last_name: "Citizen",
      email: "jane@example.com",
      phone: "0412 345 678",
      postcode: "2150",
    });
    expect(stored.category).toBe("General Enquiry");
    expect(stored.events).toContain(22);

    // The next form starts with the shopper's details.
    await page.goto(siteUrl(SITE, "/contact"));
    await expect.poll(() => page.getByLabel("Email Address").inputValue()).toBe("jane@example.com");
    await page.context().close();
  });

  it("without JavaScript: the server lists the errors, keeps the answers, and sends with a 303", async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto(siteUrl(SITE, "/contact"));
    await page.getByLabel("First Name").fill("Sam");
    await page.getByLabel("Postcode").fill("40");
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await page.waitForLoadState();
    const summary = await page.getByRole("alert").innerText();
    expect(summary).toContain("Please fix the following errors:");
    expect(summary).toContain("Invalid postcode. Please enter a 4-digit number.");
    expect(summary).not.toContain("Please enter your first name.");
    expect(await page.getByLabel("First Name").inputValue()).toBe("Sam");

    await fillContact(page, "Sam");
    await page.getByLabel("Comments").fill("Sent without JavaScript");
    await page.getByLabel(/I agree to the/).check();
    await answerQuestion(page);
    const answers: number[] = [];
    page.on("response", (r) => {
      if (r.request().method() === "POST") answers.push(r.status());
    });
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await page.waitForURL(/\/success\?ref=/);
    expect(answers).toEqual([303]);
    await expect(page.locator("main").innerText()).resolves.toMatch(
      /Your reference number is [0-9A-Z]{8}/,
    );
    await page.context().close();
  });

  it("a location's contact page sends to that location; an unknown one is 404", async () => {
    const page = await newPage(browser());
    const response = await page.goto(siteUrl(SITE, "/contact-us/parkside-nissan-parramatta"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toContain(
      "Parkside Nissan Parramatta",
    );
    expect(await page.locator('input[name="location_fixed"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const missing = await page.goto(siteUrl(SITE, "/contact-us/nowhere"));
    expect(missing?.status()).toBe(404);
    await page.context().close();
  });
});
