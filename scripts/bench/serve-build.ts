/**
 * What the page benchmarks share: their options, percentiles, and a built app served on its
 * own port with a fresh data directory (the demo dealers generated as on a first start, or a
 * database the benchmark wrote there), reached by site host name.
 *
 *   const server = await serveBuild({ port: 3122, dataDir, waitForHost: "parkside-nissan.localhost" });
 *   const reply = await server.get("parkside-nissan.localhost", "/");
 *   await server.stop();
 *
 * Benchmarks never build: they serve $NEXT_DIST_DIR (default .next) as it is.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { DEMO_SITES } from "@/demo/generate";
import { distDir, serverEntry, serverEnv } from "../lib/build.mjs";

/** `--key=value` and `--flag` arguments of this process. */
export function benchArgs(): Map<string, string> {
  return new Map(
    process.argv.slice(2).map((arg) => {
      const [key, value] = arg.replace(/^--/, "").split("=");
      return [key!, value ?? "true"] as const;
    }),
  );
}

/** The p-th percentile of ascending values (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const verdict = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");

export { distDir };

/** Whether there is a build to serve; says how to make one when there is not. */
export function hasBuild(dist = distDir()): boolean {
  if (existsSync(path.join(dist, "BUILD_ID"))) return true;
  console.log(`No build in ${dist}: build it first (this benchmark never builds).`);
  return false;
}

/** The module scripts a page's HTML names, in order (not the legacy noModule polyfills). */
export function pageScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script src="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/noModule/i.test(m[2]!))
    .map((m) => m[1]!);
  return [...new Set(sources)];
}

/** gzip -9 bytes of built scripts, named by their /_next/static/ addresses, from the build's files. */
export function gzippedScripts(sources: Iterable<string>, dist = distDir()): number {
  let total = 0;
  for (const src of sources) {
    const file = path.join(dist, "static", src.replace(/^.*\/_next\/static\//, ""));
    total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

/** First-load JavaScript of a page: every module script its HTML names, gzip -9. */
export const firstLoadJs = (html: string, dist = distDir()): number =>
  gzippedScripts(pageScripts(html), dist);

export type Reply = { status: number; ms: number; body: string; bytes: number };

/** One GET with a Host header (fetch cannot set one), timed from request to last byte. */
export function getPage(port: number, host: string, pathname: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      { host: "127.0.0.1", port, path: pathname, headers: { host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: body.toString("utf8"),
            bytes: body.length,
          });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

export type BuildServer = {
  readonly port: number;
  /** The server's process id, to read its memory. */
  readonly pid: number;
  get(host: string, pathname: string): Promise<Reply>;
  stop(): Promise<void>;
};

export async function serveBuild(options: {
  port: number;
  dataDir: string;
  /** A site host to ask /api/health until it answers 200. */
  waitForHost: string;
  env?: Record<string, string>;
  /** Called with each chunk the server writes to stdout (ignored when absent). */
  onStdout?: (text: string) => void;
  timeoutMs?: number;
}): Promise<BuildServer> {
  const server: ChildProcess = spawn(process.execPath, [serverEntry()], {
    stdio: ["ignore", options.onStdout ? "pipe" : "ignore", "inherit"],
    env: serverEnv({
      ...process.env,
      NEXT_DIST_DIR: distDir(),
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      DEFAULT_SITE: "",
      LEAD_DELIVERY_WORKER: "0",
      ...options.env,
    }),
  });
  if (options.onStdout) {
    server.stdout?.on("data", (chunk: Buffer) => options.onStdout!(chunk.toString()));
  }
  const get = (host: string, pathname: string) => getPage(options.port, host, pathname);
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    const healthy = await get(options.waitForHost, "/api/health").then(
      (reply) => reply.status === 200,
      () => false,
    );
    if (healthy) return { port: options.port, pid: server.pid ?? 0, get, stop };
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`The server on port ${options.port} did not start.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export type Target = { host: string; path: string };

/**
 * The addresses the load benchmarks ask for (bench:throughput, bench:memory): vehicle and search
 * pages of every demo site, from each site's sitemap.
 */
export async function throughputTargets(
  server: BuildServer,
): Promise<{ search: Target[]; vehicle: Target[] }> {
  const search: Target[] = [];
  const vehicle: Target[] = [];
  for (const site of DEMO_SITES) {
    const host = `${site.slug}.localhost`;
    const { body } = await server.get(host, "/sitemap.xml");
    const paths = [...body.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const p of paths.filter((p) => p.startsWith("/cars/")).slice(0, 25))
      vehicle.push({ host, path: p });
    for (const p of paths.filter((p) => p.startsWith("/search/")).slice(0, 10))
      search.push({ host, path: p });
  }
  return { search, vehicle };
}
