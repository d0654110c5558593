/**
 * POST /api/leads as Next calls it: the exported handler with a Request, on both databases. The
 * lead reaches a real local SMTP server through the delivery worker; resubmitting the same form
 * render makes one lead; the abuse controls answer 403, 413 and 429 with their messages.
 */
import { solveChallenge } from "altcha-lib/v1";
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import type { SiteConfig } from "@/config/site-config.schema";
import { countAnalyticsEvents } from "@/data/analytics/events";
import type { Database } from "@/data/db";
import { leadOutbox, leads } from "@/data/schema";
import { ABUSE_MESSAGES, FIELD_MESSAGES, POSTCODE_MESSAGE } from "@/domain/leads/messages";
import { createDeliveryWorker } from "@/features/leads/delivery/delivery-worker";
import { REFUSED_POSTS_PER_MINUTE } from "@/features/leads/submit/request-guard";
import { createMailTransport } from "@/lib/mail";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
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

const { POST } = await import("@/app/[site]/api/leads/route");
const { captcha } = await import("@/features/leads/lead-services.server");

let ip = 0;
function post(body: unknown, headers: Record<string, string> = {}, site = "alpha") {
  ip += 1;
  return POST(
    new Request(`http://alpha.localhost:3000/${site}/api/leads`, {
      method: "POST",
      headers: {
        host: "alpha.localhost:3000",
        origin: "http://alpha.localhost:3000",
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${ip % 250}`,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve({ site }) },
  );
}

async function solved(): Promise<string> {
  const c = await captcha().challenge();
  const s = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: s!.number,
      salt: c.salt,
      signature: c.signature,
    }),
  ).toString("base64");
}

const lead = (over: Record<string, unknown> = {}) => ({
  form: "car-enquiry",
  car_id: "101",
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  postcode: "2150",
  comments: "Is it still available?",
  terms: true,
  contact_preference: "sms",
  ...over,
});

await describeEachBackend("POST /api/leads", (backend) => {
  const t = useTestDatabase(backend);
  let smtp: SmtpSink;

  beforeAll(async () => {
    state.db = t.db;
    state.config = parseSiteConfig(
      {
        slug: "alpha",
        name: "Alpha Toyota",
        dealerships: ["alpha-toyota"],
        forms: { captcha: false },
      },
      "alpha.json",
    );
    await seedLeadData(t.db);
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.close());

  it("stores the lead, answers with its id, and the worker emails it to the dealer", async () => {
    const key = "form-render-key-000001";
    // An address of its own: receipts to one address are limited per day, across both backends.
    const email = `jane+${backend.name}@example.com`;
    const response = await post(lead({ idempotency_key: key, email }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      lead_id: string;
      reference: string;
      event_id: number;
    };
    expect(body.event_id).toBe(15);
    const mail = createMailTransport({ smtpUrl: smtp.url, dataDir: "/nonexistent" });
    const worker = createDeliveryWorker(
      {
        db: t.db,
        mail,
        fetch,
        secret: () => undefined,
        site: () => ({
          slug: "alpha",
          name: "Alpha Toyota",
          url: "http://alpha.localhost",
          from: "leads@alpha.example",
          fallbackTo: [],
          replyTo: null,
        }),
        policy: { baseMs: 10, factor: 2, maxDelayMs: 10, maxAttempts: 2, jitter: 0 },
        webhookTimeoutMs: 1000,
        random: Math.random,
        now: () => new Date(),
      },
      { pollMs: 10, leaseMs: 10_000, batchSize: 10, concurrency: 2, log: () => {} },
    );
    await worker.runOnce();
    mail.close();
    const dealer = smtp.received.find((m) =>
      m.to.includes("leads+alpha-parramatta@example.com.au"),
    );
    expect(dealer?.raw).toContain(body.reference);
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(true);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, body.lead_id));
    expect(row?.deliveryStatus).toBe("delivered");
    expect(row?.data.contact.contact_preference).toBe("sms");
    expect(row?.data.payload.source).toBe("Website");
    expect(await countAnalyticsEvents(t.db, SITE, 15)).toBe(1);

    const again = await post(lead({ idempotency_key: key, email }));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { lead_id: string }).lead_id).toBe(body.lead_id);
    const [n] = await t.db.select({ n: count() }).from(leads).where(eq(leads.idempotencyKey, key));
    expect(n?.n).toBe(1);
  });

  it("carries a quote request's model and variant into the lead, and refuses another site's", async () => {
    const quote = (over: Record<string, unknown>) =>
      post(lead({ form: "enquiry", car_id: "", comments: "A quote please", ...over }));
    const response = await quote({ quote_model: "toyota-rav4", quote_variant: "312" });
    expect(response.status).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead_id));
    expect(row?.data.payload.model).toEqual({
      id: 31,
      slug: "toyota-rav4",
      make: "Toyota",
      name: "RAV4",
    });
    expect(row?.data.payload.variant).toEqual({ id: 312, name: "RAV4 Cruiser SUV Auto" });

    const unknown = [
      { quote_model: "mazda-cx-5" }, // bravo's
      { quote_model: "toyota-rav4", quote_variant: "999" },
      { quote_variant: "311" },
    ];
    for (const fields of unknown) {
      const refused = await quote(fields);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(FIELD_MESSAGES.modelMissing);
    }
    const malformed = await quote({ quote_model: "<script>" });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { errors: Record<string, string> }).errors).toEqual({
      quote_model: FIELD_MESSAGES.modelMissing,
    });
  });

  it("answers field errors with the forms' field messages and stores nothing", async () => {
    const response = await post(lead({ postcode: "12", terms: false, phone: "" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please fix the following errors:",
      errors: {
        phone: FIELD_MESSAGES.phoneRequired,
        postcode: POSTCODE_MESSAGE,
        terms: "*You must agree to the terms of use before submitting.",
      },
    });
  });

  it("reads the submit-lead helper's nested userData", async () => {
    const { name, last_name, email, phone, postcode, ...rest } = lead({
      idempotency_key: "nested-user-data-0001",
    });
    const response = await post({
      ...rest,
      userData: { name, last_name, email, phone, postcode, category: "General Enquiry" },
    });
    expect(response.status).toBe(201);
  });

  it("refuses a car of another site", async () => {
    const response = await post(lead({ car_id: "201" }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toEqual({
      car_id: FIELD_MESSAGES.carMissing,
    });
  });

  it("refuses a foreign or missing origin, a large body and junk", async () => {
    expect((await post(lead(), { origin: "http://evil.example" })).status).toBe(403);
    const noOrigin = await post(lead(), { origin: "" });
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.json()).toEqual({ error: ABUSE_MESSAGES.badOrigin });
    expect((await post(lead({ comments: "x".repeat(40_000) }))).status).toBe(413);
    expect((await post("{not json")).status).toBe(400);
    expect((await post("[1,2]")).status).toBe(400);
    expect((await post(lead(), {}, "nosuchsite")).status).toBe(404);
  });

  it("limits one address to a few leads a minute, with a clear 429", async () => {
    const from = { "x-forwarded-for": `203.0.113.${backend.name === "pglite" ? 77 : 78}` };
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push((await post(lead({ idempotency_key: `rate-limit-key-${i}-000` }), from)).status);
    expect(answers.slice(0, 6)).toEqual([201, 201, 201, 201, 201, 201]);
    const refused = await post(lead(), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: ABUSE_MESSAGES.rateLimited });
  });

  it("accepts a real lead from an address after 150 junk posts from it, which get 429s", async () => {
    const from = { "x-forwarded-for": `203.0.113.${backend.name === "pglite" ? 91 : 92}` };
    const junk: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 150; i++) {
      const body = [lead({ email: "not an email" }), "{", {}, "[]"][i % 4];
      junk.push((await post(body, from)).status);
    }
    // Windows are whole minutes of the clock: each one the posts touched lets its first
    // REFUSED_POSTS_PER_MINUTE through (answered 400) and refuses the rest.
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000) + 1;
    expect(junk.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(junk.filter((s) => s === 429).length).toBeGreaterThanOrEqual(
      150 - minutes * REFUSED_POSTS_PER_MINUTE,
    );
    expect(junk.filter((s) => s === 429).length).toBeGreaterThan(0);
    const real = await post(lead({ idempotency_key: `after-junk-${backend.name}-0001` }), from);
    expect(real.status).toBe(201);
    // Junk from everyone else never spent the site's ceiling either.
    const other = await post(lead({ idempotency_key: `after-junk-${backend.name}-0002` }));
    expect(other.status).toBe(201);
  });

  it("stores every lead whatever odd text its fields hold, cleaned, or refuses it with field messages", async () => {
    const odd = [
      "Ja\u0000ne",
      "Jane\ud800",
      "\udc00Jane",
      "Jane\u001b[31m",
      "Jane\u0085\u009f",
      "\u202eenaJ",
      "Zoe\u0308",
      "🚗🚙",
      "J\r\nane",
    ];
    let stored = 0;
    for (const [i, text] of odd.entries()) {
      const key = `odd-text-${backend.name}-${String(i).padStart(4, "0")}`;
      const response = await post(
        lead({
          idempotency_key: key,
          name: text,
          last_name: text,
          comments: `${text}\n${"x".repeat(1_900)}`,
        }),
      );
      expect(response.status, JSON.stringify(text)).toBeLessThan(500);
      stored += response.status === 201 ? 1 : 0;
      if (response.status !== 201) {
        const refused = (await response.json()) as { errors: Record<string, string> };
        expect(Object.keys(refused.errors).length, JSON.stringify(text)).toBeGreaterThan(0);
        continue;
      }
      const { lead_id } = (await response.json()) as { lead_id: string };
      const [row] = await t.db.select().from(leads).where(eq(leads.id, lead_id));
      const data = JSON.stringify(row?.data);
      expect(data).not.toMatch(/\\u0000|\\ud8|\\udc|\\u001b|\\u0085/i);
      expect(row?.data.contact.name.isWellFormed()).toBe(true);
    }
    // Names are free text: every one of them is stored, cleaned.
    expect(stored).toBe(odd.length);
    // NFD input is stored as NFC.
    const [zoe] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.idempotencyKey, `odd-text-${backend.name}-0006`));
    expect(zoe?.data.contact.name).toBe("Zo\u00eb");
  });

  it("sends one address at most three receipts a day, and still delivers the leads", async () => {
    const email = `receipts-${backend.name}@example.com`;
    for (let i = 0; i < 5; i++) {
      const key = `receipt-limit-${backend.name}-${String(i).padStart(4, "0")}`;
      expect((await post(lead({ idempotency_key: key, email }))).status).toBe(201);
    }
    const [planned] = await t.db
      .select({ n: count() })
      .from(leadOutbox)
      .innerJoin(leads, eq(leads.id, leadOutbox.leadId))
      .where(
        and(
          eq(leadOutbox.channel, "receipt"),
          like(leads.idempotencyKey, `receipt-limit-${backend.name}-%`),
        ),
      );
    expect(planned?.n).toBe(3);
  });

  it("checks the captcha on the server when the site asks for one", async () => {
    state.config = parseSiteConfig(
      { slug: "alpha", name: "Alpha Toyota", dealerships: ["alpha-toyota"] },
      "alpha.json",
    );
    const without = await post(lead({ idempotency_key: "captcha-key-000000001" }));
    expect(without.status).toBe(400);
    expect(((await without.json()) as { error: string }).error).toBe(FIELD_MESSAGES.captchaFailed);
    const altcha = await solved();
    expect((await post(lead({ idempotency_key: "captcha-key-000000002", altcha }))).status).toBe(
      201,
    );
    // A resubmit of the same form render finds its lead, though its solution is spent.
    const again = await post(lead({ idempotency_key: "captcha-key-000000002", altcha }));
    expect(again.status).toBe(200);
    // A solution is good for one lead only.
    expect((await post(lead({ idempotency_key: "captcha-key-000000003", altcha }))).status).toBe(
      400,
    );
    state.config = parseSiteConfig(
      {
        slug: "alpha",
        name: "Alpha Toyota",
        dealerships: ["alpha-toyota"],
        forms: { captcha: false },
      },
      "alpha.json",
    );
  });

  it("pretends to accept what fills the honeypot, and stores nothing", async () => {
    const response = await post(
      lead({ idempotency_key: "honeypot-key-0000001", company_website: "http://spam.example" }),
    );
    expect(response.status).toBe(200);
    const [n] = await t.db
      .select({ n: count() })
      .from(leads)
      .where(eq(leads.idempotencyKey, "honeypot-key-0000001"));
    expect(n?.n).toBe(0);
  });
});
