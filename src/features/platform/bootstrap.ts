/**
 * Start-up: validate every site configuration, open the database (migrations, postcodes), fill an
 * empty database with the demo dealers, and record which dealerships each site shows.
 * Runs in the server process (instrumentation) so that only the server opens PGlite.
 */
import { count } from "drizzle-orm";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Database } from "@/data/db";
import { insertDemoData } from "@/data/demo-data";
import { syncSites } from "@/data/repositories/sites";
import { dealerships } from "@/data/schema";
import { generateDemo } from "@/demo/generate";

export type BootstrapReport = { seeded: null | { vehicles: number; photos: number; ms: number } };

async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(dealerships);
  return (row?.n ?? 0) === 0;
}

export async function seedDemoIfEmpty(
  db: Database,
  now = new Date(),
): Promise<BootstrapReport["seeded"]> {
  if (!(await isEmpty(db))) return null;
  const started = performance.now();
  const data = generateDemo({ now });
  await insertDemoData(db, data);
  const photos = data.cars.reduce((sum, car) => sum + car.images.length, 0);
  return { vehicles: data.cars.length, photos, ms: Math.round(performance.now() - started) };
}

export async function bootstrap(
  db: Database,
  sites: readonly SiteConfig[],
): Promise<BootstrapReport> {
  const seeded = await seedDemoIfEmpty(db);
  await syncSites(
    db,
    sites.map((site) => ({ slug: site.slug, name: site.name, dealershipSlugs: site.dealerships })),
  );
  return { seeded };
}
