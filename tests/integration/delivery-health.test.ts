/**
 * Lead-delivery health on both databases: a test lead goes through the real outbox and worker to
 * a local SMTP server and webhook receiver, marked as a test in the subject, the ADF and the
 * webhook body, and is left out of the inbox, the CSV and the lead counts; the delivery page
 * shows its attempts; only owners and managers send one, and another site's staff see nothing of
 * it. The scheduled check is claimed once per site and slot by two runners at once; a failing
 * webhook or mail server alerts the site's owners, once a day.
 */
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import type { SiteConfig } from "@/config/site-config.schema";
import { listAudit } from "@/data/console/audit";
import { leadCounts } from "@/data/console/console-numbers";
import { storeLead } from "@/data/leads/store-lead";
import { deliveryAlerts, deliveryChecks, leads } from "@/data/schema";
import type { LeadScope, StaffMember } from "@/domain/console/staff";
import { TEST_LEAD_NOTE } from "@/domain/leads/lead";
import { loadHome } from "@/features/console/console-home";
import { inboxCsv, loadInbox } from "@/features/console/console-leads";
import type { ConsoleContext } from "@/features/console/console-services.server";
import { type CheckRunDeps, runSiteCheck } from "@/features/console/delivery-check";
import {
  type HealthDeps,
  loadDeliveryHealth,
  requestTestLead,
} from "@/features/console/delivery-health";
import { handleTestLead } from "@/features/console/handle-delivery";
import { type LinkMail, requestLink, signInWithLink } from "@/features/console/staff-sign-in";
import type { DeliveryDeps } from "@/features/leads/delivery/deliver";
import { createDeliveryWorker } from "@/features/leads/delivery/delivery-worker";
import { siteMailInfo } from "@/features/leads/delivery/site-mail-info";
import { sendTestLead, siteDeliveryTargets } from "@/features/leads/submit/test-lead";
import { createMailTransport } from "@/lib/mail";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { mimeAttachment, newLead, seedLeadData, startWebhookReceiver } from "./leads-fixtures";

const SECRET = "whsec-test-1234567890";
const OWNER: StaffMember = { email: "owner@alpha.example", role: "owner" };
const MANAGER: StaffMember = { email: "manager@alpha.example", role: "manager" };
const SALES: StaffMember = { email: "sales@alpha.example", role: "sales" };
const BRAVO_OWNER: StaffMember = { email: "owner@bravo.example", role: "owner" };
const SCOPES = {
  alpha: { slug: "alpha", dealershipIds: [1], soldDays: 3 },
  bravo: { slug: "bravo", dealershipIds: [2], soldDays: 3 },
} as const;

