import "server-only";
/**
 * Runs the saved-search alerts in this process: after every stock change (an import here, or
 * NOTIFY from another node), and every 15 minutes so that a change this node did not hear is
 * still caught. Runs never overlap in one process; across nodes the row locks keep a search
 * from being sent twice. Started once per process at server start.
 */
import { getSiteConfigs } from "@/config/registry.server";
import { getDatabase } from "@/data/db.server";
import { searchIndexSettled } from "@/data/search/search-index.server";
import { onStockChanged } from "@/data/stock-events";
import { siteOriginFor } from "@/domain/tenancy/site-origin";
import { getCurrentSite } from "@/features/site/server";
import { env } from "@/lib/env";
import { processShared } from "@/lib/process-shared";
import { alertSiteSearches } from "./alert-run";
import { matchAddress } from "./match-address.server";
import { alertSender } from "./saved-search-services.server";

const TIMER_MS = 15 * 60 * 1000;

type Runner = { started: boolean; running: Promise<void> | null; again: boolean };

const runner = processShared(
  "saved-search-alerts",
  (): Runner => ({ started: false, running: null, again: false }),
);

/** Checks every site's saved searches once; logs counts, never a shopper's contact. */
export async function runSavedSearchAlerts(now = new Date()): Promise<number> {
  const db = await getDatabase();
  const settings = env();
  await searchIndexSettled(); // a stock change's rebuild first, so new cars are found
  let told = 0;
  for (const config of getSiteConfigs()) {
    try {
      const site = await getCurrentSite(config.slug);
      const host = `${config.slug}.localhost:${settings.PUBLIC_PORT ?? settings.PORT}`;
      const origin = siteOriginFor(config, { host, https: false });
      const report = await alertSiteSearches(
        { db, now, match: (address) => matchAddress(site, address), send: alertSender(site, host) },
        { slug: config.slug, name: config.name, origin },
      );
      told += report.told;
      if (report.told > 0)
        console.info(`[saved-searches] ${config.slug}: ${report.told} alert(s) sent`);
    } catch (error) {
      console.error(`[saved-searches] ${config.slug}: alert run failed:`, error);
    }
  }
  return told;
}

/** Starts a run, or asks the running one to go again when it ends. */
function kick(): void {
  if (runner.running) {
    runner.again = true;
    return;
  }
  runner.running = runSavedSearchAlerts()
    .then(() => undefined)
    .finally(() => {
      runner.running = null;
      if (runner.again) {
        runner.again = false;
        kick();
      }
    });
}

export async function startSavedSearchAlerts(): Promise<void> {
  if (runner.started) return;
  runner.started = true;
  // Deferred, so the search index has heard the change (and rebuilds) before the run searches.
  await onStockChanged(await getDatabase(), () => setTimeout(kick, 0)).catch((error: unknown) =>
    console.warn(`[saved-searches] stock events unavailable, timer only: ${String(error)}`),
  );
  setInterval(kick, TIMER_MS).unref();
  kick();
}
