import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, e2eEnabled, newPage, useBrowser } from "./support/browser";
import { type SiteServer, startSiteServer } from "./support/site-server";
import { staffLinkMailedTo } from "./support/staff-sign-in";

const SITE = "parkside-nissan";
const OWNER = `owner@${SITE}.example`;

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The number of attempts in the first row of the delivery targets table. */
async function firstTargetAttempts(page: Page): Promise<number> {
  const table = page.getByRole("table", { name: /Where leads are delivered/ });
  return Number(await table.locator("tbody tr").first().locator("td").nth(1).textContent());
}

describe.skipIf(!e2eEnabled())("console home and lead delivery", () => {
  const browser = useBrowser();
  let server: SiteServer;

  beforeAll(async () => {
    server = await startSiteServer({ name: "console-home" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows an owner the demo's month, sends a test lead and sees it delivered", async () => {
    const page = await newPage(browser());
    try {
      await page.goto(server.url(SITE, "/admin"));
      expect(page.url()).toBe(server.url(SITE, "/admin/sign-in"));
      await page.getByLabel("Email").fill(OWNER);
      await page.getByRole("button", { name: "Send sign-in link" }).click();
      await page.waitForURL(/notice=sent/);
      await page.goto(staffLinkMailedTo(server, OWNER));
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(server.url(SITE, "/admin/leads"));

      // The home: the numbers, the health and the charts of a working dealership.
      await page
        .getByRole("navigation", { name: "Console" })
        .getByRole("link", { name: "Overview" })
        .click();
      await page.waitForURL(server.url(SITE, "/admin"));
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Overview");
      const week = page.getByRole("link", { name: /Leads this week/ });
      expect(Number((await week.textContent())?.match(/\d+/)?.[0])).toBeGreaterThan(0);
      expect(await page.getByRole("link", { name: /Deliveries failed/ }).getAttribute("href")).toBe(
        "/admin/leads?delivery=failed",
      );
      const byForm = page.getByRole("img", { name: /Leads per day by form, last 30 days/ });
      expect(await byForm.locator("rect").count()).toBeGreaterThan(20);
      expect(await page.getByRole("img", { name: /Leads per day by location/ }).count()).toBe(1);
      const formTable = page.getByRole("table", {
        name: /Leads per day by form.*by day and form/,
        includeHidden: true,
      });
      expect(await formTable.locator("tbody tr").count()).toBe(30);
      expect(
        await page
          .getByRole("table", { name: /Most viewed cars/ })
          .locator("tbody tr")
          .count(),
      ).toBe(10);
      expect(await page.getByText(/Last check: Scheduled check/).count()).toBe(1);
      expect(await page.getByText("Delivered to every target").count()).toBeGreaterThan(0);
      await expectAxeClean(page);

      // The delivery page: targets, checks, and a test lead through the real path.
      await page.getByRole("link", { name: "Lead delivery", exact: true }).click();
      await page.waitForURL(server.url(SITE, "/admin/delivery"));
      const before = await firstTargetAttempts(page);
      expect(before).toBeGreaterThan(50);
      await expectAxeClean(page);
      await page.getByRole("button", { name: "Send a test lead" }).click();
      await page.waitForURL(/\/admin\/delivery\?sent=/);
      const reference = new URL(page.url()).searchParams.get("sent")!;
      expect(await page.getByRole("status").textContent()).toContain(`Test lead ${reference} sent`);
      await expectAxeClean(page);
      let line = "";
      for (let i = 0; i < 30 && !line.includes("Delivered to every target"); i++) {
        await page.reload();
        line =
          (await page.getByRole("listitem").filter({ hasText: reference }).first().textContent()) ??
          "";
        if (!line.includes("Delivered")) await page.waitForTimeout(500);
      }
      expect(line).toContain("Test lead sent by owner@parkside-nissan.example");
      expect(line).toContain("Delivered to every target");
      expect(await firstTargetAttempts(page)).toBeGreaterThan(before);

      // The inbox leaves the test lead out unless asked for test leads.
      await page.goto(server.url(SITE, `/admin/leads?q=${reference}`));
      expect(await page.locator("caption").first().textContent()).toBe(
        "No leads match these filters.",
      );
      await page.goto(server.url(SITE, `/admin/leads?q=${reference}&test=only`));
      expect(await page.locator("tbody tr").count()).toBe(1);
      await page.locator("tbody tr").first().getByRole("link").click();
      await page.waitForURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
      expect(await page.getByText("This is a test lead").count()).toBe(1);
      await expectAxeClean(page);
    } finally {
      await page.context().close();
    }
  }, 240_000);
});