await describeEachBackend("lead-delivery health", (backend) => {
  const t = useTestDatabase(backend);
  let smtp: SmtpSink;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let delivery: DeliveryDeps;
  const configs = {} as Record<"alpha" | "bravo", SiteConfig>;
  const links: LinkMail[] = [];

  const config = (slug: "alpha" | "bravo", url: string) =>
    parseSiteConfig(
      {
        slug,
        name: slug === "alpha" ? "Alpha Toyota" : "Bravo Mazda",
        dealerships: [slug === "alpha" ? "alpha-toyota" : "bravo-mazda"],
        forms: {
          leadEmails: [`leads@${slug}.example`],
          webhook: { url, secretEnv: "HOOK_SECRET" },
        },
        staff: slug === "alpha" ? [OWNER, MANAGER, SALES] : [BRAVO_OWNER],
      },
      `${slug}.json`,
    );
  const deps = (slug: "alpha" | "bravo" = "alpha", now = new Date()): HealthDeps => ({
    db: t.db,
    now,
    scope: SCOPES[slug],
    config: configs[slug],
    testLeads: { send: sendTestLead, targets: siteDeliveryTargets },
  });
  const drain = async (rounds = 10) => {
    const worker = createDeliveryWorker(delivery, {
      pollMs: 10,
      leaseMs: 60_000,
      batchSize: 50,
      concurrency: 4,
      log: () => {},
    });
    for (let i = 0; i < rounds; i++) await worker.runOnce();
  };
  const runner = (
    slug: "alpha" | "bravo",
    mailed: { to: readonly string[]; subject: string; text: string }[],
    now = () => new Date(),
  ): CheckRunDeps => ({
    ...deps(slug),
    now,
    waitMs: 5_000,
    pollMs: 10,
    sleep: () => drain(1),
    log: () => {},
    mailOwners: async (to, subject, text) => {
      mailed.push({ to, subject, text });
    },
  });

  beforeAll(async () => {
    await seedLeadData(t.db);
    smtp = await startSmtpSink();
    hook = await startWebhookReceiver();
    configs.alpha = config("alpha", hook.url);
    configs.bravo = config("bravo", `${hook.url}/bravo`);
    const infos = new Map(
      (["alpha", "bravo"] as const).map((slug) => [
        slug,
        siteMailInfo(configs[slug], { port: 3000 }),
      ]),
    );
    delivery = {
      db: t.db,
      mail: createMailTransport({ smtpUrl: smtp.url, dataDir: "/nonexistent" }),
      fetch,
      secret: (name) => (name === "HOOK_SECRET" ? SECRET : undefined),
      site: (slug) => infos.get(slug as "alpha"),
      policy: { baseMs: 60_000, factor: 2, maxDelayMs: 60_000, maxAttempts: 3, jitter: 0 },
      webhookTimeoutMs: 2_000,
      random: () => 0.5,
      now: () => new Date(),
    };
  });
  afterAll(async () => {
    delivery.mail.close();
    await smtp.close();
    await hook.close();
  });

  describe("a test lead", () => {
    let sent: { id: string; reference: string };

    it("is delivered by email and webhook, marked as a test in each", async () => {
      smtp.received.length = 0;
      hook.received.length = 0;
      sent = (await requestTestLead(deps(), MANAGER))!;
      expect(sent.reference).toMatch(/\S/);
      await drain();
      const [row] = await t.db.select().from(leads).where(eq(leads.id, sent.id));
      expect(row).toMatchObject({ isTest: true, deliveryStatus: "delivered" });
      // The dealer's address and no receipt to the made-up shopper.
      expect(smtp.received.map((m) => m.to)).toEqual([["leads@alpha.example"]]);
      const raw = smtp.received[0]!.raw;
      expect(raw).toMatch(/^Subject: TEST General Enquiry: /m);
      const adf = mimeAttachment(raw, `lead-${sent.reference}.adf.xml`);
      expect(adf).toContain(TEST_LEAD_NOTE);
      expect(hook.received).toHaveLength(1);
      const body = JSON.parse(hook.received[0]!.body);
      expect(body.test).toBe(true);
      expect(body.lead.id).toBe(sent.id);
    });

    it("is not in the inbox, the CSV or the counts, unless the inbox asks for tests", async () => {
      const inbox = await loadInbox(
        { db: t.db, now: new Date(), site: SCOPES.alpha },
        OWNER,
        new URLSearchParams(),
      );
      expect(inbox?.rows.map((r) => r.id)).not.toContain(sent.id);
      const only = await loadInbox(
        { db: t.db, now: new Date(), site: SCOPES.alpha },
        OWNER,
        new URLSearchParams("test=only"),
      );
      expect(only?.rows.map((r) => [r.id, r.isTest])).toContainEqual([sent.id, true]);
      const csv = await inboxCsv(
        { db: t.db, now: new Date(), site: SCOPES.alpha },
        OWNER,
        new URLSearchParams(),
      );
      expect(parse(csv!.slice(1))).toHaveLength(1);
      expect(csv).not.toContain(sent.reference);
      const day = new Date(Date.now() - 86_400_000);
      expect(
        await leadCounts(t.db, { site: SCOPES.alpha, scope: { kind: "site" } }, { day, week: day }),
      ).toEqual({ today: 0, week: 0, pending: 0, failed: 0 });
      const home = await loadHome(deps(), OWNER);
      expect(home?.counts.today).toBe(0);
      expect(home?.charts.byForm.total).toBe(0);
      expect(home?.charts.funnel.at(-1)).toMatchObject({ label: "Leads", count: 0 });
    });

    it("shows its attempts on the delivery page and is audited", async () => {
      const health = await loadDeliveryHealth(deps(), SALES);
      expect(health?.maySend).toBe(false);
      expect(health?.targets.map((h) => [h.label, h.attempts, h.successRate])).toEqual([
        ["Email to leads@alpha.example", 1, 100],
        [`Webhook ${hook.url}`, 1, 100],
      ]);
      expect(health?.checks[0]).toMatchObject({
        kind: "manual",
        email: "manager@alpha.example",
        lead: { id: sent.id, reference: sent.reference },
        outcome: { state: "delivered" },
      });
      const audit = await listAudit(t.db, SCOPES.alpha, { limit: 5, offset: 0 });
      expect(audit[0]).toMatchObject({
        action: "send-test-lead",
        email: "manager@alpha.example",
        leadId: sent.id,
      });
    });

    it("is sent by owners and managers only, and another site's staff see nothing of it", async () => {
      expect(await requestTestLead(deps(), SALES)).toBeNull();
      const bravo = await loadDeliveryHealth(deps("bravo"), BRAVO_OWNER);
      expect(bravo?.checks).toEqual([]);
      expect(bravo?.targets.every((h) => h.attempts === 0)).toBe(true);
      expect(bravo?.targets.map((h) => h.label)).not.toContain("Email to leads@alpha.example");
    });

    it("goes through the route for a signed-in manager, never for sales or another site", async () => {
      const signIn = async (member: StaffMember, slug: "alpha" | "bravo") => {
        const staffDeps = {
          db: t.db,
          now: new Date(),
          site: { slug, name: slug, staff: configs[slug].staff },
          linkUrl: (token: string) => `http://${slug}.localhost/l?token=${token}`,
          sendMail: async (mail: LinkMail) => {
            links.push(mail);
          },
          admitLink: async () => ({ ok: true as const }),
        };
        await requestLink(staffDeps, member.email);
        const token = /token=([A-Za-z0-9_-]+)/.exec(links.at(-1)!.text)![1]!;
        const signed = await signInWithLink(staffDeps, token);
        if (!signed.ok) throw new Error(signed.error);
        return { token: signed.token, staffDeps };
      };
      const manager = await signIn(MANAGER, "alpha");
      const context: ConsoleContext = {
        staffDeps: manager.staffDeps,
        consoleDeps: { db: t.db, now: new Date(), site: SCOPES.alpha },
        trustProxy: false,
        secure: false,
      };
      const site = deps();
      const post = (cookie: string, origin = "http://alpha.localhost") =>
        new Request("http://alpha.localhost/admin/delivery/test-lead", {
          method: "POST",
          headers: {
            host: "alpha.localhost",
            origin,
            cookie: `fc_staff=${cookie}`,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: "",
        });
      const ok = await handleTestLead(post(manager.token), context, site);
      expect(ok.status).toBe(303);
      expect(ok.headers.get("location")).toMatch(/^\/admin\/delivery\?sent=/);
      expect(
        (await handleTestLead(post(manager.token, "http://evil.example"), context, site)).status,
      ).toBe(403);
      const sales = await signIn(SALES, "alpha");
      expect((await handleTestLead(post(sales.token), context, site)).status).toBe(404);
      const bravo = await signIn(BRAVO_OWNER, "bravo");
      const other = await handleTestLead(post(bravo.token), context, site);
      expect(other.headers.get("location")).toBe("/admin/sign-in");
      await drain();
    });
  });

  describe("the home's numbers", () => {
    it("count the real leads the member sees, never another site's", async () => {
      const lead = newLead();
      await storeLead(t.db, SCOPES.alpha, {
        lead,
        idempotencyKey: `home-${lead.id}`,
        outbox: [],
      });
      const since = new Date(Date.now() - 3_600_000);
      const week = { day: since, week: since };
      const count = (scope: LeadScope, slug: "alpha" | "bravo" = "alpha") =>
        leadCounts(t.db, { site: SCOPES[slug], scope }, week).then((c) => c.today);
      expect(await count({ kind: "site" })).toBe(1);
      expect(await count({ kind: "locations", slugs: ["alpha-parramatta"] })).toBe(1);
      expect(await count({ kind: "locations", slugs: ["bravo-ryde"] })).toBe(0);
      expect(await count({ kind: "locations", slugs: [] })).toBe(0);
      expect(await count({ kind: "site" }, "bravo")).toBe(0);
      const salesHome = await loadHome(deps(), { ...SALES, locations: ["alpha-parramatta"] });
      expect(salesHome?.counts.today).toBe(1);
      expect((await loadHome(deps("bravo"), BRAVO_OWNER))?.counts.today).toBe(0);
    });
  });

  describe("the scheduled check", () => {
    it("is claimed once per site and slot by two runners at once", async () => {
      const mailed: { to: readonly string[]; subject: string; text: string }[] = [];
      const at = () => new Date("2026-06-01T02:00:00Z");
      const runs = await Promise.all([
        runSiteCheck({ ...runner("alpha", mailed, at), waitMs: 0 }),
        runSiteCheck({ ...runner("alpha", mailed, at), waitMs: 0 }),
      ]);
      expect(runs.filter((run) => run.claimed)).toHaveLength(1);
      const rows = await t.db
        .select()
        .from(deliveryChecks)
        .where(eq(deliveryChecks.kind, "scheduled"));
      expect(rows.map((row) => row.day)).toEqual(["2026-06-01"]);
      expect(rows[0]?.leadId).not.toBeNull();
      await drain();
    });

    it("alerts the owners when the webhook fails, once a day", async () => {
      hook.state.status = 500;
      try {
        const mailed: { to: readonly string[]; subject: string; text: string }[] = [];
        const first = await runSiteCheck(runner("bravo", mailed));
        expect(first.claimed && first.outcome.state).toBe("failed");
        expect(mailed.map((m) => [m.to, m.subject])).toEqual([
          [["owner@bravo.example"], "Lead delivery check failed - Bravo Mazda"],
          [["owner@bravo.example"], "Leads are not getting through - Bravo Mazda"],
        ]);
        expect(mailed[0]?.text).toContain("Webhook");
        expect(mailed[0]?.text).toContain("HTTP 500");
        // The same day, a manual test lead fails again: nothing new is mailed by the next check,
        // which another slot of the day claims.
        const again: typeof mailed = [];
        const later = await runSiteCheck({
          ...runner("bravo", again),
          config: {
            ...configs.bravo,
            forms: {
              ...configs.bravo.forms,
              healthCheck: { ...configs.bravo.forms.healthCheck, everyHours: 1 },
            },
          },
        });
        expect(later.claimed).toBe(true);
        expect(again).toEqual([]);
        const alerts = await t.db.select().from(deliveryAlerts);
        expect(alerts.map((a) => a.kind).sort()).toEqual(["check-failed", "target-down"]);
      } finally {
        hook.state.status = 200;
      }
    });

    it("notices a target failing for an hour between checks, once across two nodes", async () => {
      hook.state.status = 500;
      try {
        const moved = {
          ...configs.bravo,
          forms: {
            ...configs.bravo.forms,
            webhook: { url: `${hook.url}/bravo-new`, secretEnv: "HOOK_SECRET" },
          },
        };
        await requestTestLead({ ...deps("bravo"), config: moved }, BRAVO_OWNER);
        await drain();
        const mailed: { to: readonly string[]; subject: string; text: string }[] = [];
        // Today's slot is taken: neither node sends a check, both look at the targets.
        const runs = await Promise.all([
          runSiteCheck({ ...runner("bravo", mailed), config: moved }),
          runSiteCheck({ ...runner("bravo", mailed), config: moved }),
        ]);
        expect(runs.map((run) => run.claimed)).toEqual([false, false]);
        expect(mailed).toHaveLength(1);
        expect(mailed[0]?.text).toContain(`${hook.url}/bravo-new`);
      } finally {
        hook.state.status = 200;
      }
    });

    it("alerts when the mail server refuses the dealer's email", async () => {
      smtp.state.refuse = true;
      try {
        const mailed: { to: readonly string[]; subject: string; text: string }[] = [];
        const run = await runSiteCheck({
          ...runner("alpha", mailed, () => new Date("2026-06-02T02:00:00Z")),
        });
        expect(run.claimed && run.outcome.failures.map((f) => f.label)).toEqual([
          "Email to leads@alpha.example",
        ]);
        expect(mailed.map((m) => m.subject)).toContain("Lead delivery check failed - Alpha Toyota");
      } finally {
        smtp.state.refuse = false;
      }
    });
  });
});
