/**
 * A server of a test file's own: the same build as every browser test (global-setup built it),
 * started with its own copy of sites/ that the test may change or add to, a fresh data directory
 * (the demo dealers generated as on a first start) and any extra environment.
 *
 *   const server = await startSiteServer({
 *     name: "no-stock",
 *     sites: (configs) => [...configs, { ...copy, slug: "new-site" }],
 *   });
 *   await page.goto(server.url("new-site", "/search/new-used-and-demo-cars"));
 *   await server.stop();
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { serverEntry, serverEnv } from "../../scripts/lib/build.mjs";
import { waitForServer } from "./http";

/** A site config as read from sites/{slug}.json, before validation. */
export type SiteConfigJson = { slug: string; [field: string]: unknown };

export type SiteServer = {
  readonly port: number;
  /** The temporary folder holding sites/ and data/. */
  readonly root: string;
  /** http://{slug}.localhost:{port}{pathname} */
  url(site: string, pathname?: string): string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
};

/**
 * Environment every browser-test server gets. Every test sends its leads from 127.0.0.1, so the
 * production limit (6 a minute, 30 an hour per address and site) would refuse leads depending
 * on which tests ran before; leads-rate-limit.test.ts and the leads-api integration test check
 * the limit itself. Sign-in codes are limited per address and number for the same reason.
 */
export const BROWSER_TEST_ENV: Readonly<Record<string, string>> = {
  DATABASE_URL: "",
  DEFAULT_SITE: "",
  LEAD_RATE_PER_IP_MINUTE: "1000",
  // Tests sign in many times from one address and number; the limits have their own tests.
  SIGN_IN_CODES_PER_IP_HOUR: "1000",
  SIGN_IN_CODES_PER_NUMBER_HOUR: "1000",
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Every sites/*.json of the project, parsed. */
export function readSiteConfigs(dir = "sites"): SiteConfigJson[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as SiteConfigJson);
}

/** Writes each config as {slug}.json, the name the loader requires. */
function writeSiteConfigs(dir: string, configs: readonly SiteConfigJson[]): void {
  mkdirSync(dir, { recursive: true });
  for (const config of configs) {
    writeFileSync(path.join(dir, `${config.slug}.json`), JSON.stringify(config, null, 2));
  }
}

export async function startSiteServer(options: {
  /** Names the temporary folder (forecourt-{name}-...). */
  name: string;
  /** The sites to serve, from the project's own; unchanged when absent. */
  sites?: (configs: SiteConfigJson[]) => SiteConfigJson[];
  env?: Record<string, string>;
  /** A free one when absent. */
  port?: number;
  timeoutMs?: number;
}): Promise<SiteServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), `forecourt-${options.name}-`));
  const configs = readSiteConfigs();
  writeSiteConfigs(path.join(root, "sites"), options.sites ? options.sites(configs) : configs);
  const port = options.port ?? (await freePort());
  const server: ChildProcess = spawn(process.execPath, [serverEntry()], {
    stdio: ["ignore", "inherit", "inherit"],
    env: serverEnv({
      ...process.env,
      DATA_DIR: path.join(root, "data"),
      SITES_DIR: path.join(root, "sites"),
      ...BROWSER_TEST_ENV,
      PORT: String(port),
      ...options.env,
    }),
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitForServer(port, options.timeoutMs ?? 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    root,
    url: (site, pathname = "/") => `http://${site}.localhost:${port}${pathname}`,
    stop,
  };
}
