/**
 * Saved searches and their alerts on both databases: searches belong to a shopper of one site,
 * a stock import that adds a matching car sends one message listing it (a text when the shopper
 * gave no email, an email when they did), another import the same day sends nothing until a
 * day has passed, runs at once never send twice, and the unsubscribe link works without
 * signing in, on its own site only.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Database } from "@/data/db";
import { insertDemoData } from "@/data/demo-data";
import { syncSites } from "@/data/repositories/sites";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { dealership, emptyData, location } from "./fixtures";
import { searchSite as siteConfig } from "./search-fixtures";

const state = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/saved-searches-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return { db: undefined as Database | undefined, sites: [] as SiteConfig[], dir };
});
vi.mock("server-only", () => ({}));
vi.mock("@/data/db.server", () => ({ getDatabase: async () => state.db }));
vi.mock("@/config/registry.server", () => ({ getSiteConfigs: () => state.sites }));

const { getCurrentSite } = await import("@/features/site/current-site.server");
const { runSavedSearchAlerts } = await import("@/features/saved-searches/start-alerts.server");
const { savedSearchDeps } = await import("@/features/saved-searches/saved-search-services.server");
const { saveSearch, listSearches, searchByToken, unsubscribe, deleteSearch } = await import(
  "@/features/saved-searches/saved-searches"
);
const { importStockFeed } = await import("@/features/stock-import/import-stock");

const HOUR = 3_600_000;
const HEADER = "stocknum,dealership,year,make,model,badge,price,car_type,status,location,images";
const ROWS = {
  H1: "H1,alpha-toyota,2023,Toyota,HiLux,SR5,52990,used,in_stock,north-yard,",
  C2: "C2,alpha-toyota,2022,Toyota,Corolla,Ascent Sport,29990,used,in_stock,north-yard,",
  R3: "R3,alpha-toyota,2024,Toyota,RAV4,GXL,48990,used,in_stock,north-yard,",
  K4: "K4,alpha-toyota,2021,Kia,Sportage,SX,31990,used,in_stock,north-yard,",
};
const feed = (...rows: string[]) => [HEADER, ...rows].join("\n");

/** Each backend run starts with its own search index and site scopes. */
function resetProcessState() {
  for (const name of ["search", "site-scopes"])
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(`forecourt.${name}`)];
}

const files = (kind: "sms" | "mail") => {
  try {
    return readdirSync(path.join(state.dir, kind)).map((name) =>
      readFileSync(path.join(state.dir, kind, name), "utf8"),
    );
  } catch {
    return [];
  }
};

afterAll(() => rmSync(state.dir, { recursive: true, force: true }));

