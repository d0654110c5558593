/**
 * The dealer console on both databases, through its services and route handlers as Next calls
 * them: sign-in links go only to staff, work once and for 15 minutes, and are stored hashed; a
 * staff session belongs to one site and to who the site's config lists now; every read and write
 * checks the site, the role and, for location-bound staff, the lead's location; the inbox's
 * filters and search, its CSV, seen marks, follow-up history, and Retry making a new delivery
 * attempt; and the audit log of it all.
 */
import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "@/data/console/audit";
import { storeLead } from "@/data/leads/store-lead";
import { locationToRow } from "@/data/mappers/location-row";
import {
  leadDeliveryAttempts,
  leads,
  locations,
  staffSessions,
  staffSignInLinks,
} from "@/data/schema";
import { LINK_TTL_MS } from "@/domain/console/sign-in-link";
import type { StaffMember } from "@/domain/console/staff";
import {
  type ConsoleDeps,
  inboxCsv,
  loadAudit,
  loadInbox,
  moveFollowUp,
  openLead,
  retryDelivery,
} from "@/features/console/console-leads";
import type { ConsoleContext } from "@/features/console/console-services.server";
import {
  handleCsv,
  handleFollowUp,
  handleLinkSignIn,
  handleRetry,
  handleSendLink,
} from "@/features/console/handle-console";
import { linkRequestRules } from "@/features/console/link-limits";
import {
  type LinkMail,
  requestLink,
  type StaffSignInDeps,
  sessionStaff,
  signInWithLink,
  signOutStaff,
} from "@/features/console/staff-sign-in";
import type { DeliveryDeps } from "@/features/leads/delivery/deliver";
import { createDeliveryWorker } from "@/features/leads/delivery/delivery-worker";
import type { MailMessage } from "@/lib/mail";
import { checkRateLimits, createMemoryStore } from "@/lib/rate-limit";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { location } from "./fixtures";
import { newLead, SITE, seedLeadData } from "./leads-fixtures";

const NOW = new Date("2026-03-02T00:00:00.000Z");
const OWNER: StaffMember = { email: "owner@alpha.example", role: "owner" };
const MANAGER: StaffMember = { email: "manager@alpha.example", role: "manager" };
const SALES: StaffMember = {
  email: "Sales@alpha.example",
  role: "sales",
  locations: ["alpha-parramatta"],
};
const ALPHA_STAFF = [OWNER, MANAGER, SALES];
const BRAVO_OWNER: StaffMember = { email: "owner@bravo.example", role: "owner" };

const tokenIn = (mail: LinkMail | undefined) =>
  /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? null;

