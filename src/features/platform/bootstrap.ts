/**
 * Start-up: validate every site configuration, open the database (migrations, postcodes), fill an
 * empty database with the demo dealers and a month of their history, record which dealerships each site shows, and confirm
 * the demo sites' stock as a feed would (so demo cars never go stale, whatever the date).
 * Runs in the server process (instrumentation) so that only the server opens PGlite.
 */
import { count } from "drizzle-orm";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Database } from "@/data/db";
import { type DemoData, insertDemoData } from "@/data/demo-data";
import { insertDemoHistory } from "@/data/demo-history";
import { syncSites } from "@/data/repositories/sites";
import { dealerships } from "@/data/schema";
import { confirmDealershipStock } from "@/data/stock/stock-imports";
import { demoHistories } from "@/demo/build-history";
import { DEFAULT_SEED, DEMO_SITES, generateDemo } from "@/demo/generate";

export type BootstrapReport = { seeded: null | { vehicles: number; photos: number; ms: number } };

async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(dealerships);
  return (row?.n ?? 0) === 0;
}

export async function seedDemoIfEmpty(
  db: Database,
  now = new Date(),
): Promise<(NonNullable<BootstrapReport["seeded"]> & { data: DemoData }) | null> {
  if (!(await isEmpty(db))) return null;
  const started = performance.now();
  const data = generateDemo({ now });
  await insertDemoData(db, data);
  const photos = data.cars.reduce((sum, car) => sum + car.images.length, 0);
  return { vehicles: data.cars.length, photos, ms: Math.round(performance.now() - started), data };
}

/**
 * A month of each demo site's history before `now` (leads, deliveries, follow-ups, imports,
 * views, delivery checks), once its site row exists; only when the demo was just seeded.
 */
export async function seedDemoHistory(
  db: Database,
  data: DemoData,
  sites: readonly SiteConfig[],
  now: Date,
): Promise<void> {
  for (const { slug, history } of demoHistories(data, sites, { seed: DEFAULT_SEED, now }))
    await insertDemoHistory(db, slug, history);
}

/**
 * The demo has no dealer feed: at each start, every site whose dealerships are all the demo's
 * gets its cars confirmed and a 'demo' import recorded. Other sites are left to their feeds.
 */
export async function confirmDemoStock(
  db: Database,
  sites: readonly SiteConfig[],
  now = new Date(),
): Promise<void> {
  const demo = new Set(DEMO_SITES.flatMap((site) => site.dealerships.map((d) => d.slug)));
  for (const site of sites) {
    if (site.dealerships.length === 0 || !site.dealerships.every((slug) => demo.has(slug)))
      continue;
    await confirmDealershipStock(db, site.slug, site.dealerships, "demo", now);
  }
}

export async function bootstrap(
  db: Database,
  sites: readonly SiteConfig[],
): Promise<BootstrapReport> {
  const now = new Date();
  const seeded = await seedDemoIfEmpty(db, now);
  await syncSites(
    db,
    sites.map((site) => ({ slug: site.slug, name: site.name, dealershipSlugs: site.dealerships })),
  );
  if (seeded) {
    const started = performance.now();
    await seedDemoHistory(db, seeded.data, sites, now);
    seeded.ms += Math.round(performance.now() - started);
  }
  await confirmDemoStock(db, sites);
  return { seeded: seeded && { vehicles: seeded.vehicles, photos: seeded.photos, ms: seeded.ms } };
}
