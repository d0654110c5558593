/**
 * Builds the app if needed and serves it once for every browser test, on its own port and
 * with a fresh data directory, so the demo dealers are generated exactly as on a first start.
 */
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildIfStale } from "../../scripts/lib/build.mjs";
import { requireChromium } from "./availability";
import { startSiteServer } from "./site-server";

declare module "vitest" {
  export interface ProvidedContext {
    e2ePort: number;
    e2eEnabled: boolean;
    /** DATA_DIR of the shared server: its texted sign-in codes are under sms/. */
    e2eDataDir: string;
  }
}

const PORT = Number(process.env.E2E_PORT ?? 3107);

export default async function setup(project: TestProject) {
  const enabled = requireChromium();
  project.provide("e2ePort", PORT);
  project.provide("e2eEnabled", enabled);
  project.provide("e2eDataDir", "");
  if (!enabled) return;

  buildIfStale();
  const server = await startSiteServer({ name: "e2e", port: PORT });
  project.provide("e2eDataDir", path.join(server.root, "data"));
  return () => server.stop();
}
