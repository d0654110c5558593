/**
 * Builds the app if needed and serves it once for every browser test, on its own port and
 * with a fresh data directory, so the demo dealers are generated exactly as on a first start.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildIfStale } from "../../scripts/lib/build.mjs";
import { requireChromium } from "./availability";
import { waitForServer } from "./http";
import { BROWSER_TEST_ENV } from "./site-server";

declare module "vitest" {
  export interface ProvidedContext {
    e2ePort: number;
    e2eEnabled: boolean;
  }
}

const PORT = Number(process.env.E2E_PORT ?? 3107);

export default async function setup(project: TestProject) {
  const enabled = requireChromium();
  project.provide("e2ePort", PORT);
  project.provide("e2eEnabled", enabled);
  if (!enabled) return;

  buildIfStale();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-e2e-"));
  const server: ChildProcess = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)],
    {
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        ...BROWSER_TEST_ENV,
        PORT: String(PORT),
      },
    },
  );
  await waitForServer(PORT, 180_000);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
