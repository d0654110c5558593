/**
 * The other lead journeys end to end: a test drive at a real free time (which is then no longer
 * offered), with and without JavaScript; a trade-in with an online estimate and the offer
 * accepted; a reservation that marks the car reserved; careers and parts enquiries without
 * JavaScript; photos requested from a vehicle page. axe finds nothing on any form page.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, e2eEnabled, newPage, siteUrl, useBrowser } from "./support/browser";
import { whenHydrated } from "./support/hydration";
import { answerQuestion, carSlugs, commonModel, thankYouReference } from "./support/lead-forms";
import { e2eDataDir, signIn } from "./support/sign-in";

// Redgum Pre-Owned gates trade-in and reserving: the shopper signs in first.
const signInOnRedgum = (page: Page, mobile: string) =>
  signIn(page, siteUrl("redgum-preowned", ""), e2eDataDir(), mobile);

async function fillContact(page: Page, form: string, name: string) {
  const scope = page.locator(`#${form}`);
  await scope.getByLabel("First Name").fill(name);
  await scope.getByLabel("Last Name").fill("Tester");
  await scope.getByLabel("Mobile Number").fill("0412 345 678");
  await scope.getByLabel("Email Address").fill(`${name.toLowerCase()}@example.com`);
  await scope.getByLabel("Postcode").fill("5000");
  await scope.getByLabel(/I agree to the/).check();
}

describe.skipIf(!e2eEnabled())("lead journeys", () => {
  const browser = useBrowser();

  it("books a free test-drive time, which is then no longer offered", async () => {
    const page = await newPage(browser());
    await page.goto(siteUrl("parkside-nissan", "/book-test-drive"));
    expect(await axeViolations(page)).toEqual([]);
    const time = page.locator("#test-drive").getByLabel("Preferred time");
    const first = await time.locator("option[value*='T']").first();
    const value = await first.getAttribute("value");
    const label = await first.innerText();
    await time.selectOption(value!);
    await fillContact(page, "test-drive", "Tess");
    await page.getByRole("button", { name: "Book Test Drive" }).click();
    await thankYouReference(page);
    await expect(page.locator("main").innerText()).resolves.toContain("Your test drive:");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(siteUrl("parkside-nissan", "/book-test-drive"));
    expect(await page.locator(`option[value="${value}"]`).count()).toBe(0);
    expect(label).toMatch(/\d{1,2}:\d{2} (am|pm)/);
    await page.context().close();
  });

  it("books a test drive without JavaScript", async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto(siteUrl("southern-cross", "/book-test-drive"));
    const time = page.locator("#test-drive").getByLabel("Preferred time");
    await time.selectOption(
      (await time.locator("option[value*='T']").nth(1).getAttribute("value"))!,
    );
    await fillContact(page, "test-drive", "Noah");
    await answerQuestion(page.locator("#test-drive"));
    await page.getByRole("button", { name: "Book Test Drive" }).click();
    await thankYouReference(page);
    await expect(page.locator("main").innerText()).resolves.toContain("Your test drive:");
    await page.context().close();
  });

  it("values a trade-in online, and the shopper accepts the offer", async () => {
    const car = commonModel(await carSlugs("redgum-preowned"));
    const page = await newPage(browser());
    await signInOnRedgum(page, "0412 700 001");
    await page.goto(siteUrl("redgum-preowned", "/trade-in"));
    const faq = page.getByRole("region", { name: "Trade-in questions" });
    expect(await faq.locator("details").count()).toBe(5);
    expect(await axeViolations(page)).toEqual([]);
    const form = page.locator("#trade-in");
    await form.getByLabel("Rego (optional)").fill("ABC123");
    await form.getByLabel("Rego state (optional)").selectOption("SA");
    await form.getByLabel("Year").fill(car.year);
    await form.getByLabel("Make").fill(car.make);
    await form.getByLabel("Model").fill(car.model);
    await form.getByLabel("Odometer (kms)").fill("40,000");
    await fillContact(page, "trade-in", "Trey");
    await page.getByRole("button", { name: "Get My Valuation" }).click();
    await thankYouReference(page);
    await expect(page.locator("main").innerText()).resolves.toMatch(
      /Online estimate: \$[\d,]+ – \$[\d,]+/,
    );
    await page.getByRole("button", { name: "Accept this offer" }).click();
    await expect(page.getByRole("status").innerText()).resolves.toContain(
      "You accepted this offer",
    );
    await page.context().close();
  });

  it("gives no online estimate for an old car, and says why", async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto(siteUrl("redgum-preowned", "/sell-my-car"));
    const form = page.locator("#trade-in");
    await form.getByLabel("Year").fill("2012");
    await form.getByLabel("Make").fill("Toyota");
    await form.getByLabel("Model").fill("Camry");
    await form.getByLabel("Odometer (kms)").fill("180000");
    await fillContact(page, "trade-in", "Olive");
    await answerQuestion(page.locator("#trade-in"));
    await page.getByRole("button", { name: "Get My Valuation" }).click();
    await thankYouReference(page);
    await expect(page.locator("main").innerText()).resolves.toContain("get no online estimate");
    await page.context().close();
  });

  it("reserves a car, which then cannot be reserved again", async () => {
    const page = await newPage(browser());
    await signInOnRedgum(page, "0412 700 002");
    let slug: string | undefined;
    for (const candidate of (await carSlugs("redgum-preowned")).slice(0, 20)) {
      await page.goto(siteUrl("redgum-preowned", `/cars/${candidate}/checkout`));
      if ((await page.getByRole("heading", { level: 1 }).innerText()).startsWith("Reserve the")) {
        slug = candidate;
        break;
      }
    }
    expect(slug).toBeDefined();
    await expect(page.locator("main").innerText()).resolves.toContain(
      "Pay the $200 deposit at the dealership",
    );
    expect(await axeViolations(page)).toEqual([]);
    await fillContact(page, "reserve", "Rita");
    await page.getByRole("button", { name: "Reserve Car" }).click();
    await thankYouReference(page);
    await page.goto(siteUrl("redgum-preowned", `/cars/${slug}/checkout`));
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toContain(
      "can no longer be reserved",
    );
    await page.context().close();
  });

  it("sends careers and parts enquiries without JavaScript", async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto(siteUrl("parkside-nissan", "/careers"));
    await page
      .locator("#enquiry-careers")
      .getByLabel("Role you are interested in")
      .fill("Sales consultant");
    await fillContact(page, "enquiry-careers", "Cara");
    await answerQuestion(page.locator("#enquiry-careers"));
    await page.getByRole("button", { name: "Send Application" }).click();
    await thankYouReference(page);
    expect(new URL(page.url()).searchParams.get("category")).toBe("General Enquiry");

    await page.goto(siteUrl("parkside-nissan", "/vehicle-parts-and-accessories"));
    await page
      .locator("#enquiry-parts")
      .getByLabel("Part or accessory you need")
      .fill("Roof racks for a 2022 X-Trail");
    await fillContact(page, "enquiry-parts", "Pat");
    await answerQuestion(page.locator("#enquiry-parts"));
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await thankYouReference(page);
    expect(new URL(page.url()).searchParams.get("category")).toBe("Parts Enquiry");
    await page.context().close();
  });

  it("requests photos from a vehicle page", async () => {
    const [slug] = await carSlugs("parkside-nissan");
    const page = await newPage(browser());
    await page.goto(siteUrl("parkside-nissan", `/cars/${slug}`));
    const form = page.locator("#request-photos");
    expect(await form.count()).toBe(1);
    // The vehicle page folds the form under its title; open the fold as a shopper would.
    await page.locator("#request-photos").evaluate((form) => {
      const fold = form.closest("details");
      if (fold) fold.open = true;
    });
    await whenHydrated(form);
    await fillContact(page, "request-photos", "Phoebe");
    await form.getByRole("button", { name: "Request Photos" }).click();
    await thankYouReference(page);
    await expect(page.locator("main").innerText()).resolves.toContain("About:");
    await page.context().close();
  });
});
