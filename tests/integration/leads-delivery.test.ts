/**
 * Storing a lead with its outbox in one transaction, and the delivery worker sending it to a
 * real local SMTP server and a webhook receiver: signatures, idempotency, retries with back-off,
 * failure after the last try and a person's retry, and a crashed sender's lease running out.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "@/data/db";
import { reserveCar } from "@/data/leads/car-leads";
import { listLeads } from "@/data/leads/lead-reads";
import { retryFailedDeliveries } from "@/data/leads/lead-updates";
import { claimDueDeliveries, outboxCounts } from "@/data/leads/outbox";
import { storeLead } from "@/data/leads/store-lead";
import { cars, leadOutbox, leads } from "@/data/schema";
import type { RetryPolicy } from "@/domain/leads/backoff";
import type { DeliveryDeps } from "@/features/leads/delivery/deliver";
import { createDeliveryWorker } from "@/features/leads/delivery/delivery-worker";
import type { SiteMailInfo } from "@/features/leads/delivery/site-mail-info";
import { verifyWebhookSignature } from "@/features/leads/delivery/webhook-signature";
import { createMailTransport } from "@/lib/mail";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import {
  mimeAttachment,
  newLead,
  SITE,
  seedLeadData,
  startWebhookReceiver,
} from "./leads-fixtures";

const SECRET = "whsec-test-1234567890";
const policy: RetryPolicy = { baseMs: 20, factor: 2, maxDelayMs: 100, maxAttempts: 3, jitter: 0 };
const site: SiteMailInfo = {
  slug: "alpha",
  name: "Alpha Toyota",
  url: "https://alpha.example",
  from: '"Alpha Toyota" <no-reply@alpha.example>',
  fallbackTo: ["sales@alpha.example"],
  replyTo: null,
};

await describeEachBackend("lead storage and delivery", (backend) => {
  const t = useTestDatabase(backend);
  let smtp: SmtpSink;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let deps: DeliveryDeps;

  const plan = () => [
    {
      channel: "dealer-email" as const,
      target: { kind: "email" as const, to: ["leads@alpha.example"] },
    },
    {
      channel: "webhook" as const,
      target: { kind: "webhook" as const, url: hook.url, secretEnv: "ALPHA_SECRET" },
    },
    { channel: "receipt" as const, target: { kind: "email" as const, to: ["jane@example.com"] } },
  ];
  const worker = () =>
    createDeliveryWorker(deps, {
      pollMs: 10,
      leaseMs: 60_000,
      batchSize: 50,
      concurrency: 4,
      log: () => {},
    });
  const drain = async (rounds = 20) => {
    const w = worker();
    for (let i = 0; i < rounds; i++) {
      await w.runOnce();
      const counts = await outboxCounts(t.db);
      if (!counts.pending && !counts.sending) return;
      await new Promise((r) => setTimeout(r, 40));
    }
  };
  const statusOf = async (id: string) =>
    (await t.db.select({ s: leads.deliveryStatus }).from(leads).where(eq(leads.id, id)))[0]?.s;

  beforeAll(async () => {
    await seedLeadData(t.db);
    smtp = await startSmtpSink();
    hook = await startWebhookReceiver();
    deps = {
      db: t.db,
      mail: createMailTransport({ smtpUrl: smtp.url, dataDir: "/nonexistent" }),
      fetch,
      secret: (name) => (name === "ALPHA_SECRET" ? SECRET : undefined),
      site: (slug) => (slug === "alpha" ? site : undefined),
      policy,
      webhookTimeoutMs: 2_000,
      random: () => 0.5,
      now: () => new Date(),
    };
  });
  afterAll(async () => {
    deps.mail.close();
    await smtp.close();
    await hook.close();
  });

  it("stores a lead with its outbox rows, once per idempotency key", async () => {
    const lead = newLead();
    const first = await storeLead(t.db, SITE, {
      lead,
      idempotencyKey: "render-key-0001",
      outbox: plan(),
    });
    expect(first).toMatchObject({ ok: true, created: true });
    const again = await storeLead(t.db, SITE, {
      lead: newLead(),
      idempotencyKey: "render-key-0001",
      outbox: plan(),
    });
    expect(again.ok && [again.created, again.lead.id, again.lead.reference]).toEqual([
      false,
      lead.id,
      lead.reference,
    ]);
    const rows = await t.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, lead.id));
    expect(rows.map((r) => r.channel).sort()).toEqual(["dealer-email", "receipt", "webhook"]);
    await drain();
  });

  it("emails the dealer the ADF and a readable body, and posts a signed webhook", async () => {
    smtp.received.length = 0;
    hook.received.length = 0;
    const lead = newLead();
    await storeLead(t.db, SITE, { lead, idempotencyKey: "render-key-0002", outbox: plan() });
    await drain();
    expect(await statusOf(lead.id)).toBe("delivered");

    const dealer = smtp.received.find((m) => m.to.includes("leads@alpha.example"));
    expect(dealer?.raw).toMatch(new RegExp(`X-Lead-Id: ${lead.id}`, "i"));
    expect(dealer?.raw).toMatch(new RegExp(`Subject: .*\\[${lead.reference}\\]`));
    const adf = mimeAttachment(dealer!.raw, `lead-${lead.reference}.adf.xml`);
    expect(adf).toContain('<?ADF VERSION="1.0"?>');
    expect(adf).toContain(`<id sequence="1" source="Alpha Toyota">${lead.id}</id>`);
    const receipt = smtp.received.find((m) => m.to.includes("jane@example.com"));
    expect(receipt?.raw).toContain(lead.reference);

    expect(hook.received).toHaveLength(1);
    const [call] = hook.received;
    expect(call!.headers["idempotency-key"]).toBe(lead.id);
    const signature = String(call!.headers["x-forecourt-signature"]);
    expect(
      verifyWebhookSignature(SECRET, signature, call!.body, { nowSeconds: Date.now() / 1000 }),
    ).toBe(true);
    expect(
      verifyWebhookSignature("wrong-secret", signature, call!.body, {
        nowSeconds: Date.now() / 1000,
      }),
    ).toBe(false);
    expect(JSON.parse(call!.body)).toMatchObject({
      event: "lead.created",
      idempotency_key: lead.id,
      lead: { reference: lead.reference },
    });
  });

  it("retries with back-off, marks the lead failed after the last try, and sends again on request", async () => {
    hook.state.status = 500;
    const lead = newLead();
    await storeLead(t.db, SITE, { lead, idempotencyKey: "render-key-0003", outbox: plan() });
    await drain();
    const [row] = await t.db
      .select()
      .from(leadOutbox)
      .where(eq(leadOutbox.leadId, lead.id))
      .then((r) => r.filter((x) => x.channel === "webhook"));
    expect(row).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "Webhook answered HTTP 500",
    });
    expect(await statusOf(lead.id)).toBe("failed");
    const failed = await listLeads(t.db, SITE, { status: "failed", limit: 10 });
    expect(failed.map((f) => f.lead.id)).toContain(lead.id);

    hook.state.status = 200;
    expect(await retryFailedDeliveries(t.db, SITE, lead.id)).toBe(true);
    expect(
      await retryFailedDeliveries(t.db, { ...SITE, slug: "bravo", dealershipIds: [2] }, lead.id),
    ).toBe(false);
    await drain();
    expect(await statusOf(lead.id)).toBe("delivered");
  });

  it("keeps a lead while the mail server refuses, and delivers it once it accepts", async () => {
    smtp.state.refuse = true;
    const lead = newLead();
    await storeLead(t.db, SITE, {
      lead,
      idempotencyKey: "render-key-0004",
      outbox: plan().slice(0, 1),
    });
    const w = worker();
    await w.runOnce();
    const [row] = await t.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, lead.id));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/451/);
    smtp.state.refuse = false;
    await drain();
    expect(await statusOf(lead.id)).toBe("delivered");
  });

  it("gives a crashed sender's rows to the next worker when the lease runs out", async () => {
    const lead = newLead();
    await storeLead(t.db, SITE, {
      lead,
      idempotencyKey: "render-key-0005",
      outbox: plan().slice(0, 1),
    });
    const claimed = await claimDueDeliveries(t.db, { limit: 10, leaseMs: 150 });
    expect(claimed.map((c) => c.leadId)).toEqual([lead.id]);
    // The claimer "dies" here: no send, no completion.
    expect(await claimDueDeliveries(t.db, { limit: 10, leaseMs: 150 })).toEqual([]);
    await new Promise((r) => setTimeout(r, 250));
    const reclaimed = await claimDueDeliveries(t.db, { limit: 10, leaseMs: 60_000 });
    expect(reclaimed).toMatchObject([{ leadId: lead.id, attempts: 2 }]);
    await t.db
      .update(leadOutbox)
      .set({ status: "pending", leaseUntil: null })
      .where(eq(leadOutbox.leadId, lead.id));
    await drain();
    expect(await statusOf(lead.id)).toBe("delivered");
  });

  it("books a test-drive time once", async () => {
    const at = new Date("2030-01-07T23:00:00Z");
    const first = await storeLead(t.db, SITE, {
      lead: newLead({ kind: "test-drive", appointment_at: at }),
      idempotencyKey: "td-0001",
      outbox: [],
    });
    expect(first.ok).toBe(true);
    const second = await storeLead(t.db, SITE, {
      lead: newLead({ kind: "test-drive", appointment_at: at }),
      idempotencyKey: "td-0002",
      outbox: [],
    });
    expect(second).toEqual({ ok: false, error: "slot-taken" });
    const resubmit = await storeLead(t.db, SITE, {
      lead: newLead({ kind: "test-drive", appointment_at: at }),
      idempotencyKey: "td-0001",
      outbox: [],
    });
    expect(resubmit.ok && resubmit.created).toBe(false);
  });

  it("reserves a car in the lead's transaction, and only once", async () => {
    const reserve = (key: string) =>
      storeLead(t.db, SITE, {
        lead: newLead({ kind: "reserve" }),
        idempotencyKey: key,
        outbox: plan().slice(0, 1),
        within: (tx) => reserveCar(tx, SITE, 101),
      });
    expect((await reserve("res-0001")).ok).toBe(true);
    expect(await reserve("res-0002")).toEqual({ ok: false, error: "side-effect-refused" });
    const [car] = await t.db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, 101));
    expect(car?.reserved).toBe(true);
    const refusedLeads = await t.db
      .select()
      .from(leads)
      .where(eq(leads.idempotencyKey, "res-0002"));
    expect(refusedLeads).toEqual([]);
    // Another site cannot reserve alpha's car.
    expect(await reserveCar(t.db, { slug: "bravo", dealershipIds: [2], soldDays: 3 }, 102)).toBe(
      false,
    );
    await drain();
  });

  if (backend.name === "postgres") {
    it("never gives one row to two app nodes at once", async () => {
      const other = await openDatabase(t.current.options);
      try {
        for (let i = 0; i < 30; i++) {
          await storeLead(t.db, SITE, {
            lead: newLead(),
            idempotencyKey: `pair-${i}-key-000`,
            outbox: plan().slice(0, 1),
          });
        }
        const [a, b] = await Promise.all([
          claimDueDeliveries(t.db, { limit: 20, leaseMs: 60_000 }),
          claimDueDeliveries(other, { limit: 20, leaseMs: 60_000 }),
        ]);
        const ids = [...a, ...b].map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBe(30);
        await t.db
          .update(leadOutbox)
          .set({ status: "pending", leaseUntil: null })
          .where(eq(leadOutbox.status, "sending"));
        await drain();
      } finally {
        await closeDatabase(other);
      }
    });
  }
});

describe("mimeAttachment", () => {
  it("finds nothing in a message without the file", () => {
    expect(mimeAttachment("Subject: hi\r\n\r\nbody", "x.xml")).toBeNull();
  });
});
