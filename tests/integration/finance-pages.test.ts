/**
 * The finance pages' loader and POST /api/youx/quote over a real database: a finance link's car
 * is found only on its own site and only while it may show finance, pages follow each site's
 * config, and the quote route answers as its site says. Site configs and the server database
 * are the test's.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Database } from "@/data/db";
import { insertDemoData } from "@/data/demo-data";
import { lender } from "@/domain/finance/test-fixtures";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { car, dealership, emptyData } from "./fixtures";

const state = vi.hoisted(() => ({
  db: undefined as Database | undefined,
  sites: [] as SiteConfig[],
}));
vi.mock("server-only", () => ({}));
vi.mock("@/data/db.server", () => ({ getDatabase: async () => state.db }));
vi.mock("@/config/registry.server", () => ({ getSiteConfigs: () => state.sites }));

const { getCurrentSite } = await import("@/features/site/current-site.server");
const { loadFinancePage } = await import("@/features/finance/load-finance-page.server");
const quoteRoute = await import("@/app/[site]/api/youx/quote/route");

const SITES = [
  parseSiteConfig(
    {
      slug: "alpha",
      name: "Alpha Motors",
      dealerships: ["alpha-toyota"],
      finance: {
        quote: { enabled: true },
        pages: { personalised: true },
        lenders: [{ financeProvider: "manual", interestRate: 10, comparisonRate: 10.5 }],
      },
    },
    "sites/alpha.json",
  ),
  parseSiteConfig(
    { slug: "bravo", name: "Bravo Motors", dealerships: ["bravo-mazda"] },
    "sites/bravo.json",
  ),
];

function data() {
  const d = emptyData();
  d.dealerships.push(dealership(1, "alpha-toyota"), dealership(2, "bravo-mazda"));
  d.cars.push(
    car(1, 1, { price: 30000, status: "in_stock", finance_lenders: { Manual: lender() } }),
    car(2, 1, { price: 18000, status: "sold", sold_date: new Date() }),
    car(3, 2, { price: 41000, status: "in_stock", make: "Mazda" }),
    car(4, 1, { price: 22000, status: "in_stock", make: "Suzuki" }),
  );
  return d;
}

async function postQuote(site: string, body: unknown) {
  const request = new Request(`http://${site}.localhost/${site}/api/youx/quote`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
    body: JSON.stringify(body),
  });
  const response = await quoteRoute.POST(request, { params: Promise.resolve({ site }) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

await describeEachBackend("finance pages and quotes", (backend) => {
  const t = useTestDatabase(backend);

  beforeAll(async () => {
    state.db = t.db;
    state.sites = SITES;
    await insertDemoData(t.db, data());
  });
  afterAll(() => {
    state.db = undefined;
  });

  const load = async (slug: string, path: Parameters<typeof loadFinancePage>[1], query = {}) =>
    loadFinancePage(await getCurrentSite(slug), path, query);

  it("finds the linked car with its lender and reads the posted values", async () => {
    const page = await load("alpha", "/personalised/finance", {
      car_id: "1",
      term: "4",
      frequency: "month",
    });
    expect(page?.car?.id).toBe(1);
    expect(page?.offer?.lender?.financeProvider).toBe("Manual");
    expect(page?.query).toEqual({ termYears: 4, frequency: "month" });
  });

  it("never finds another site's car", async () => {
    expect(await load("alpha", "/personalised/finance", { car_id: "3" })).toBeNull();
    const general = await load("alpha", "/finance", { car_id: "3", vehiclePriceBudget: "41000" });
    expect(general?.car).toBeNull();
    expect(general?.link.vehiclePriceBudget).toBe(41000);
  });

  it("names no car that may not show finance (sold, excluded make)", async () => {
    expect((await load("alpha", "/finance", { car_id: "2" }))?.car).toBeNull();
    expect((await load("alpha", "/finance", { car_id: "4" }))?.car).toBeNull();
  });

  it("serves each site's own pages", async () => {
    expect(await load("bravo", "/personalised/finance", { car_id: "3" })).toBeNull();
    expect(await load("bravo", "/finance-enquiry")).toBeNull();
    expect((await load("bravo", "/finance", { car_id: "3" }))?.car?.id).toBe(3);
  });

  it("answers quotes on the site that asks for them, from its plan", async () => {
    const body = { purchasePrice: 30000, loanTerm: 5, year: 2022 };
    // $30,000 at 10% over 5 years weekly: 146.73 → $147.
    expect(await postQuote("alpha", body)).toEqual({
      status: 200,
      json: {
        weeklyRepaymentAmount: 147,
        comparisonRate: 10.5,
        advertisedRate: 10,
        estimate: true,
      },
    });
    expect((await postQuote("bravo", body)).status).toBe(404);
    const bad = await postQuote("alpha", { purchasePrice: 0 });
    expect(bad.status).toBe(400);
    expect((bad.json.errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      "purchasePrice",
      "year",
    ]);
  });
});
