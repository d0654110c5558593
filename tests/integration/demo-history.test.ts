/**
 * The demo's first start on both databases: the dealers and a month of each site's history are
 * loaded, and the console reads it as a working dealership's (leads today and this week, charts
 * with data, delivery targets with their attempts, the last scheduled check delivered).
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { loadSiteConfigs } from "@/config/load-site-configs";
import { resolveSiteScope } from "@/data/repositories/sites";
import { listStockImports } from "@/data/stock/stock-imports";
import { loadHome } from "@/features/console/console-home";
import { loadDeliveryHealth } from "@/features/console/delivery-health";
import { sendTestLead, siteDeliveryTargets } from "@/features/leads/submit/test-lead";
import { bootstrap } from "@/features/platform/bootstrap";
import { describeEachBackend, useTestDatabase } from "../support/databases";

const sites = loadSiteConfigs(path.resolve(__dirname, "../../sites"));
const config = sites.find((s) => s.slug === "parkside-nissan")!;
const owner = config.staff.find((m) => m.role === "owner")!;

await describeEachBackend("demo history", (backend) => {
  const t = useTestDatabase(backend);
  let ms = 0;

  beforeAll(async () => {
    const started = performance.now();
    await bootstrap(t.db, sites);
    ms = performance.now() - started;
  }, 120_000);

  it("starts in reasonable time and records each site's month", async () => {
    expect(ms).toBeLessThan(60_000);
    const [row] = (
      await t.db.execute<{ leads: number; tests: number; attempts: number }>(sql`
        select (select count(*)::int from leads where not is_test) as leads,
          (select count(*)::int from leads where is_test) as tests,
          (select count(*)::int from lead_delivery_attempts) as attempts`)
    ).rows;
    expect(row!.leads).toBeGreaterThan(400);
    expect(row!.tests).toBeGreaterThan(20);
    expect(row!.attempts).toBeGreaterThan(row!.leads);
    const imports = await listStockImports(t.db, config.slug, { limit: 100 });
    expect(imports.filter((i) => i.source === "demo").length).toBeGreaterThanOrEqual(30);
    expect(imports.some((i) => i.rejected.length > 0)).toBe(true);
  });

  it("shows the console home and delivery health of a working dealership", async () => {
    const scope = await resolveSiteScope(t.db, {
      slug: config.slug,
      dealershipSlugs: config.dealerships,
      soldDays: 3,
    });
    const deps = {
      db: t.db,
      now: new Date(),
      scope,
      config,
      testLeads: { send: sendTestLead, targets: siteDeliveryTargets },
    };
    const home = (await loadHome(deps, owner))!;
    expect(home.counts.week).toBeGreaterThan(0);
    expect(home.charts.byForm.total).toBeGreaterThan(100);
    expect(home.charts.byForm.series.length).toBeGreaterThan(4);
    expect(home.charts.byLocation.total).toBe(home.charts.byForm.total);
    expect(home.charts.cars.length).toBe(10);
    expect(home.charts.cars[0]!.views).toBeGreaterThan(0);
    expect(home.charts.funnel.map((s) => s.count > 0)).toEqual([true, true, true]);
    expect(home.health?.lastCheck?.outcome?.state).toBe("delivered");
    const health = (await loadDeliveryHealth(deps, owner))!;
    const target = health.targets[0]!;
    expect(target.attempts).toBeGreaterThan(50);
    // Most tries succeed, but each of the demo's failed leads fails three to six times, so the
    // rate moves with the day's history: it is what the tries say, below 100 and well above half.
    expect(target.successRate).toBe(Math.round((target.succeeded / target.attempts) * 100));
    expect(target.successRate).toBeGreaterThan(60);
    expect(target.successRate).toBeLessThan(100);
    expect(health.checks.length).toBeGreaterThanOrEqual(6);
  });
});
