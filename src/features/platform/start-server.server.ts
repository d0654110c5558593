import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { getSiteConfigs } from "@/config/registry.server";
import { getDatabase, reopenDatabase } from "@/data/db.server";
import { warmSearchIndex } from "@/data/search/search-index.server";
import { forgetSharedPagesOnStockChange } from "@/features/site/server";
import { bootstrap } from "./bootstrap";

export async function startServer(): Promise<void> {
  try {
    const sites = getSiteConfigs();
    let db = await getDatabase();
    const { seeded } = await bootstrap(db, sites);
    if (seeded) {
      db = await reopenDatabase();
      console.log(
        `Demo data: ${seeded.vehicles.toLocaleString("en-AU")} vehicles, ${seeded.photos.toLocaleString("en-AU")} photos, in ${seeded.ms} ms`,
      );
    }
    // The stock search index, built in the background so that the first search does not pay
    // for it; not awaited, so it never holds up start-up, and it logs its own failure. A
    // build worker serves no searches.
    if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) void warmSearchIndex();
    // Shared pages kept by the front door go when their site's stock changes (ADR 0100).
    await forgetSharedPagesOnStockChange(db);
    await (await import("@/features/leads/server")).startLeadDelivery();
    // Saved-search alerts: after each stock change and every 15 minutes. A build worker sends none.
    if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD)
      await (await import("@/features/saved-searches/server")).startSavedSearchAlerts();
    // The scheduled lead-delivery checks: one node claims each site's check (ADR 0082).
    if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD)
      await (await import("@/features/console/server")).startDeliveryChecks();
  } catch (error) {
    console.error(
      `\nForecourt cannot start:\n${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}
