/**
 * The dealer console in the browser, on a server of its own (Redgum Pre-Owned without captcha so
 * that the test can post leads). An owner asks for a sign-in link (a stranger's address gets the
 * same answer), reads it from DATA_DIR/mail, signs in, finds a lead by search, opens it, retries
 * its delivery and sees the new attempt, moves its follow-up on, exports the CSV and reads the
 * audit log; a sales member of the other location cannot see that lead; the staff cookie on
 * another dealer's host is nobody there. Axe finds nothing on each page (the no-JavaScript test
 * skips axe, which needs script in the page).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SITES } from "@/demo/generate";
import { axeViolations, e2eEnabled, newPage, useBrowser } from "./support/browser";
import { request } from "./support/http";
import { type SiteServer, startSiteServer } from "./support/site-server";
import { staffLinkMailedTo } from "./support/staff-sign-in";

const SITE = "redgum-preowned";
const OTHER = "parkside-nissan";
const OWNER = `owner@${SITE}.example`;
const SALES_OTHER_LOCATION = `sales.morphettvale@${SITE}.example`;

function mailsTo(server: SiteServer, to: string): number {
  const dir = path.join(server.root, "data", "mail");
  return readdirSync(dir).filter((file) =>
    readFileSync(path.join(dir, file), "utf8").includes(`To: ${to}`),
  ).length;
}

/** The demo's location ids by slug: numbered in order through the demo sites' blueprints. */
function demoLocationIds(): Map<string, number> {
  const ids = new Map<string, number>();
  for (const site of DEMO_SITES)
    for (const dealership of site.dealerships)
      for (const location of dealership.locations) ids.set(location.slug, ids.size + 1);
  return ids;
}

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe.skipIf(!e2eEnabled())("dealer console", () => {
  const browser = useBrowser();
  let server: SiteServer;
  const leadIds: Record<string, string> = {};

  async function postLead(name: string, lastName: string, locationId: string) {
    const host = `${SITE}.localhost:${server.port}`;
    const posted = await request(server.port, host, "/api/leads", {
      method: "POST",
      headers: { origin: `http://${host}`, "content-type": "application/json" },
      body: JSON.stringify({
        form: "enquiry",
        name,
        last_name: lastName,
        email: `${name.toLowerCase()}@example.com`,
        phone: "0412 345 678",
        postcode: "5000",
        location_id: locationId,
        comments: `Is the ute still available, ${name}?`,
        terms: true,
      }),
    });
    expect(posted.status, posted.body).toBe(201);
    return (JSON.parse(posted.body) as { lead_id: string }).lead_id;
  }

  /** A GET on the site's host with the page's cookies, as the browser would send it. */
  async function getWithCookies(page: Page, pathname: string) {
    const cookies = await page.context().cookies(server.url(SITE, "/"));
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    return request(server.port, `${SITE}.localhost:${server.port}`, pathname, {
      headers: { cookie },
    });
  }

  async function signIn(page: Page, email: string, site = SITE) {
    await page.goto(server.url(site, "/admin"));
    expect(page.url()).toBe(server.url(site, "/admin/sign-in"));
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await page.waitForURL(/notice=sent/);
    await page.goto(staffLinkMailedTo(server, email));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(server.url(site, "/admin/leads"));
  }

  beforeAll(async () => {
    server = await startSiteServer({
      name: "console",
      sites: (configs) =>
        configs.map((c) =>
          c.slug === SITE ? { ...c, forms: { ...(c.forms as object), captcha: false } } : c,
        ),
    });
    const ids = demoLocationIds();
    const enfield = { id: String(ids.get(`${SITE}-enfield`)) };
    const vale = { id: String(ids.get(`${SITE}-morphett-vale`)) };
    leadIds.ellie = await postLead("Ellie", "Enfield", enfield.id);
    leadIds.morgan = await postLead("Morgan", "Vale", vale.id);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("signs an owner in by the mailed link, finds, retries, follows up, exports and audits", async () => {
    const page = await newPage(browser());
    try {
      // Anonymous: /admin is the sign-in page; it never says who is staff.
      const first = await page.goto(server.url(SITE, "/admin"));
      expect(page.url()).toBe(server.url(SITE, "/admin/sign-in"));
      expect(first?.headers()["cache-control"]).toContain("no-store");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain(
        "noindex",
      );
      await expectAxeClean(page);
      await page.getByLabel("Email").fill("stranger@example.com");
      await page.getByRole("button", { name: "Send sign-in link" }).click();
      await page.waitForURL(/notice=sent/);
      const strangerAnswer = await page.locator("main").getByRole("status").textContent();
      expect(mailsTo(server, "stranger@example.com")).toBe(0);

      await signIn(page, OWNER);
      const cookies = await page.context().cookies();
      const staff = cookies.find((c) => c.name === "fc_staff");
      expect(staff).toMatchObject({
        domain: `${SITE}.localhost`,
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        secure: false,
      });
      // The same answer was given for the owner's address.
      await page.goto(server.url(SITE, "/admin/sign-in?notice=sent"));
      await page.waitForURL(server.url(SITE, "/admin/leads"));
      expect(strangerAnswer).toContain("If that address belongs to this site's staff");
      // The link worked once.
      await page.goto(staffLinkMailedTo(server, OWNER));
      expect(await page.locator("main").getByRole("alert").textContent()).toContain(
        "already been used",
      );

      await page.goto(server.url(SITE, "/admin/leads"));
      await expectAxeClean(page);
      await page.getByLabel("Name, email, phone or reference").fill("Ellie");
      await page.getByRole("button", { name: "Show leads" }).click();
      await page.waitForURL(/q=Ellie/);
      const rows = page.locator("tbody tr");
      expect(await rows.count()).toBe(1);
      expect(await page.locator("caption").first().textContent()).toBe(
        "Leads 1–1 of 1, newest first",
      );
      await page.getByRole("link", { name: "Ellie Enfield" }).click();
      await page.waitForURL(server.url(SITE, `/admin/leads/${leadIds.ellie}`));
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Ellie Enfield");
      expect(await page.getByText("first seen").count()).toBe(1);

      const dealerSends = async () => {
        await page.reload();
        return page
          .getByRole("table", { name: "Delivery attempts, newest first" })
          .getByRole("row", { name: /dealer-email/ })
          .count();
      };
      await expect.poll(dealerSends, { timeout: 20_000 }).toBe(1);
      await expectAxeClean(page);
      await page.getByRole("button", { name: "Retry delivery" }).click();
      await page.waitForURL(/done=retried/);
      expect(await page.locator("main").getByRole("status").textContent()).toContain(
        "queued to be sent",
      );
      await expect.poll(dealerSends, { timeout: 20_000 }).toBe(2);

      await page.getByLabel("State").selectOption("contacted");
      await page.getByLabel("Notes").fill("Called back, coming Saturday");
      await page.getByRole("button", { name: "Save follow-up" }).click();
      await page.waitForURL(/done=follow-up/);
      const history = page.getByRole("table", { name: "Follow-up history, newest first" });
      expect(await history.locator("tbody tr").first().textContent()).toContain(
        "Called back, coming Saturday",
      );
      expect(await history.locator("tbody tr").first().textContent()).toContain(OWNER);
      await expectAxeClean(page);

      // The CSV of the whole inbox, as the Export link gives it.
      await page.goto(server.url(SITE, "/admin/leads"));
      const exportLink = page.getByRole("link", { name: /Export CSV/ });
      const href = await exportLink.getAttribute("href");
      const total = Number(/\((\d+) leads?\)/.exec((await exportLink.textContent()) ?? "")?.[1]);
      const csv = await getWithCookies(page, href!);
      expect(csv.status).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["cache-control"]).toContain("no-store");
      const text = csv.body;
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const records = parse(text, { bom: true, columns: true }) as Record<string, string>[];
      // The demo's month of leads and the two sent here: every lead the inbox counts.
      expect(records).toHaveLength(total);
      expect(records.map((r) => r.Name)).toEqual(
        expect.arrayContaining(["Ellie Enfield", "Morgan Vale"]),
      );
      expect(records.find((r) => r.Name === "Ellie Enfield")?.["Follow-up"]).toBe("Contacted");

      await page.getByRole("link", { name: "Audit log" }).click();
      await page.waitForURL(server.url(SITE, "/admin/audit"));
      const audit = await page.locator("tbody").textContent();
      expect(audit).toContain("Changed follow-up to Contacted");
      expect(audit).toContain("Retried delivery");
      expect(audit).toContain("Signed in");
      await expectAxeClean(page);

      // The staff cookie on another dealer's host is nobody there.
      await page
        .context()
        .addCookies([
          { name: "fc_staff", value: staff!.value, domain: `${OTHER}.localhost`, path: "/" },
        ]);
      await page.goto(server.url(OTHER, "/admin/leads"));
      expect(page.url()).toBe(server.url(OTHER, "/admin/sign-in"));

      await page.goto(server.url(SITE, "/admin/leads"));
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(/notice=signed-out/);
      await page.goto(server.url(SITE, "/admin/leads"));
      expect(page.url()).toBe(server.url(SITE, "/admin/sign-in"));
    } finally {
      await page.context().close();
    }
  }, 180_000);

  it("shows a sales member only their location's leads, without JavaScript", async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    try {
      await signIn(page, SALES_OTHER_LOCATION);
      const names = await page.locator("tbody tr th").allTextContents();
      expect(names.join(" ")).toContain("Morgan Vale");
      expect(names.join(" ")).not.toContain("Ellie");
      expect(await page.getByRole("link", { name: "Audit log" }).count()).toBe(0);
      const hidden = await page.goto(server.url(SITE, `/admin/leads/${leadIds.ellie}`));
      expect(hidden?.status()).toBe(404);
      const audit = await page.goto(server.url(SITE, "/admin/audit"));
      expect(audit?.status()).toBe(404);
      const csv = await getWithCookies(page, "/admin/leads.csv");
      expect(csv.body).toContain("Morgan");
      expect(csv.body).not.toContain("Ellie");
      await page.goto(server.url(SITE, "/admin/leads?q=Ellie"));
      expect(await page.locator("caption").textContent()).toBe("No leads match these filters.");
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
