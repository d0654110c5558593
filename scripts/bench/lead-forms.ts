/**
 * npm-less bench of the lead forms' server work on a vehicle page (within the vehicle
 * page budget of docs/budgets.md): the five forms a vehicle page may render (car enquiry, test drive, request photos,
 * the finance form and the Get Finance Now modal's) built for a car of each demo site, on a
 * fresh PGlite data directory with the demo dealers. Each round is timed twice: with the
 * forms' per-site caches emptied before every page (every form reads locations and
 * dealerships and works out the test-drive times, as before the caches), and warm.
 *
 *   npx tsx scripts/bench/lead-forms.ts [--pages=200]
 */

import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Car } from "@/domain/car/car";
import { benchArgs, percentile } from "./serve-build";

// Outside Next, the server-only marker would refuse to load: stand in for it.
const require = createRequire(import.meta.url);
const marker = require.resolve("server-only");
require.cache[marker] = {
  id: marker,
  filename: marker,
  loaded: true,
  exports: {},
} as NodeJS.Module;

const pages = Number(benchArgs().get("pages") ?? 200);
const dir = mkdtempSync(path.join(os.tmpdir(), "forecourt-lead-forms-"));
process.env.DATA_DIR = dir;
process.env.DATABASE_URL = "";

const { getDatabase } = await import("@/data/db.server");
const { getSiteConfigs } = await import("@/config/registry.server");
const { getCurrentSite } = await import("@/features/site/current-site.server");
const { listLatestCars } = await import("@/data/repositories/cars");
const { buildFormSetup } = await import("@/features/leads/form/build-setup.server");
const reads = await import("@/features/leads/form/form-reads");

const { bootstrap } = await import("@/features/platform/bootstrap");

const db = await getDatabase();
await bootstrap(db, getSiteConfigs()); // the demo dealers, as on a first start
const sites: { site: Awaited<ReturnType<typeof getCurrentSite>>; car: Car }[] = [];
for (const config of getSiteConfigs()) {
  const site = await getCurrentSite(config.slug);
  const [car] = await listLatestCars(db, site.scope, { limit: 1, now: new Date() });
  if (car) sites.push({ site, car });
}

async function vehiclePageForms(i: number) {
  const { site, car } = sites[i % sites.length]!;
  await Promise.all(
    (["car-enquiry", "test-drive", "request-photos", "finance", "finance"] as const).map((kind) =>
      buildFormSetup({ site, kind, car }),
    ),
  );
}

async function run(label: string, cold: boolean) {
  const times: number[] = [];
  for (let i = 0; i < pages; i++) {
    if (cold) {
      reads.forgetSitePlaces();
      reads.forgetBookedSlots();
      reads.forgetSlotGrids();
    }
    const started = performance.now();
    await vehiclePageForms(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: ${pages} pages, forms' server work p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
}

await vehiclePageForms(0);
await run("without the caches (every page reads and works out everything)", true);
await run("with the caches (warm)", false);
rmSync(dir, { recursive: true, force: true });
process.exit(0);
