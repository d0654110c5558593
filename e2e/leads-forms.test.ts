/**
 * The finance enquiry, the multi-step car enquiry and the order-now quote end to end, on a
 * server of their own: the same build, started with a copy of the demo sites in which Southern
 * Cross uses /finance-enquiry and the 'Get Finance Now' modal, and every demo dealer sends its
 * leads to a webhook this test receives, so what a lead carried (visited pages, the quoted model
 * and variant) is read from the lead itself. Each form: submitted empty (the exact messages),
 * then filled in, to /success with a reference; axe finds nothing.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, e2eEnabled, newPage, useBrowser } from "./support/browser";
import { request } from "./support/http";
import { whenHydrated } from "./support/hydration";
import { thankYouReference } from "./support/lead-forms";
import { type SiteConfigJson, type SiteServer, startSiteServer } from "./support/site-server";

const SECRET_ENV = "E2E_LEADS_WEBHOOK_SECRET";
const TERMS = "*You must agree to the terms of use before submitting.";
const CONTACT_ERRORS = [
  "Please enter your first name.",
  "Please enter your last name.",
  "Please enter your mobile number.",
  "Please enter your email address.",
  "Invalid postcode. Please enter a 4-digit number.",
];

type HookLead = {
  reference: string;
  kind: string;
  category: string;
  car: { id: number; slug: string } | null;
  place: { dealership: { id: number; name: string } | null };
  payload: {
    model?: { id: number; slug: string; make: string; name: string } | null;
    variant?: { id: number; name: string } | null;
    lead_attributes: { visited_pages: string[] };
  };
};

/** A webhook receiver: every lead the server delivers, by reference. */
async function startReceiver() {
  const leads = new Map<string, HookLead>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      try {
        const { lead } = JSON.parse(body) as { lead: HookLead };
        leads.set(lead.reference, lead);
      } catch {
        // Not a lead: ignore.
      }
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  return { url, leads, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The sites with the switches above; every site's leads also go to the webhook. */
function flaggedSites(configs: SiteConfigJson[], webhook: string): SiteConfigJson[] {
  return configs.map((site) => {
    const config: SiteConfigJson = {
      ...site,
      forms: { ...(site.forms as object), webhook: { url: webhook, secretEnv: SECRET_ENV } },
    };
    if (config.slug === "southern-cross") {
      config.finance = {
        ...(site.finance as object),
        financeLinkPath: "/finance-enquiry",
        getFinanceNowModal: true,
      };
    }
    return config;
  });
}

async function fillContact(page: Page, form: string, name: string) {
  const scope = page.locator(`#${form}`);
  await scope.getByLabel("First Name").fill(name);
  await scope.getByLabel("Last Name").fill("Tester");
  await scope.getByLabel("Mobile Number").fill("0412 345 678");
  await scope.getByLabel("Email Address").fill(`${name.toLowerCase()}@example.com`);
  await scope.getByLabel("Postcode").fill("4000");
}

/** The messages listed under 'Please fix the following errors:' in a form, in order. */
async function listedErrors(page: Page, form: string): Promise<string[]> {
  const summary = page
    .locator(`#${form}`)
    .getByRole("alert")
    .filter({ hasText: "Please fix the following errors:" });
  await summary.waitFor();
  return summary.locator("li").allInnerTexts();
}

describe.skipIf(!e2eEnabled())("finance, multi-step and quote forms", () => {
  const browser = useBrowser();
  let server: SiteServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let port = 0;
  const url = (site: string, pathname: string) => server.url(site, pathname);

  /** The lead the server delivered to the webhook under a reference. */
  async function delivered(reference: string): Promise<HookLead> {
    await expect.poll(() => receiver.leads.has(reference), { timeout: 20_000 }).toBe(true);
    return receiver.leads.get(reference)!;
  }

  /** Car pages of a site, from its sitemap. */
  async function carPaths(site: string): Promise<string[]> {
    const reply = await request(port, `${site}.localhost:${port}`, "/sitemap.xml");
    return [...reply.body.matchAll(/(\/cars\/[a-z0-9-]+)<\/loc>/g)].map((m) => m[1]!);
  }

  /** The first car page of a site whose HTML has `marker`, or null. */
  async function carPageWith(site: string, marker: string): Promise<string | null> {
    for (const pathname of (await carPaths(site)).slice(0, 15)) {
      const reply = await request(port, `${site}.localhost:${port}`, pathname);
      if (reply.status === 200 && reply.body.includes(marker)) return pathname;
    }
    return null;
  }

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startSiteServer({
      name: "leads-forms",
      sites: (configs) => flaggedSites(configs, receiver.url),
      env: {
        [SECRET_ENV]: "e2e-webhook-secret-0123456789",
        LEAD_DELIVERY_POLL_MS: "200",
      },
    });
    port = server.port;
  });

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it("/finance-enquiry: preselects the link's dealership, lists the errors, sends to /success", async () => {
    const page = await newPage(browser());
    await page.goto(url("southern-cross", "/"));
    // The visit's trail is written once the page's code runs; leave only after it has.
    await page.waitForFunction(() =>
      (sessionStorage.getItem("southern-cross:visited_pages") ?? "").includes('"/"'),
    );
    await page.goto(
      url("southern-cross", "/finance-enquiry?preferredDealership=southern-cross-kia#finance-form"),
    );
    const form = page.locator("#finance-form");
    const dealership = form.getByLabel("Dealership");
    await expect.poll(() => dealership.locator("option:checked").innerText()).toMatch(/Kia/);
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole("button", { name: "Send Enquiry" }).click();
    expect(await listedErrors(page, "finance-form")).toEqual([...CONTACT_ERRORS, TERMS]);
    expect(await form.getByLabel("First Name").getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    await fillContact(page, "finance-form", "Fiona");
    await form.getByLabel(/I agree to the/).check();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    const reference = await thankYouReference(page);
    await expect(page.locator("main").innerText()).resolves.toContain(
      `Your reference number is ${reference}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    const lead = await delivered(reference);
    expect([lead.kind, lead.category]).toEqual(["finance", "Finance Enquiry"]);
    expect(lead.place.dealership?.name).toMatch(/Kia/);
    // Every page of the visit, not only the form's.
    expect(lead.payload.lead_attributes.visited_pages).toEqual([
      "/",
      "/finance-enquiry?preferredDealership=southern-cross-kia",
    ]);
    await page.context().close();
  });

  it("the 'Finance Enquiry' modal of a vehicle page lists the errors, then sends", async () => {
    const pathname = await carPageWith("southern-cross", "Get Finance Now");
    expect(pathname, "a Southern Cross car with the Get Finance Now button").not.toBeNull();
    const page = await newPage(browser());
    await page.goto(url("southern-cross", pathname!));
    await page.getByRole("button", { name: "Get Finance Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Finance Enquiry" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    expect(await listedErrors(page, "finance-modal-form")).toEqual([...CONTACT_ERRORS, TERMS]);
    expect(await axeViolations(page)).toEqual([]);

    await fillContact(page, "finance-modal-form", "Mona");
    await dialog.getByLabel(/I agree to the/).check();
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    const reference = await thankYouReference(page);
    expect(await axeViolations(page)).toEqual([]);
    const lead = await delivered(reference);
    expect(lead.kind).toBe("finance");
    expect(`/cars/${lead.car?.slug}`).toBe(pathname);
    expect(lead.payload.lead_attributes.visited_pages).toEqual([pathname]);
    await page.context().close();
  });

  it("the multi-step car enquiry advances step by step, then sends (Redgum Pre-Owned)", async () => {
    // Mounted by the vehicle page through VehicleEnquiry; without JavaScript all steps render.
    const pathname = await carPageWith("redgum-preowned", "Confirm and send");
    expect(pathname, "a Redgum car page with the multi-step enquiry").not.toBeNull();
    const page = await newPage(browser());
    await page.goto(url("redgum-preowned", pathname!));
    // The enquiry's code loads as it comes into view; its steps show from then on.
    await whenHydrated(page.locator("form#enquire"));
    const form = page.locator("form#enquire");
    await form.getByText("Step 1 of 3: Your enquiry").waitFor();
    const id = "enquire";
    const next = form.getByRole("button", { name: "Next" });

    await next.click();
    expect(await listedErrors(page, id)).toEqual(["Please enter your message."]);
    await form.getByLabel("Comments").fill("Is this one still available?");
    await next.click();
    await form.getByText("Step 2 of 3: Your details").waitFor();
    await next.click();
    expect(await listedErrors(page, id)).toEqual(CONTACT_ERRORS);
    expect(await axeViolations(page)).toEqual([]);
    await fillContact(page, id, "Stella");
    await next.click();
    await form.getByText("Step 3 of 3: Confirm and send").waitFor();
    const send = form.getByRole("button", { name: "Send Enquiry" });
    await send.click();
    expect(await listedErrors(page, id)).toEqual([TERMS]);
    await form.getByLabel(/I agree to the/).check();

    // An answer without a lead_id: its error, else the form's general failure message.
    let answer: object = {};
    await page.route("**/api/leads", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify(answer) }),
    );
    await send.click();
    await expect
      .poll(() => form.getByRole("alert").innerText())
      .toContain("An unexpected error occured.");
    answer = { error: "The dealer's systems are down." };
    await send.click();
    await expect
      .poll(() => form.getByRole("alert").innerText())
      .toContain("The dealer's systems are down.");
    await page.unroute("**/api/leads");

    await send.click();
    const reference = await thankYouReference(page);
    expect(await axeViolations(page)).toEqual([]);
    const enquired = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("redgum-preowned:enquired_car") ?? "null"),
    );
    expect(`/cars/${enquired?.slug}`).toBe(pathname);
    const lead = await delivered(reference);
    expect(lead.kind).toBe("car-enquiry");
    expect(lead.car?.slug).toBe(enquired?.slug);
    await page.context().close();
  });

  it("an order-now quote carries the model and variant, and the pages visited on the way", async () => {
    const page = await newPage(browser());
    await page.goto(url("parkside-nissan", "/models"));
    // A model that takes quotes (a coming-soon one has no quote button).
    const modelQuote = await page
      .locator('main a[href*="/models/order-now?model_id="]')
      .first()
      .getAttribute("href");
    const modelPath = `/models/${new URL(modelQuote!, "http://x").searchParams.get("model_id")}`;
    await page.locator(`main a[href="${modelPath}"]`).first().click();
    await page.waitForURL((u) => u.pathname === modelPath);
    const quote = page.locator('main a[href*="/models/order-now?"][href*="vehicle="]').first();
    const quoteHref = (await quote.getAttribute("href"))!;
    const vehicle = new URL(quoteHref, "http://x").searchParams.get("vehicle")!;
    await quote.click();
    await page.waitForURL(/\/models\/order-now\?/);
    const form = page.locator("#quote-request");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    expect(await listedErrors(page, "quote-request")).toEqual([
      ...CONTACT_ERRORS,
      "Please enter your message.",
      TERMS,
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await fillContact(page, "quote-request", "Quinn");
    await form.getByLabel("Comments").fill("Best drive-away price please.");
    await form.getByLabel(/I agree to the/).check();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    const reference = await thankYouReference(page);

    const lead = await delivered(reference);
    expect(lead.payload.model?.slug).toBe(modelPath.replace("/models/", ""));
    expect(lead.payload.model?.id).toBeGreaterThan(0);
    expect(`${lead.payload.model?.make} ${lead.payload.variant?.name}`).toBe(vehicle);
    expect(lead.payload.variant?.id).toBeGreaterThan(0);
    const orderNow = new URL(quoteHref, "http://x");
    expect(lead.payload.lead_attributes.visited_pages).toEqual([
      "/models",
      modelPath,
      orderNow.pathname + orderNow.search,
    ]);
    await page.context().close();
  });
});
