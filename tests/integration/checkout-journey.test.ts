/**
 * The online purchase's posts as Next calls them, on both databases: each step is kept in the
 * signed draft cookie and a bad step comes back with its messages; a step cannot be skipped;
 * the summary's post stores one lead of its own (category Online Purchase, the buyer's choices
 * in its comments, the deposit's provider) and marks the car reserved; posting it again makes
 * no second lead; a site without the journey answers 404; no post answers 5xx.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Database } from "@/data/db";
import { cars, leads } from "@/data/schema";
import { CHECKOUT_MESSAGES } from "@/domain/leads/checkout-journey";
import { FIELD_MESSAGES } from "@/domain/leads/messages";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { SITE, seedLeadData } from "./leads-fixtures";

const state = vi.hoisted(() => ({
  db: undefined as Database | undefined,
  config: undefined as SiteConfig | undefined,
}));
vi.mock("server-only", () => ({}));
vi.mock("@/data/db.server", () => ({ getDatabase: async () => state.db }));
vi.mock("@/features/site/current-site.server", () => ({
  findSiteConfig: (slug: string) => (slug === "alpha" ? state.config : undefined),
  getCurrentSite: async () => ({ config: state.config, scope: SITE }),
}));

const { POST } = await import("@/app/[site]/api/checkout-journey/route");
const payRoute = await import("@/app/[site]/api/online-payment/route");

async function pay(fields: Record<string, string>) {
  ip += 1;
  const response = await payRoute.POST(
    new Request("http://alpha.localhost:3000/alpha/api/online-payment", {
      method: "POST",
      headers: {
        host: "alpha.localhost:3000",
        origin: "http://alpha.localhost:3000",
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": `198.51.100.${ip % 250}`,
      },
      body: new URLSearchParams(fields).toString(),
    }),
    { params: Promise.resolve({ site: "alpha" }) },
  );
  return {
    status: response.status,
    location: response.headers.get("location"),
    cookie: response.headers.get("set-cookie") ?? "",
  };
}
const { keptPaymentValues } = await import("@/features/leads/online-payment/payment-values");
const { decodeDraft, readDraftCookie } = await import("@/features/leads/checkout/draft-cookie");
const { draftSecret } = await import("@/features/leads/checkout/checkout-services.server");

const CAR = "2022-toyota-corolla-101";
let ip = 0;

async function post(fields: Record<string, string>, cookie = "") {
  ip += 1;
  const response = await POST(
    new Request("http://alpha.localhost:3000/alpha/api/checkout-journey", {
      method: "POST",
      headers: {
        host: "alpha.localhost:3000",
        origin: "http://alpha.localhost:3000",
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": `198.51.100.${ip % 250}`,
        cookie,
      },
      body: new URLSearchParams({ car_id: CAR, ...fields }).toString(),
    }),
    { params: Promise.resolve({ site: "alpha" }) },
  );
  const set = response.headers.get("set-cookie") ?? "";
  return {
    status: response.status,
    location: response.headers.get("location"),
    cookie: set.split(";")[0] ?? "",
    draft: decodeDraft(readDraftCookie(set.split(";")[0] ?? ""), draftSecret(), new Date()),
  };
}

const DETAILS = {
  step: "details",
  name: "Jo",
  last_name: "Buyer",
  email: "jo.buyer@example.com",
  phone: "0412 345 678",
  postcode: "2150",
};

await describeEachBackend("the online purchase journey", (backend) => {
  const t = useTestDatabase(backend);

  beforeAll(async () => {
    state.db = t.db;
    state.config = parseSiteConfig(
      {
        slug: "alpha",
        name: "Alpha Toyota",
        dealerships: ["alpha-toyota"],
        forms: { captcha: false },
        features: { reserveOnline: true, checkoutJourney: true },
        journeys: { onlinePayment: { enabled: true, maxAmount: 5000 } },
      },
      "alpha.json",
    );
    await seedLeadData(t.db);
  });

  it("sends a bad step back with its messages and what was typed", async () => {
    const bad = await post({ ...DETAILS, name: "", email: "nope" });
    expect(bad.status).toBe(303);
    expect(bad.location).toBe(`/checkout-journey?car_id=${CAR}&step=details`);
    expect(bad.draft?.failed).toMatchObject({
      step: "details",
      errors: { name: FIELD_MESSAGES.nameRequired, email: FIELD_MESSAGES.emailInvalid },
      values: { email: "nope" },
    });
    const options = await post({ step: "options", trade_in: "maybe" }, bad.cookie);
    expect(options.draft?.failed?.errors).toEqual({
      trade_in: CHECKOUT_MESSAGES.tradeInRequired,
      finance: CHECKOUT_MESSAGES.financeRequired,
      handover: CHECKOUT_MESSAGES.handoverRequired,
    });
  });

  it("does not place an order before every step is done", async () => {
    const early = await post({ step: "summary", terms: "on" });
    expect(early.location).toBe(`/checkout-journey?car_id=${CAR}`);
    expect(await t.db.select().from(leads)).toHaveLength(0);
  });

  it("walks the steps and stores one lead of its own, the car then reserved", async () => {
    const details = await post(DETAILS);
    expect(details.location).toBe(`/checkout-journey?car_id=${CAR}&step=options`);
    const options = await post(
      { step: "options", trade_in: "yes", finance: "no", handover: "pickup" },
      details.cookie,
    );
    expect(options.location).toBe(`/checkout-journey?car_id=${CAR}&step=deposit`);
    const deposit = await post({ step: "deposit", payment: "at-dealership" }, options.cookie);
    expect(deposit.location).toBe(`/checkout-journey?car_id=${CAR}&step=summary`);
    const noTerms = await post({ step: "summary" }, deposit.cookie);
    expect(noTerms.draft?.failed?.errors.terms).toBeTruthy();

    const placed = await post({ step: "summary", terms: "on" }, deposit.cookie);
    expect(placed.status).toBe(303);
    expect(placed.location).toMatch(/^\/success\?ref=[A-Z0-9-]+&category=Online\+Purchase$/);
    expect(placed.cookie).toBe("fc_checkout=");
    const stored = await t.db.select().from(leads);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: "checkout", category: "Online Purchase" });
    expect(JSON.stringify(stored[0])).toContain("Trade-in: Yes");
    expect(JSON.stringify(stored[0])).toContain("Pick-up at the dealership");
    expect(JSON.stringify(stored[0])).toContain("deposit to be paid at the dealership");
    const [car] = await t.db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, 101));
    expect(car?.reserved).toBe(true);

    // The same draft sent again (a double click, Back then resend) finds the same lead.
    const again = await post({ step: "summary", terms: "on" }, deposit.cookie);
    expect(again.location).toBe(placed.location);
    expect(await t.db.select().from(leads)).toHaveLength(1);
  });

  it("answers a changed cookie, an unknown car and junk without a 5xx", async () => {
    expect((await post(DETAILS, "fc_checkout=forged.value")).status).toBe(303);
    expect((await post({ car_id: "no-such-car", step: "details" })).status).toBe(303);
    expect((await post({ step: "🙂".repeat(300), payment: "x".repeat(5000) })).status).toBeLessThan(
      500,
    );
  });

  it("takes an online payment's details as a lead of its own, stored nothing when wrong", async () => {
    const wrong = await pay({
      ...DETAILS,
      amount: "9000",
      reference: "INV-77",
      payment: "at-dealership",
    });
    // The messages go back by key in the address; what the buyer typed, in a sealed cookie.
    expect(wrong.location).toBe("/online-payment?errors=amount%3Aamount");
    expect(wrong.cookie).toMatch(
      /^fc_payment=[^;]+; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    expect(keptPaymentValues(wrong.cookie.split(";")[0]!, draftSecret(), new Date())).toEqual({
      amount: "9000",
      reference: "INV-77",
      name: DETAILS.name,
      last_name: DETAILS.last_name,
      email: DETAILS.email,
      phone: DETAILS.phone,
      postcode: DETAILS.postcode,
      payment: "at-dealership",
    });
    expect(keptPaymentValues(wrong.cookie.split(";")[0]!, "another-secret", new Date())).toEqual(
      {},
    );
    const noTerms = await pay({
      ...DETAILS,
      amount: "250",
      reference: "INV-77",
      payment: "at-dealership",
    });
    expect(noTerms.location).toMatch(/^\/online-payment\?errors=terms%3Aterms/);
    const before = (await t.db.select().from(leads)).length;
    const paid = await pay({
      ...DETAILS,
      amount: "$250",
      reference: "INV-77",
      payment: "at-dealership",
      terms: "on",
    });
    expect(paid.location).toMatch(/^\/success\?ref=[A-Z0-9-]+&category=Online\+Payment$/);
    expect(paid.cookie).toMatch(/^fc_payment=; Path=\/; Max-Age=0;/);
    const all = await t.db.select().from(leads);
    expect(all).toHaveLength(before + 1);
    const lead = all.find((row) => row.kind === "payment");
    expect(JSON.stringify(lead)).toContain("Reference: INV-77");
    expect(JSON.stringify(lead)).toContain(
      "$250 to be paid at the dealership (nothing paid online)",
    );
    expect((await pay({ amount: "🙂", reference: "x".repeat(9000) })).status).toBeLessThan(500);
  });

  it("is a 404 on a site without the journey", async () => {
    const saved = state.config!;
    state.config = {
      ...saved,
      features: { ...saved.features, checkoutJourney: false },
      journeys: {
        ...saved.journeys,
        onlinePayment: { ...saved.journeys.onlinePayment, enabled: false },
      },
    };
    expect((await post(DETAILS)).status).toBe(404);
    expect((await pay({ amount: "5" })).status).toBe(404);
    state.config = saved;
  });
});
