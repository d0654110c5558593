/**
 * The per-address lead limit as a shopper meets it: on a server allowing one lead a minute from
 * an address, a second enquiry is refused with the plain sentence in the form's alert, and what
 * the shopper typed stays in the form. Windows are aligned on the clock, so a second lead that
 * lands in the next minute is allowed; the third then cannot be.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABUSE_MESSAGES } from "../src/domain/leads/messages";
import { axeViolations, e2eEnabled, newPage, useBrowser } from "./support/browser";
import { whenHydrated } from "./support/hydration";
import { type SiteServer, startSiteServer } from "./support/site-server";

const SITE = "parkside-nissan";

describe.skipIf(!e2eEnabled())("lead rate limit", () => {
  const browser = useBrowser();
  let server: SiteServer;

  beforeAll(async () => {
    server = await startSiteServer({
      name: "leads-rate-limit",
      env: { LEAD_RATE_PER_IP_MINUTE: "1" },
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** Fills and sends /contact; answers the alert's text when refused, or null on /success. */
  async function sendEnquiry(page: Page, comment: string): Promise<string | null> {
    await page.goto(server.url(SITE, "/contact"));
    const form = page.locator("form#enquiry-form");
    await whenHydrated(form);
    await form.getByLabel("First Name").fill("Rita");
    await form.getByLabel("Last Name").fill("Limit");
    await form.getByLabel("Mobile Number").fill("0412 345 678");
    await form.getByLabel("Email Address").fill("rita@example.com");
    await form.getByLabel("Postcode").fill("2150");
    await form.getByLabel("Comments").fill(comment);
    await form.getByLabel(/I agree to the/).check();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: ABUSE_MESSAGES.rateLimited });
    await Promise.race([
      page.waitForURL(/\/success\?ref=/, { timeout: 30_000 }),
      refusal.waitFor({ timeout: 30_000 }),
    ]);
    return /\/success\?ref=/.test(page.url()) ? null : refusal.innerText();
  }

  it("refuses a second enquiry within the minute with a clear message and keeps the answers", async () => {
    const page = await newPage(browser());
    expect(await sendEnquiry(page, "First enquiry")).toBeNull();

    let refused: string | null = null;
    for (let attempt = 1; attempt <= 2 && refused === null; attempt++) {
      refused = await sendEnquiry(page, `Enquiry ${attempt + 1}`);
    }
    expect(refused).toContain(ABUSE_MESSAGES.rateLimited);
    expect(await page.getByLabel("Comments").inputValue()).toMatch(/^Enquiry [23]$/);
    expect(await page.getByLabel("Email Address").inputValue()).toBe("rita@example.com");
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
