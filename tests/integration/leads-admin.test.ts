/**
 * The lead side routes on both databases: the admin API (the site's key, failed leads listed,
 * retry), POST /api/miscellaneous behind its flag, free test-drive times, and browser analytics.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import { countAnalyticsEvents, insertAnalyticsEvent } from "@/data/analytics/events";
import { storeLead } from "@/data/leads/store-lead";
import { leadOutbox, leads } from "@/data/schema";
import { handleAnalytics } from "@/features/analytics/handle-analytics";
import { handleListLeads, handleRetryLead } from "@/features/leads/api/handle-admin-leads";
import { handleMiscellaneous } from "@/features/leads/api/handle-miscellaneous";
import { handleTestDriveSlots } from "@/features/leads/api/handle-test-drive-slots";
import { sha256Hex } from "@/lib/http/api-key";
import { createMemoryStore } from "@/lib/rate-limit";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { newLead, SITE, seedLeadData } from "./leads-fixtures";

const KEY = "alpha-admin-key-123";
const origin = { host: "alpha.localhost", origin: "http://alpha.localhost" };
const settings = { trustProxy: false, perIpPerMinute: 100, perSitePerMinute: 1000 };
const config = (features: Record<string, boolean> = {}) =>
  parseSiteConfig(
    { slug: "alpha", name: "Alpha Toyota", dealerships: ["alpha-toyota"], features },
    "alpha.json",
  );

await describeEachBackend("lead side routes", (backend) => {
  const t = useTestDatabase(backend);
  let failedId: string;
  let reference: string;

  beforeAll(async () => {
    await seedLeadData(t.db);
    const lead = newLead();
    reference = lead.reference;
    await storeLead(t.db, SITE, {
      lead,
      idempotencyKey: "admin-test-key-0001",
      outbox: [{ channel: "dealer-email", target: { kind: "email", to: ["x@example.com"] } }],
    });
    await t.db
      .update(leadOutbox)
      .set({ status: "failed", attempts: 12, lastError: "SMTP down" })
      .where(eq(leadOutbox.leadId, lead.id));
    await t.db.update(leads).set({ deliveryStatus: "failed" }).where(eq(leads.id, lead.id));
    failedId = lead.id;
  });

  const admin = (site?: { slug: string; admin: { apiKeySha256: string | null } }) => ({
    site,
    scope: async () => SITE,
    database: async () => t.db,
  });
  const alpha = { slug: "alpha", admin: { apiKeySha256: sha256Hex(KEY) } };
  const get = (query: string, key = KEY) =>
    new Request(`http://alpha.localhost/api/admin/leads${query}`, {
      headers: { authorization: `Bearer ${key}` },
    });

  describe("admin API", () => {
    it("lists failed leads with their deliveries' last error, for the site's own key only", async () => {
      const response = await handleListLeads(get("?status=failed"), admin(alpha));
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        leads: { id: string; deliveries: { last_error: string }[] }[];
      };
      expect(body.leads.map((l) => l.id)).toEqual([failedId]);
      expect(body.leads[0]?.deliveries[0]?.last_error).toBe("SMTP down");
      expect((await handleListLeads(get("", "wrong-key"), admin(alpha))).status).toBe(401);
      expect(
        (await handleListLeads(get(""), admin({ slug: "alpha", admin: { apiKeySha256: null } })))
          .status,
      ).toBe(401);
      expect((await handleListLeads(get("?status=lost"), admin(alpha))).status).toBe(400);
      expect((await handleListLeads(get(""), admin(undefined))).status).toBe(404);
    });

    it("queues a failed lead again", async () => {
      const post = new Request("http://alpha.localhost/x", {
        method: "POST",
        headers: { authorization: `Bearer ${KEY}` },
      });
      expect((await handleRetryLead(post, admin(alpha), failedId)).status).toBe(202);
      const [row] = await t.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, failedId));
      expect(row).toMatchObject({ status: "pending", attempts: 0 });
      expect(
        (await handleRetryLead(post, admin(alpha), "00000000-0000-0000-0000-000000000000")).status,
      ).toBe(404);
      expect((await handleRetryLead(post, admin(alpha), "junk")).status).toBe(404);
    });
  });

  describe("POST /api/miscellaneous", () => {
    const call = (
      features: Record<string, boolean>,
      body: unknown,
      headers: Record<string, string> = origin,
    ) =>
      handleMiscellaneous(
        new Request("http://alpha.localhost/api/miscellaneous", {
          method: "POST",
          headers,
          body: JSON.stringify(body),
        }),
        {
          site: { config: config(features), scope: SITE },
          store: createMemoryStore(),
          settings,
          database: async () => t.db,
        },
      );

    it("saves the valuation on the lead when the site's flag is on", async () => {
      const valuation = { low: 19_000, high: 21_000 };
      expect(
        (await call({}, { lead_id: reference, column_name: "valuation", value: valuation })).status,
      ).toBe(404);
      const saved = await call(
        { tradeInValuationSave: true },
        { lead_id: reference, column_name: "valuation", ...valuation },
      );
      expect(await saved.json()).toEqual({ success: true });
      const [row] = await t.db
        .select({ m: leads.miscellaneous })
        .from(leads)
        .where(eq(leads.reference, reference));
      expect(row?.m).toEqual({ valuation });
    });

    it("refuses other origins, unknown leads and bad names", async () => {
      const on = { tradeInValuationSave: true };
      expect(
        (
          await call(
            on,
            { lead_id: reference, column_name: "valuation" },
            { host: "alpha.localhost" },
          )
        ).status,
      ).toBe(403);
      expect((await call(on, { lead_id: "NOPE0000", column_name: "valuation" })).status).toBe(404);
      expect((await call(on, { lead_id: reference, column_name: "Robert'); DROP" })).status).toBe(
        400,
      );
      expect((await call(on, [1])).status).toBe(400);
    });
  });

  describe("GET /api/test-drive/slots", () => {
    it("offers the location's free times and leaves out booked ones", async () => {
      const now = new Date("2030-01-06T20:00:00Z"); // Monday 7:00 in Sydney
      const url = "http://alpha.localhost/api/test-drive/slots?location_id=11";
      const before = (await (
        await handleTestDriveSlots(new Request(url), SITE, t.db, now)
      ).json()) as { days: { slots: { at: string }[] }[] };
      const first = before.days[0]!.slots[0]!.at;
      await storeLead(t.db, SITE, {
        lead: newLead({ kind: "test-drive", appointment_at: new Date(first) }),
        idempotencyKey: "slot-api-key-00001",
        outbox: [],
      });
      const after = (await (
        await handleTestDriveSlots(new Request(url), SITE, t.db, now)
      ).json()) as typeof before;
      expect(after.days[0]!.slots.map((s) => s.at)).not.toContain(first);
      expect(
        (await handleTestDriveSlots(new Request("http://x/slots?location_id=21"), SITE, t.db, now))
          .status,
      ).toBe(404);
    });
  });

  describe("POST /api/analytics", () => {
    const call = (body: string, headers: Record<string, string> = origin) =>
      handleAnalytics(
        new Request("http://alpha.localhost/api/analytics", { method: "POST", headers, body }),
        {
          site: SITE,
          store: createMemoryStore(),
          trustProxy: false,
          record: (site, event) => insertAnalyticsEvent(t.db, site, { ...event, name: "test" }),
        },
      );

    it("records the events a browser may report, nothing else", async () => {
      expect((await call(JSON.stringify({ event_id: 25, car_id: 101 }))).status).toBe(204);
      expect(await countAnalyticsEvents(t.db, SITE, 25)).toBe(1);
      expect((await call(JSON.stringify({ event_id: 14 }))).status).toBe(400);
      expect((await call("nonsense")).status).toBe(400);
      expect((await call("null")).status).toBe(400);
      expect(
        (
          await call(JSON.stringify({ event_id: 25 }), {
            host: "alpha.localhost",
            origin: "http://evil.example",
          })
        ).status,
      ).toBe(403);
      expect((await call("x".repeat(5_000))).status).toBe(413);
    });
  });
});
