import "server-only";
import { getSiteConfigs } from "@/config/registry.server";
import { getDatabase } from "@/data/db.server";
import { bootstrap } from "./bootstrap";

export async function startServer(): Promise<void> {
  try {
    const sites = getSiteConfigs();
    const db = await getDatabase();
    const { seeded } = await bootstrap(db, sites);
    if (seeded) {
      console.log(
        `Demo data: ${seeded.vehicles.toLocaleString("en-AU")} vehicles, ${seeded.photos.toLocaleString("en-AU")} photos, in ${seeded.ms} ms`,
      );
    }
    await (await import("@/features/leads/delivery/start-delivery.server")).startLeadDelivery();
  } catch (error) {
    console.error(
      `\nForecourt cannot start:\n${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}