await describeEachBackend("dealer console", (backend) => {
  const t = useTestDatabase(backend);
  const mails: LinkMail[] = [];
  const ids: Record<"parramatta" | "penrith" | "bravo" | "old", string> = {
    parramatta: "",
    penrith: "",
    bravo: "",
    old: "",
  };

  const staffDeps = (
    slug = "alpha",
    now = NOW,
    staff: readonly StaffMember[] = slug === "alpha" ? ALPHA_STAFF : [BRAVO_OWNER],
  ): StaffSignInDeps => ({
    db: t.db,
    now,
    site: { slug, name: slug === "alpha" ? "Alpha Toyota" : "Bravo Mazda", staff },
    linkUrl: (token) => `http://${slug}.localhost/admin/sign-in/link?token=${token}`,
    sendMail: async (mail) => {
      mails.push(mail);
    },
    admitLink: async () => ({ ok: true }),
  });
  const consoleDeps = (slug = "alpha", now = NOW): ConsoleDeps => ({
    db: t.db,
    now,
    site: { slug, dealershipIds: slug === "alpha" ? [1] : [2] },
  });
  const context = (slug = "alpha"): ConsoleContext => ({
    staffDeps: staffDeps(slug),
    consoleDeps: consoleDeps(slug),
    trustProxy: false,
    secure: false,
  });

  async function signIn(member: StaffMember, slug = "alpha") {
    await requestLink(staffDeps(slug), member.email);
    const signed = await signInWithLink(staffDeps(slug), tokenIn(mails.at(-1)));
    if (!signed.ok) throw new Error(signed.error);
    return signed.token;
  }

  async function addLead(
    over: Parameters<typeof newLead>[0],
    site: { slug: string; dealershipIds: readonly number[]; soldDays: number } = SITE,
    at = NOW,
  ) {
    const lead = newLead(over);
    await storeLead(t.db, site, {
      lead,
      idempotencyKey: `console-${lead.id}`,
      outbox: [
        { channel: "dealer-email", target: { kind: "email", to: ["leads@alpha.example"] } },
        { channel: "receipt", target: { kind: "email", to: [lead.contact.email] } },
      ],
    });
    await t.db.update(leads).set({ createdAt: at }).where(eq(leads.id, lead.id));
    return lead.id;
  }

  beforeAll(async () => {
    await seedLeadData(t.db);
    await t.db.insert(locations).values(locationToRow(location(12, 1, "alpha-penrith")));
    const base = newLead();
    const place = (id: number, name: string) => ({
      ...base.place,
      location: { ...base.place.location!, id, name },
    });
    ids.parramatta = await addLead({
      contact: {
        ...base.contact,
        name: "Jane",
        last_name: "Citizen",
        email: "jane@example.com",
        phone: "0412345678",
      },
    });
    ids.penrith = await addLead({
      kind: "test-drive",
      contact: {
        ...base.contact,
        name: "Omar",
        last_name: "Haddad",
        email: "omar@example.com",
        phone: "0498765432",
      },
      place: place(12, "Location alpha-penrith"),
    });
    ids.old = await addLead(
      {
        contact: {
          ...base.contact,
          name: "Olive",
          last_name: "Old",
          email: "olive@example.com",
          phone: "0400000001",
        },
      },
      SITE,
      new Date("2026-01-15T01:00:00.000Z"),
    );
    ids.bravo = await addLead(
      {
        site_slug: "bravo",
        car: null,
        contact: { ...base.contact, name: "Bruno", last_name: "Bravo", email: "bruno@example.com" },
        place: { dealership: null, location: null },
      },
      { slug: "bravo", dealershipIds: [2], soldDays: 3 },
    );
  });

  describe("sign-in links", () => {
    it("mails a link to staff only, answering the same for anyone, and stores only its hash", async () => {
      const before = mails.length;
      expect(await requestLink(staffDeps(), "stranger@example.com")).toEqual({ ok: true });
      expect(mails.length).toBe(before);
      expect(await requestLink(staffDeps(), "  SALES@alpha.example ")).toEqual({ ok: true });
      const mail = mails.at(-1)!;
      expect(mail.to).toBe("Sales@alpha.example");
      expect(mail.subject).toBe("Sign in to the Alpha Toyota console");
      expect(mail.text).toContain("It works once, within 15 minutes.");
      const token = tokenIn(mail)!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await t.db.select({ hash: staffSignInLinks.tokenHash }).from(staffSignInLinks);
      expect(stored.some((row) => row.hash === token)).toBe(false);
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
    });

    it("signs in once: the same link again is used", async () => {
      await requestLink(staffDeps(), OWNER.email);
      const token = tokenIn(mails.at(-1));
      const first = await signInWithLink(staffDeps(), token);
      expect(first.ok && first.member).toEqual(OWNER);
      expect(await signInWithLink(staffDeps(), token)).toEqual({ ok: false, error: "link-used" });
    });

    it("expires after 15 minutes", async () => {
      await requestLink(staffDeps(), OWNER.email);
      const token = tokenIn(mails.at(-1));
      const late = new Date(NOW.getTime() + LINK_TTL_MS);
      expect(await signInWithLink(staffDeps("alpha", late), token)).toEqual({
        ok: false,
        error: "link-expired",
      });
      const justInTime = new Date(NOW.getTime() + LINK_TTL_MS - 1000);
      expect((await signInWithLink(staffDeps("alpha", justInTime), token)).ok).toBe(true);
    });

    it("is nothing on another site, and a made-up token is nothing", async () => {
      await requestLink(staffDeps(), OWNER.email);
      const token = tokenIn(mails.at(-1));
      expect(await signInWithLink(staffDeps("bravo"), token)).toEqual({
        ok: false,
        error: "link-invalid",
      });
      expect(await signInWithLink(staffDeps(), "x".repeat(43))).toEqual({
        ok: false,
        error: "link-invalid",
      });
      expect(await signInWithLink(staffDeps(), null)).toEqual({ ok: false, error: "link-invalid" });
      // Still unused on its own site.
      expect((await signInWithLink(staffDeps(), token)).ok).toBe(true);
    });
  });

  describe("staff sessions", () => {
    it("belong to one site and to whom its config lists now; sign out ends them", async () => {
      const token = await signIn(MANAGER);
      expect(await sessionStaff(staffDeps(), token)).toEqual(MANAGER);
      expect(await sessionStaff(staffDeps("bravo"), token)).toBeNull();
      expect(await sessionStaff(staffDeps("alpha", NOW, [OWNER]), token)).toBeNull();
      const rows = await t.db.select({ hash: staffSessions.tokenHash }).from(staffSessions);
      expect(rows.some((row) => row.hash === token)).toBe(false);
      await signOutStaff(staffDeps(), token);
      expect(await sessionStaff(staffDeps(), token)).toBeNull();
      expect(await sessionStaff(staffDeps(), null)).toBeNull();
    });

    it("lasts a working day", async () => {
      const token = await signIn(OWNER);
      const later = new Date(NOW.getTime() + 12 * 3_600_000);
      expect(await sessionStaff(staffDeps("alpha", later), token)).toBeNull();
    });
  });

  describe("roles and scoping", () => {
    const query = (text = "") => new URLSearchParams(text);

    it("shows owners and managers every lead of the site, newest first, never another site's", async () => {
      for (const member of [OWNER, MANAGER]) {
        const inbox = await loadInbox(consoleDeps(), member, query());

        expect(new Set(inbox?.rows.map((row) => row.id))).toEqual(
          new Set([ids.parramatta, ids.penrith, ids.old]),
        );
        expect(inbox?.rows.at(-1)?.id).toBe(ids.old);
        expect(inbox?.total).toBe(3);
      }
      const bravo = await loadInbox(consoleDeps("bravo"), BRAVO_OWNER, query());
      expect(bravo?.rows.map((row) => row.id)).toEqual([ids.bravo]);
    });

    it("shows sales staff only their locations' leads, in the inbox, the CSV and the lead page", async () => {
      const inbox = await loadInbox(consoleDeps(), SALES, query());
      expect(inbox?.rows.map((row) => row.id).sort()).toEqual([ids.parramatta, ids.old].sort());
      expect(inbox?.locations.map((l) => l.slug)).toEqual(["alpha-parramatta"]);
      const csv = await inboxCsv(consoleDeps(), SALES, query());
      expect(csv).not.toContain("omar@example.com");
      expect(csv).toContain("jane@example.com");
      expect(await openLead(consoleDeps(), SALES, ids.penrith)).toBeNull();
      expect(await openLead(consoleDeps(), SALES, ids.bravo)).toBeNull();
      expect((await openLead(consoleDeps(), SALES, ids.parramatta))?.lead.id).toBe(ids.parramatta);
      const roaming = { email: "roam@alpha.example", role: "sales" } as const;
      expect((await loadInbox(consoleDeps(), roaming, query()))?.total).toBe(0);
    });

    it("lets nobody write to a lead they cannot see", async () => {
      const change = { state: "contacted" as const, note: "" };
      expect(await retryDelivery(consoleDeps(), SALES, ids.penrith)).toBe(false);
      expect(await moveFollowUp(consoleDeps(), SALES, ids.penrith, change)).toBe(false);
      expect(await retryDelivery(consoleDeps(), OWNER, ids.bravo)).toBe(false);
      expect(await moveFollowUp(consoleDeps(), OWNER, ids.bravo, change)).toBe(false);
      expect(await openLead(consoleDeps(), OWNER, ids.bravo)).toBeNull();
      expect(await retryDelivery(consoleDeps("bravo"), BRAVO_OWNER, ids.parramatta)).toBe(false);
      expect(await openLead(consoleDeps(), OWNER, "not-a-uuid")).toBeNull();
      const [penrith] = await t.db.select().from(leads).where(eq(leads.id, ids.penrith));
      expect(penrith?.followUpState).toBe("new");
    });
  });

  describe("inbox", () => {
    const ids_ = (rows: { id: string }[] | undefined) => (rows ?? []).map((row) => row.id).sort();
    const find = async (text: string) =>
      (await loadInbox(consoleDeps(), OWNER, new URLSearchParams(text)))?.rows;

    it("searches by name, email, phone and reference", async () => {
      expect(ids_(await find("q=jane"))).toEqual([ids.parramatta]);
      expect(ids_(await find("q=Jane+Citizen"))).toEqual([ids.parramatta]);
      expect(ids_(await find("q=OMAR@EXAMPLE.COM"))).toEqual([ids.penrith]);
      expect(ids_(await find("q=0498+765+432"))).toEqual([ids.penrith]);
      expect(ids_(await find("q=%2B61+498+765+432"))).toEqual([ids.penrith]);
      const [row] = await t.db
        .select({ reference: leads.reference })
        .from(leads)
        .where(eq(leads.id, ids.old));
      expect(ids_(await find(`q=${row!.reference.toLowerCase()}`))).toEqual([ids.old]);
      expect(ids_(await find("q=100%25"))).toEqual([]);
    });

    it("filters by form, location, delivery, follow-up and days", async () => {
      expect(ids_(await find("form=test-drive"))).toEqual([ids.penrith]);
      expect(ids_(await find("location=alpha-penrith"))).toEqual([ids.penrith]);
      expect(ids_(await find("delivery=pending")).length).toBe(3);
      expect(ids_(await find("delivery=failed"))).toEqual([]);
      expect(ids_(await find("from=2026-01-01&to=2026-01-31"))).toEqual([ids.old]);
      expect(ids_(await find("from=2026-03-01")).sort()).toEqual(
        [ids.parramatta, ids.penrith].sort(),
      );
      await moveFollowUp(consoleDeps(), OWNER, ids.old, {
        state: "lost",
        note: "Bought elsewhere",
      });
      expect(ids_(await find("followUp=lost"))).toEqual([ids.old]);
    });

    it("exports the filtered list as CSV with a BOM and CRLF, every field quoted as needed", async () => {
      await t.db
        .update(leads)
        .set({
          data: sql`jsonb_set(${leads.data}, '{comments}', '"Wants \\"the red one\\", ASAP\\nthanks"')`,
        })
        .where(eq(leads.id, ids.parramatta));
      const csv = (await inboxCsv(consoleDeps(), OWNER, new URLSearchParams("q=jane")))!;
      expect(csv.startsWith("\uFEFFReceived,Reference,Form")).toBe(true);
      expect(csv.endsWith("\r\n")).toBe(true);
      const rows = parse(csv, { bom: true, columns: true, record_delimiter: "\r\n" }) as Record<
        string,
        string
      >[];
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        Name: "Jane Citizen",
        Email: "jane@example.com",
        Phone: "0412345678",
        Comments: 'Wants "the red one", ASAP\nthanks',
        "Follow-up": "New",
        Received: "2026-03-02 11:00",
      });
    });
  });

  describe("a lead", () => {
    it("is marked seen by the first member to open it", async () => {
      const opened = await openLead(consoleDeps(), MANAGER, ids.penrith);
      expect(opened?.seenBy).toBe("manager@alpha.example");
      const again = await openLead(
        consoleDeps("alpha", new Date(NOW.getTime() + 60_000)),
        OWNER,
        ids.penrith,
      );
      expect(again?.seenBy).toBe("manager@alpha.example");
      expect(again?.seenAt?.toISOString()).toBe(NOW.toISOString());
    });

    it("keeps every follow-up change with its note and author", async () => {
      await moveFollowUp(consoleDeps(), SALES, ids.parramatta, {
        state: "contacted",
        note: "Left a message",
      });
      await moveFollowUp(
        consoleDeps("alpha", new Date(NOW.getTime() + 60_000)),
        OWNER,
        ids.parramatta,
        {
          state: "appointment",
          note: "Saturday 10 am",
        },
      );
      const found = await openLead(consoleDeps(), OWNER, ids.parramatta);
      expect(found?.followUpState).toBe("appointment");
      expect(found?.followUps.map((f) => [f.state, f.note, f.changedBy])).toEqual([
        ["appointment", "Saturday 10 am", "owner@alpha.example"],
        ["contacted", "Left a message", "sales@alpha.example"],
      ]);
    });

    it("is sent again by Retry, which makes a new delivery attempt", async () => {
      const sent: MailMessage[] = [];
      const deps: DeliveryDeps = {
        db: t.db,
        mail: { describe: "memory", send: async (m) => void sent.push(m), close: () => {} },
        fetch,
        secret: () => undefined,
        site: () => ({
          slug: "alpha",
          name: "Alpha Toyota",
          url: "http://alpha.localhost",
          from: "no-reply@alpha.example",
          fallbackTo: [],
          replyTo: null,
        }),
        policy: { baseMs: 20, factor: 2, maxDelayMs: 100, maxAttempts: 3, jitter: 0 },
        webhookTimeoutMs: 1000,
        random: () => 0.5,
        now: () => new Date(),
      };
      const worker = createDeliveryWorker(deps, {
        pollMs: 10,
        leaseMs: 60_000,
        batchSize: 50,
        concurrency: 2,
        log: () => {},
      });
      await worker.runOnce();
      const attemptsOf = () =>
        t.db
          .select()
          .from(leadDeliveryAttempts)
          .where(eq(leadDeliveryAttempts.leadId, ids.parramatta));
      const first = await attemptsOf();
      expect(first.map((a) => [a.channel, a.ok, a.answer]).sort()).toEqual([
        ["dealer-email", true, "Accepted"],
        ["receipt", true, "Accepted"],
      ]);
      expect(await retryDelivery(consoleDeps(), SALES, ids.parramatta)).toBe(true);
      await worker.runOnce();
      const after = await attemptsOf();
      expect(after.filter((a) => a.channel === "dealer-email")).toHaveLength(2);
      expect(after.filter((a) => a.channel === "receipt")).toHaveLength(1);
      const found = await openLead(consoleDeps(), OWNER, ids.parramatta);
      expect(found?.attempts[0]).toMatchObject({ channel: "dealer-email", ok: true });
      expect(found?.lead.delivery_status).toBe("delivered");
    });
  });

  describe("route handlers", () => {
    const post = (
      path: string,
      body: Record<string, string>,
      headers: Record<string, string> = {},
    ) =>
      new Request(`http://alpha.localhost${path}`, {
        method: "POST",
        headers: {
          host: "alpha.localhost",
          origin: "http://alpha.localhost",
          "content-type": "application/x-www-form-urlencoded",
          ...headers,
        },
        body: new URLSearchParams(body).toString(),
      });

    it("answers a link request the same for staff and strangers, and refuses another site's page", async () => {
      const staff = await handleSendLink(
        post("/admin/sign-in/send", { email: OWNER.email }),
        context(),
      );
      const stranger = await handleSendLink(
        post("/admin/sign-in/send", { email: "who@example.com" }),
        context(),
      );
      expect([staff.status, staff.headers.get("location")]).toEqual([
        303,
        "/admin/sign-in?notice=sent",
      ]);
      expect([stranger.status, stranger.headers.get("location")]).toEqual([
        303,
        "/admin/sign-in?notice=sent",
      ]);
      const bad = await handleSendLink(post("/admin/sign-in/send", { email: "nope" }), context());
      expect(bad.headers.get("location")).toBe("/admin/sign-in?error=email-invalid");
      const foreign = await handleSendLink(
        post("/admin/sign-in/send", { email: OWNER.email }, { origin: "http://evil.example" }),
        context(),
      );
      expect(foreign.status).toBe(403);
    });

    it("signs in with the link into a host-only HttpOnly staff cookie", async () => {
      await requestLink(staffDeps(), OWNER.email);
      const response = await handleLinkSignIn(
        post("/admin/sign-in/verify", { token: tokenIn(mails.at(-1))! }),
        context(),
      );
      expect(response.headers.get("location")).toBe("/admin/leads");
      const cookie = response.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(
        /^fc_staff=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax$/,
      );
      expect(cookie).not.toContain("Domain");
      const again = await handleLinkSignIn(
        post("/admin/sign-in/verify", { token: tokenIn(mails.at(-1))! }),
        context(),
      );
      expect(again.headers.get("location")).toBe("/admin/sign-in?error=link-used");
    });

    it("acts only for a signed-in member from the same site", async () => {
      const token = await signIn(SALES);
      const cookie = { cookie: `fc_staff=${token}` };
      const noCookie = await handleRetry(
        post(`/admin/leads/${ids.parramatta}/retry`, {}),
        context(),
        ids.parramatta,
      );
      expect(noCookie.headers.get("location")).toBe("/admin/sign-in");
      const crossSite = await handleRetry(
        post(
          `/admin/leads/${ids.parramatta}/retry`,
          {},
          { ...cookie, origin: "http://evil.example" },
        ),
        context(),
        ids.parramatta,
      );
      expect(crossSite.status).toBe(403);
      const otherLocation = await handleFollowUp(
        post(`/admin/leads/${ids.penrith}/follow-up`, { state: "sold" }, cookie),
        context(),
        ids.penrith,
      );
      expect(otherLocation.status).toBe(404);
      const own = await handleFollowUp(
        post(
          `/admin/leads/${ids.parramatta}/follow-up`,
          { state: "sold", note: "Deposit paid" },
          cookie,
        ),
        context(),
        ids.parramatta,
      );
      expect(own.headers.get("location")).toBe(`/admin/leads/${ids.parramatta}?done=follow-up`);
      const onBravo = await handleRetry(
        post(
          `/admin/leads/${ids.bravo}/retry`,
          {},
          { ...cookie, host: "bravo.localhost", origin: "http://bravo.localhost" },
        ),
        context("bravo"),
        ids.bravo,
      );
      expect(onBravo.headers.get("location")).toBe("/admin/sign-in");
      const csv = await handleCsv(
        new Request("http://alpha.localhost/admin/leads.csv", { headers: cookie }),
        context(),
      );
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("cache-control")).toBe("private, no-store");
      expect(await csv.text()).not.toContain("omar@example.com");
    });

    it("limits links per email, staff or not, with the same answer", async () => {
      const store = createMemoryStore();
      const limited = (): ConsoleContext => ({
        ...context(),
        staffDeps: {
          ...staffDeps(),
          admitLink: (email) =>
            checkRateLimits(
              store,
              linkRequestRules(
                { email, siteSlug: "alpha", ip: "10.0.0.9" },
                { perEmailHour: 2, perIpHour: 100 },
              ),
            ),
        },
      });
      for (const email of [MANAGER.email, "nobody@example.com"]) {
        const answers = [];
        for (let i = 0; i < 3; i++) {
          const response = await handleSendLink(post("/admin/sign-in/send", { email }), limited());
          answers.push([response.status, response.headers.get("retry-after") !== null]);
        }
        expect(answers, email).toEqual([
          [303, false],
          [303, false],
          [429, true],
        ]);
      }
    });

    it("keeps an audit of sign-ins, retries and follow-up changes for the site, for owners", async () => {
      expect(await loadAudit(consoleDeps(), MANAGER)).toBeNull();
      expect(await loadAudit(consoleDeps(), SALES)).toBeNull();
      expect((await loadAudit(consoleDeps(), OWNER))?.entries.length).toBeGreaterThan(5);
      const entries = await listAudit(t.db, { slug: "alpha" }, { limit: 500, offset: 0 });
      const actions = new Set(entries.map((entry) => entry.action));
      expect(actions).toEqual(
        new Set(["sign-in", "sign-out", "retry-delivery", "change-follow-up"]),
      );
      expect(
        entries.find((e) => e.action === "change-follow-up" && e.detail.state === "sold")?.email,
      ).toBe("sales@alpha.example");
      expect(await listAudit(t.db, { slug: "bravo" }, { limit: 500, offset: 0 })).toEqual([]);
      expect((await loadAudit(consoleDeps("bravo"), BRAVO_OWNER))?.entries).toEqual([]);
    });
  });
});
