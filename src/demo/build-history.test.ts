import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteConfigs } from "@/config/load-site-configs";
import { demoHistories, HISTORY_DAYS } from "./build-history";
import { DEFAULT_SEED, generateDemo } from "./generate";
import { formWeights } from "./history-leads";

const now = new Date("2026-03-10T02:00:00Z");
const sites = loadSiteConfigs(path.resolve(__dirname, "../../sites"));
const data = generateDemo({ now });
const histories = demoHistories(data, sites, { seed: DEFAULT_SEED, now });
const DAY_MS = 86_400_000;

describe("demo history", () => {
  it("is made for every demo site, the same for the same seed and time", () => {
    expect(histories.map((h) => h.slug).sort()).toEqual(sites.map((s) => s.slug).sort());
    const again = demoHistories(data, sites, { seed: DEFAULT_SEED, now });
    expect(again[0]?.history.leads.map((l) => l.lead.reference)).toEqual(
      histories[0]?.history.leads.map((l) => l.lead.reference),
    );
  });

  it("gives every site its own lead references, even sites whose names begin alike", () => {
    const redgum = sites.find((s) => s.slug === "redgum-preowned")!;
    const twin = { ...redgum, slug: "redgum-new-cars", name: "Redgum New Cars" };
    const both = demoHistories(data, [redgum, twin], { seed: DEFAULT_SEED, now });
    const references = both.flatMap((h) => h.history.leads.map((l) => l.lead.reference));
    expect(both).toHaveLength(2);
    expect(new Set(references).size).toBe(references.length);
    expect(references.every((r) => /^D[A-Z]{2}\d{5}$/.test(r))).toBe(true);
  });

  for (const { slug, history } of histories) {
    const config = sites.find((s) => s.slug === slug)!;
    const real = history.leads.filter((l) => !l.lead.is_test);

    it(`${slug}: a month of leads of every form the site has, before now`, () => {
      expect(real.length).toBeGreaterThan(HISTORY_DAYS * 2);
      for (const lead of history.leads) {
        expect(lead.createdAt.getTime()).toBeLessThan(now.getTime());
        expect(lead.createdAt.getTime()).toBeGreaterThan(
          now.getTime() - (HISTORY_DAYS + 1) * DAY_MS,
        );
      }
      const kinds = new Set(real.map((l) => l.lead.kind));
      for (const [kind, weight] of formWeights(config))
        if (weight >= 5) expect(kinds).toContain(kind);
      expect(new Set(real.map((l) => l.lead.place.location?.name)).size).toBeGreaterThan(0);
      expect(new Set(real.map((l) => l.lead.car?.id).filter(Boolean)).size).toBeGreaterThan(5);
    });

    it(`${slug}: most delivered, some failed with every try failed, waiting ones due later`, () => {
      const by = (status: string) => real.filter((l) => l.deliveryStatus === status);
      expect(by("delivered").length / real.length).toBeGreaterThan(0.85);
      expect(by("failed").length).toBeGreaterThan(0);
      for (const lead of by("failed")) {
        const dealer = lead.outbox[0]!;
        expect(dealer.status).toBe("failed");
        expect(dealer.attempts.every((a) => !a.ok)).toBe(true);
      }
      for (const lead of by("pending"))
        expect(lead.outbox[0]!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
      for (const lead of by("delivered"))
        for (const row of lead.outbox) expect(row.attempts.at(-1)?.ok).toBe(true);
    });

    it(`${slug}: followed up and seen by the site's staff`, () => {
      const staff = new Set(config.staff.map((m) => m.email));
      const moved = real.filter((l) => l.followUps.length > 0);
      expect(moved.length).toBeGreaterThan(real.length / 3);
      for (const lead of moved) {
        expect(lead.followUpState).toBe(lead.followUps.at(-1)?.state);
        for (const change of lead.followUps) {
          expect(staff.has(change.changedBy)).toBe(true);
          expect(change.changedAt.getTime()).toBeLessThanOrEqual(now.getTime());
        }
      }
      expect(real.filter((l) => l.seen).length / real.length).toBeGreaterThan(0.7);
    });

    it(`${slug}: no target has failed every try of the last hour (a demo start alerts nobody)`, () => {
      const lastHour = new Map<string, boolean[]>();
      for (const lead of history.leads)
        for (const row of lead.outbox) {
          if (row.channel === "receipt") continue;
          const key = JSON.stringify(row.target);
          for (const attempt of row.attempts)
            if (attempt.at.getTime() > now.getTime() - 3_600_000)
              lastHour.set(key, [...(lastHour.get(key) ?? []), attempt.ok]);
        }
      for (const [key, oks] of lastHour) expect(oks.some(Boolean), key).toBe(true);
    });

    it(`${slug}: daily feed imports, views that add up, and a week of delivery checks`, () => {
      expect(history.imports).toHaveLength(HISTORY_DAYS);
      expect(history.imports.some((i) => i.rejected.length > 0)).toBe(true);
      expect(history.views.reduce((sum, v) => sum + v.views, 0)).toBe(history.viewEvents.length);
      expect(history.searches.length).toBeGreaterThan(HISTORY_DAYS * 10);
      expect(history.checks.length).toBeGreaterThanOrEqual(6);
      for (const check of history.checks)
        expect(history.leads[check.leadIndex]?.lead.is_test).toBe(true);
      expect(new Set(history.checks.map((c) => c.slot)).size).toBe(history.checks.length);
    });
  }
});
