/**
 * The console's stock page on both databases, through its services and route handlers: every
 * stock read and write checks the site, the role and a member's locations (another site's car is
 * a 404, sales read but never hide); hiding a car takes it out of search and its page at once
 * through the stock-changed event, with no restart, and showing it brings it back; a car a feed
 * has not confirmed for longer than the site's limit is hidden the same way; every import is
 * recorded with its source and rejected rows; a dry run writes nothing; and Apply refuses a plan
 * the stock has moved on from.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "@/data/console/audit";
import { insertDemoData } from "@/data/demo-data";
import { reserveCar } from "@/data/leads/car-leads";
import { findCarBySlug, listIndexableCars } from "@/data/repositories/cars";
import { syncSites } from "@/data/repositories/sites";
import { cars, staffAudit, stockImports } from "@/data/schema";
import { createIndexStore } from "@/data/search/index-store";
import { listStockImports } from "@/data/stock/stock-imports";
import { emitStockChanged, onStockChanged } from "@/data/stock-events";
import { findCarsByIds } from "@/data/vehicle/cars-by-ids";
import { listSitemapCars } from "@/data/vehicle/sitemap-cars";
import type { StaffMember } from "@/domain/console/staff";
import { searchStockIndex } from "@/domain/search/stock-index";
import { DAY_MS } from "@/domain/stock/freshness";
import type { ConsoleContext } from "@/features/console/console-services.server";
import { changeCarVisibility, loadStock, type StockDeps } from "@/features/console/console-stock";
import {
  handleApplyUpload,
  handleCarVisibility,
  handleUpload,
} from "@/features/console/handle-stock";
import {
  requestLink,
  type StaffSignInDeps,
  signInWithLink,
} from "@/features/console/staff-sign-in";
import { loadStockHealth } from "@/features/console/stock-health";
import { applyUpload, dryRunUpload, findDraft } from "@/features/console/stock-upload";
import { confirmDemoStock } from "@/features/platform/bootstrap";
import { handleStockImportRequest } from "@/features/stock-import/handle-import-request";
import { importStockFeed } from "@/features/stock-import/import-stock";
import { sha256Hex } from "@/lib/http/api-key";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { car, dealership, emptyData } from "./fixtures";
import { seedLeadData } from "./leads-fixtures";

const NOW = new Date();
const OWNER: StaffMember = { email: "owner@alpha.example", role: "owner" };
const MANAGER: StaffMember = { email: "manager@alpha.example", role: "manager" };
const SALES: StaffMember = {
  email: "sales@alpha.example",
  role: "sales",
  locations: ["alpha-parramatta"],
};
const ROAMING_SALES: StaffMember = { email: "roam@alpha.example", role: "sales" };
const ALPHA_STAFF = [OWNER, MANAGER, SALES, ROAMING_SALES];

const HEADER = "stocknum,dealership,year,make,model,badge,price,car_type,status,location,images";
const ROW = {
  A1: "A1,alpha-toyota,2023,Toyota,HiLux,SR5,52990,used,in_stock,alpha-parramatta,/media/a1.jpg",
  A2: "A2,alpha-toyota,2022,Toyota,Corolla,Ascent,29990,used,in_stock,,",
  BAD: "A3,alpha-toyota,20x3,Toyota,RAV4,GXL,48990,new,in_stock,,",
};
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n");

await describeEachBackend("console stock", (backend) => {
  const t = useTestDatabase(backend);
  const mails: string[] = [];
  const changes: string[][] = [];
  let stopListening: () => Promise<void> = async () => {};

  const deps = (slug = "alpha", maxUnconfirmedDays = 7): StockDeps => ({
    db: t.db,
    now: NOW,
    site: {
      slug,
      dealershipIds: slug === "alpha" ? [1] : [2],
      dealerships: slug === "alpha" ? ["alpha-toyota"] : ["bravo-mazda"],
      maxUnconfirmedDays,
    },
    stockChanged: () => emitStockChanged(t.db, [slug]),
  });
  const staffDeps = (): StaffSignInDeps => ({
    db: t.db,
    now: NOW,
    site: { slug: "alpha", name: "Alpha Toyota", staff: ALPHA_STAFF },
    linkUrl: (token) => `http://alpha.localhost/admin/sign-in/link?token=${token}`,
    sendMail: async (mail) => {
      mails.push(mail.text);
    },
    admitLink: async () => ({ ok: true }),
  });
  const context = (): ConsoleContext => ({
    staffDeps: staffDeps(),
    consoleDeps: { db: t.db, now: NOW, site: { slug: "alpha", dealershipIds: [1] } },
    trustProxy: false,
    secure: false,
  });
  async function cookieOf(member: StaffMember) {
    await requestLink(staffDeps(), member.email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? "")?.[1] ?? null;
    const signed = await signInWithLink(staffDeps(), token);
    if (!signed.ok) throw new Error(signed.error);
    return `fc_staff=${signed.token}`;
  }
  const post = (
    path: string,
    body: Record<string, string>,
    cookie: string,
    origin = "http://alpha.localhost",
  ) =>
    new Request(`http://alpha.localhost${path}`, {
      method: "POST",
      headers: {
        host: "alpha.localhost",
        origin,
        cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(body).toString(),
    });

  /** The running search index, refreshed by stock-changed events as on a server. */
  const index = createIndexStore({ load: () => listIndexableCars(t.db), debounceMs: 5 });
  const searchIds = async (maxUnconfirmedDays = 7) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await index.idle();
    const snapshot = await index.current();
    const result = searchStockIndex(snapshot.index, {
      dealershipIds: [1],
      soldDays: 3,
      now: NOW.getTime(),
      maxUnconfirmedDays,
      hitsPerPage: 50,
    });
    return result.hits.map((car) => car.id).sort();
  };
  const site = { slug: "alpha", dealershipIds: [1], soldDays: 3 };

  beforeAll(async () => {
    // Dealership 1 (site alpha): car 101 at location alpha-parramatta, car 102 with no location;
    // dealership 2 (site bravo): car 201.
    await seedLeadData(t.db);
    stopListening = await onStockChanged(t.db, (change) => {
      changes.push(change.siteSlugs);
      index.invalidate();
    });
  });
  afterAll(async () => {
    await stopListening();
    index.close();
  });

  describe("reading stock", () => {
    it("lists the site's cars to every role, a member with locations only theirs", async () => {
      const ids = async (member: StaffMember, slug = "alpha") =>
        (await loadStock(deps(slug), member, new URLSearchParams()))?.cars.map((c) => c.id).sort();
      expect(await ids(OWNER)).toEqual([101, 102]);
      expect(await ids(MANAGER)).toEqual([101, 102]);
      expect(await ids(ROAMING_SALES)).toEqual([101, 102]);
      expect(await ids(SALES)).toEqual([101]);
      expect(await ids(OWNER, "bravo")).toEqual([201]);
      const page = await loadStock(deps(), SALES, new URLSearchParams());
      expect(page?.mayChange).toBe(false);
      expect((await loadStock(deps(), OWNER, new URLSearchParams()))?.mayChange).toBe(true);
    });

    it("finds a car by stock number, make or model; counts real enquiries only", async () => {
      const found = await loadStock(deps(), OWNER, new URLSearchParams("q=s102"));
      expect(found?.cars.map((c) => c.stocknum)).toEqual(["S102"]);
      expect((await loadStock(deps(), OWNER, new URLSearchParams("q=toyota")))?.total).toBe(2);
      expect((await loadStock(deps(), OWNER, new URLSearchParams("q=mazda")))?.total).toBe(0);
      const car = found!.cars[0]!;
      expect(car.state).toEqual({ kind: "on-website" });
      expect(car.enquiries).toBe(0);
    });
  });

  describe("hide and show", () => {
    it("refuses sales, another site's car and another site's page", async () => {
      expect(await changeCarVisibility(deps(), SALES, "101", true)).toBe(false);
      expect(await changeCarVisibility(deps(), OWNER, "201", true)).toBe(false);
      expect(await changeCarVisibility(deps(), OWNER, "nope", true)).toBe(false);
      const sales = await cookieOf(SALES);
      const refused = await handleCarVisibility(
        post("/admin/stock/101/hide", {}, sales),
        context(),
        deps(),
        "101",
        true,
      );
      expect(refused.status).toBe(404);
      const owner = await cookieOf(OWNER);
      const other = await handleCarVisibility(
        post("/admin/stock/201/hide", {}, owner),
        context(),
        deps(),
        "201",
        true,
      );
      expect(other.status).toBe(404);
      const foreign = await handleCarVisibility(
        post("/admin/stock/101/hide", {}, owner, "http://evil.example"),
        context(),
        deps(),
        "101",
        true,
      );
      expect(foreign.status).toBe(403);
      const [row] = await t.db
        .select({ hiddenAt: cars.hiddenAt })
        .from(cars)
        .where(eq(cars.id, 101));
      expect(row?.hiddenAt).toBeNull();
    });

    it("hides a car: it leaves search and its page at once, with an audit row; Show brings it back", async () => {
      expect(await searchIds()).toEqual([101, 102]);
      const slug = "2022-toyota-corolla-101";
      expect(await findCarBySlug(t.db, site, slug)).not.toBeNull();
      const owner = await cookieOf(OWNER);
      const before = changes.length;
      const hidden = await handleCarVisibility(
        post("/admin/stock/101/hide", { back: "/admin/stock?q=S101" }, owner),
        context(),
        deps(),
        "101",
        true,
      );
      expect([hidden.status, hidden.headers.get("location")]).toEqual([
        303,
        "/admin/stock?q=S101&done=hidden",
      ]);
      expect(changes.length).toBe(before + 1);
      expect(await searchIds()).toEqual([102]);
      expect(await findCarBySlug(t.db, site, slug)).toBeNull();
      expect((await listSitemapCars(t.db, site, NOW)).map((c) => c.slug)).not.toContain(slug);
      // Nor can it be reserved while hidden.
      expect(await reserveCar(t.db, site, 101)).toBe(false);
      const page = await loadStock(deps(), OWNER, new URLSearchParams("q=S101"));
      expect(page?.cars[0]?.state).toEqual({ kind: "hidden-by-staff", since: NOW });
      expect((await listAudit(t.db, { slug: "alpha" }, { limit: 1, offset: 0 }))[0]).toMatchObject({
        email: OWNER.email,
        action: "hide-car",
        detail: { carId: "101", stocknum: "S101" },
      });

      const shown = await handleCarVisibility(
        post("/admin/stock/101/show", { back: "https://evil.example/" }, owner),
        context(),
        deps(),
        "101",
        false,
      );
      expect(shown.headers.get("location")).toBe("/admin/stock?done=shown");
      expect(await searchIds()).toEqual([101, 102]);
      expect(await findCarBySlug(t.db, site, slug)).not.toBeNull();
      const actions = await t.db
        .select({ action: staffAudit.action })
        .from(staffAudit)
        .where(sql`${staffAudit.detail}->>'carId' = '101'`);
      expect(actions.map((a) => a.action).sort()).toEqual(["hide-car", "show-car"]);
    });
  });

  describe("freshness", () => {
    it("hides a car confirmed 8 days ago with the default limit and shows it with a longer one", async () => {
      await t.db
        .update(cars)
        .set({ feedConfirmedAt: new Date(NOW.getTime() - 8 * DAY_MS) })
        .where(eq(cars.id, 102));
      await emitStockChanged(t.db, ["alpha"]);
      const slug = "new-102";
      expect(await findCarBySlug(t.db, site, slug, { now: NOW })).toBeNull();
      expect(
        await findCarBySlug(t.db, { ...site, maxUnconfirmedDays: 10 }, slug, { now: NOW }),
      ).not.toBeNull();
      expect(await searchIds(7)).toEqual([101]);
      expect(await searchIds(10)).toEqual([101, 102]);
      // Similar cars are read whole by id, and sitemaps list cars for sale: both leave it out.
      expect((await findCarsByIds(t.db, site, [101, 102], NOW)).map((c) => c.id)).toEqual([101]);
      expect((await listSitemapCars(t.db, site, NOW)).map((c) => c.slug)).not.toContain(slug);
      const page = await loadStock(deps(), OWNER, new URLSearchParams("q=S102"));
      expect(page?.cars[0]?.state).toEqual({ kind: "unconfirmed", days: 8 });
      const longer = await loadStock(deps("alpha", 10), OWNER, new URLSearchParams("q=S102"));
      expect(longer?.cars[0]?.state).toEqual({ kind: "on-website" });
    });

    it("time passing hides a car without an import or a rebuild", async () => {
      // Confirmed 6 days and 23 hours ago: shown now, gone two hours later, same index.
      await t.db
        .update(cars)
        .set({ feedConfirmedAt: new Date(NOW.getTime() - 7 * DAY_MS + 3_600_000) })
        .where(eq(cars.id, 102));
      await emitStockChanged(t.db, ["alpha"]);
      expect(await searchIds()).toEqual([101, 102]);
      const snapshot = await index.current();
      const later = searchStockIndex(snapshot.index, {
        dealershipIds: [1],
        soldDays: 3,
        now: NOW.getTime() + 2 * 3_600_000,
        hitsPerPage: 50,
      });
      expect(later.hits.map((car) => car.id)).toEqual([101]);
      expect(await index.current()).toBe(snapshot);
    });

    it("warns of a dealership without a feed import for more than a day", async () => {
      const health = await loadStockHealth(deps());
      expect(health.stale).toEqual([{ name: "alpha-toyota Motors", lastImport: null }]);
    });
  });

  describe("imports", () => {
    it("records an import from the API and the command line, with rejected rows", async () => {
      const apiKey = "alpha-key-0123456789";
      const apiSite = {
        slug: "alpha",
        dealerships: ["alpha-toyota"],
        admin: { apiKeySha256: sha256Hex(apiKey) },
      };
      const send = (headers: Record<string, string>) =>
        handleStockImportRequest(
          new Request("http://alpha.localhost/api/admin/stock", {
            method: "POST",
            headers: { authorization: `Bearer ${apiKey}`, "content-type": "text/csv", ...headers },
            body: csv(ROW.A1, ROW.A2, ROW.BAD),
          }),
          { site: apiSite, database: async () => t.db, now: new Date(NOW.getTime() - 1000) },
        );
      expect((await send({})).status).toBe(200);
      expect(
        (await send({ "x-stock-source": "cli", "x-feed-file-name": "stock%20list.csv" })).status,
      ).toBe(200);
      const [cli, api] = await listStockImports(t.db, "alpha", { limit: 2 });
      expect(api).toMatchObject({
        source: "api",
        fileName: null,
        email: null,
        dealerships: ["alpha-toyota"],
        added: 2,
        changed: 0,
        unchanged: 0,
        sold: 2,
      });
      expect(api?.rejected).toEqual([{ row: 3, field: "year", message: expect.any(String) }]);
      expect(cli).toMatchObject({
        source: "cli",
        fileName: "stock list.csv",
        added: 0,
        unchanged: 2,
      });
      // Every car the feed listed is confirmed by the import; the dealership is no longer stale.
      const listed = await t.db
        .select({ at: cars.feedConfirmedAt })
        .from(cars)
        .where(and(eq(cars.dealershipId, 1), eq(cars.status, "in_stock")));
      expect(listed.map((r) => r.at.getTime())).toEqual([
        NOW.getTime() - 1000,
        NOW.getTime() - 1000,
      ]);
      expect((await loadStockHealth(deps())).stale).toEqual([]);
      // The stock page lists the imports with their rejected rows.
      const page = await loadStock(deps(), SALES, new URLSearchParams());
      expect(page?.imports.map((i) => i.source)).toEqual(["cli", "api"]);
    });

    it("records the demo's confirmation at start as a 'demo' import, for demo sites only", async () => {
      // A demo site (its dealership is the demo's) whose car was last confirmed 30 days ago.
      await insertDemoData(t.db, {
        ...emptyData(),
        dealerships: [dealership(7, "redgum-preowned")],
        cars: [car(701, 7, { feed_confirmed_at: new Date(NOW.getTime() - 30 * DAY_MS) })],
      });
      await syncSites(t.db, [
        { slug: "redgum-preowned", name: "Redgum", dealershipSlugs: ["redgum-preowned"] },
      ]);
      const configs = [
        { slug: "redgum-preowned", dealerships: ["redgum-preowned"] },
        { slug: "bravo", dealerships: ["bravo-mazda"] },
      ] as unknown as Parameters<typeof confirmDemoStock>[1];
      await confirmDemoStock(t.db, configs, NOW);
      const [row] = await t.db
        .select({ at: cars.feedConfirmedAt })
        .from(cars)
        .where(eq(cars.id, 701));
      expect(row?.at).toEqual(NOW);
      expect(await listStockImports(t.db, "redgum-preowned", { limit: 5 })).toMatchObject([
        { source: "demo", dealerships: ["redgum-preowned"], unchanged: 1, added: 0, sold: 0 },
      ]);
      // bravo-mazda is no demo dealership: nothing is confirmed or recorded.
      expect(await listStockImports(t.db, "bravo", { limit: 5 })).toEqual([]);
    });

    it("a dry run writes nothing; Apply imports that file as a console upload with an audit row", async () => {
      const count = async () =>
        (await t.db.select({ n: sql<number>`count(*)::int` }).from(stockImports))[0]?.n;
      const snapshot = async () => t.db.select().from(cars).orderBy(cars.id);
      const [beforeCars, beforeImports] = [await snapshot(), await count()];
      expect(await dryRunUpload(deps(), SALES, { name: "x.csv", text: csv(ROW.A1) })).toBeNull();
      const id = await dryRunUpload(deps(), MANAGER, {
        name: "lot.csv",
        text: csv(ROW.A1, ROW.BAD),
      });
      expect(await snapshot()).toEqual(beforeCars);
      expect(await count()).toBe(beforeImports);
      const draft = findDraft(deps(), MANAGER, id);
      expect(draft?.outcome).toMatchObject({
        ok: true,
        value: {
          added: 0,
          updated: 0,
          sold: 1,
          unchanged: 1,
          preview: {
            added: [],
            changed: [],
            sold: [{ dealership: "alpha-toyota", stocknum: "A2", title: null }],
          },
        },
      });
      // Another member cannot read or apply it.
      expect(findDraft(deps(), OWNER, id)).toBeNull();
      expect(await applyUpload(deps(), OWNER, id)).toEqual({ kind: "expired" });

      const applied = await applyUpload(deps(), MANAGER, id);
      expect(applied).toMatchObject({ kind: "applied", report: { sold: 1, unchanged: 1 } });
      const [latest] = await listStockImports(t.db, "alpha", { limit: 1 });
      expect(latest).toMatchObject({
        source: "console",
        fileName: "lot.csv",
        email: MANAGER.email,
        sold: 1,
        rejected: [{ row: 2, field: "year", message: expect.any(String) }],
      });
      const [audit] = await listAudit(t.db, { slug: "alpha" }, { limit: 1, offset: 0 });
      expect(audit).toMatchObject({ action: "upload-feed", email: MANAGER.email });
      expect(findDraft(deps(), MANAGER, id)).toBeNull();
    });

    it("refuses to apply a dry run the stock has moved on from", async () => {
      const id = await dryRunUpload(deps(), OWNER, { name: "next.csv", text: csv(ROW.A1, ROW.A2) });
      const before = await count();
      // Another import changes the stock in between.
      await importStockFeed(t.db, {
        site: { slug: "alpha", dealerships: ["alpha-toyota"] },
        text: csv(ROW.A1.replace("52990", "51990")),
        format: "csv",
        source: "api",
        now: NOW,
      });
      const carsBefore = await t.db.select().from(cars).orderBy(cars.id);
      const refused = await applyUpload(deps(), OWNER, id);
      expect(refused).toMatchObject({ kind: "refused" });
      expect(await t.db.select().from(cars).orderBy(cars.id)).toEqual(carsBefore);
      expect(await count()).toBe(before + 1);

      // Through the route: the upload is a multipart post; Apply of a stale plan says so.
      const owner = await cookieOf(OWNER);
      const form = new FormData();
      form.set("feed", new File([csv(ROW.A1)], "again.csv", { type: "text/csv" }));
      const upload = await handleUpload(
        new Request("http://alpha.localhost/admin/stock/upload/dry-run", {
          method: "POST",
          headers: { host: "alpha.localhost", origin: "http://alpha.localhost", cookie: owner },
          body: form,
        }),
        context(),
        deps(),
      );
      expect(upload.status).toBe(303);
      const draftId = /draft=([A-Za-z0-9_-]+)/.exec(upload.headers.get("location") ?? "")?.[1];
      expect(draftId).toBeTruthy();
      await importStockFeed(t.db, {
        site: { slug: "alpha", dealerships: ["alpha-toyota"] },
        text: csv(ROW.A1, ROW.A2),
        format: "csv",
        source: "api",
        now: NOW,
      });
      const apply = await handleApplyUpload(
        post("/admin/stock/upload/apply", { draft: draftId! }, owner),
        context(),
        deps(),
      );
      expect(apply.headers.get("location")).toBe("/admin/stock/upload?error=stock-changed");
      const expired = await handleApplyUpload(
        post("/admin/stock/upload/apply", { draft: "gone" }, owner),
        context(),
        deps(),
      );
      expect(expired.headers.get("location")).toBe("/admin/stock/upload?error=expired");
    });

    async function count() {
      return (await t.db.select({ n: sql<number>`count(*)::int` }).from(stockImports))[0]?.n ?? 0;
    }
  });
});