await describeEachBackend("saved searches", (backend) => {
  const t = useTestDatabase(backend);
  const ALPHA = { slug: "alpha", dealerships: ["alpha-toyota"] };
  let shopper = "";
  let emailShopper = "";
  let bravoShopper = "";

  async function addShopper(site: string, phone: string, details = {}): Promise<string> {
    const rows = await t.db.execute<{ id: string }>(sql`
      insert into shoppers (site_id, phone, details)
      values ((select id from sites where slug = ${site}), ${phone}, ${JSON.stringify(details)}::jsonb)
      returning id`);
    return rows.rows[0]!.id;
  }

  const importAlpha = (...rows: string[]) =>
    importStockFeed(t.db, { site: ALPHA, text: feed(...rows), format: "csv", source: "api" });

  beforeAll(async () => {
    rmSync(state.dir, { recursive: true, force: true });
    resetProcessState();
    state.db = t.db;
    state.sites = [siteConfig("alpha", ["alpha-toyota"]), siteConfig("bravo", ["bravo-mazda"])];
    await insertDemoData(t.db, {
      ...emptyData(),
      dealerships: [dealership(1, "alpha-toyota"), dealership(2, "bravo-mazda")],
      locations: [location(10, 1, "north-yard"), location(20, 2, "bravo-yard")],
    });
    await syncSites(t.db, [
      { slug: "alpha", name: "alpha Motors", dealershipSlugs: ["alpha-toyota"] },
      { slug: "bravo", name: "bravo Motors", dealershipSlugs: ["bravo-mazda"] },
    ]);
    shopper = await addShopper("alpha", "+61412345678");
    emailShopper = await addShopper("alpha", "+61412000111", { email: "jo@example.com" });
    bravoShopper = await addShopper("bravo", "+61412345678");
    expect((await importAlpha(ROWS.H1)).ok).toBe(true);
  });

  afterAll(resetProcessState);

  it("saves a search address for a shopper of the site, its current cars counted as seen", async () => {
    const alpha = await savedSearchDeps(await getCurrentSite("alpha"));
    const saved = await saveSearch(alpha, shopper, "/search/toyota");
    expect(saved).toMatchObject({ ok: true, created: true });
    expect(await saveSearch(alpha, shopper, "/search/toyota")).toMatchObject({ created: false });
    expect(await saveSearch(alpha, emailShopper, "/search/toyota")).toMatchObject({ ok: true });
    expect(await saveSearch(alpha, shopper, "/search/no-such-make")).toEqual({
      ok: false,
      error: "not-a-search",
    });
    expect(await saveSearch(alpha, shopper, "https://evil.example/search")).toMatchObject({
      ok: false,
    });
    const list = await listSearches(t.db, { slug: "alpha" }, shopper);
    expect(list.map((s) => [s.address, s.label])).toEqual([
      ["/search/toyota", "New, Demo & Used Toyota Cars for Sale"],
    ]);
    expect(await listSearches(t.db, { slug: "bravo" }, shopper)).toEqual([]);
    expect(await listSearches(t.db, { slug: "bravo" }, bravoShopper)).toEqual([]);
    // Another site cannot delete it.
    expect(await deleteSearch(t.db, { slug: "bravo" }, shopper, list[0]!.id)).toBe(false);
  });

  it("sends nothing while no new car matches", async () => {
    expect(await runSavedSearchAlerts(new Date())).toBe(0);
    expect(files("sms")).toEqual([]);
  });

  it("alerts once when an import adds a matching car: a text, or an email when given", async () => {
    expect((await importAlpha(ROWS.H1, ROWS.C2, ROWS.K4)).ok).toBe(true);
    const now = new Date();
    const [first, second] = await Promise.all([
      runSavedSearchAlerts(now),
      runSavedSearchAlerts(now),
    ]);
    expect(first + second).toBe(2);
    const texts = files("sms");
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain("+61412345678");
    expect(texts[0]).toContain(
      '1 new car matches your saved search "New, Demo & Used Toyota Cars for Sale"',
    );
    expect(texts[0]).toContain("2022 Toyota Corolla, $29,990: http://alpha.localhost");
    expect(texts[0]).not.toContain("HiLux");
    expect(texts[0]).not.toContain("Kia");
    expect(texts[0]).toMatch(/\/saved-searches\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);
    const mails = files("mail");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("jo@example.com");
    expect(mails[0]).toContain("Corolla");
  });

  it("sends nothing more the same day, and the new cars a day after the last alert", async () => {
    expect((await importAlpha(ROWS.H1, ROWS.C2, ROWS.K4, ROWS.R3)).ok).toBe(true);
    expect(await runSavedSearchAlerts(new Date(Date.now() + HOUR))).toBe(0);
    expect(files("sms")).toHaveLength(1);
    expect(await runSavedSearchAlerts(new Date(Date.now() + 25 * HOUR))).toBe(2);
    const texts = files("sms");
    expect(texts).toHaveLength(2);
    const newest = texts.find((text) => text.includes("RAV4"))!;
    expect(newest).not.toContain("Corolla");
  });

  it("unsubscribes by any of its alerts' links without signing in, on its own site only", async () => {
    const tokenOf = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;
    const texts = files("sms");
    const newest = tokenOf(texts.find((text) => text.includes("RAV4"))!);
    const oldest = tokenOf(texts.find((text) => !text.includes("RAV4"))!);
    expect(oldest).not.toBe(newest);
    expect(await searchByToken(t.db, { slug: "bravo" }, oldest)).toBeNull();
    expect(await unsubscribe(t.db, { slug: "bravo" }, oldest)).toBe(false);
    // A later alert does not retire an earlier alert's link.
    for (const token of [newest, oldest])
      expect(await searchByToken(t.db, { slug: "alpha" }, token)).toMatchObject({
        label: "New, Demo & Used Toyota Cars for Sale",
      });
    expect(await searchByToken(t.db, { slug: "alpha" }, "not a token")).toBeNull();
    const inClear = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from saved_search_unsubscribe_tokens where token_hash in (${oldest}, ${newest})`,
    );
    expect(Number(inClear.rows[0]!.n)).toBe(0);
    expect(await unsubscribe(t.db, { slug: "alpha" }, oldest)).toBe(true);
    expect(await unsubscribe(t.db, { slug: "alpha" }, newest)).toBe(false);
    expect(await listSearches(t.db, { slug: "alpha" }, shopper)).toEqual([]);
    // Its links went with it; the other shopper's two alerts' links remain.
    const left = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from saved_search_unsubscribe_tokens`,
    );
    expect(Number(left.rows[0]!.n)).toBe(2);
  });

  it("goes with its shopper", async () => {
    await t.db.execute(sql`delete from shoppers where id = ${emailShopper}`);
    expect(await listSearches(t.db, { slug: "alpha" }, emailShopper)).toEqual([]);
    const rows = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from saved_searches`,
    );
    expect(Number(rows.rows[0]!.n)).toBe(0);
  });
});
