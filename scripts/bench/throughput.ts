/**
 * npm run bench:throughput — shopper pages under load (docs/budgets.md): the built app on a fresh
 * demo database, then for the search page and the vehicle page in turn, autocannon with 32
 * connections for 15 s over addresses of every demo site (taken from their sitemaps), first on a
 * server that has served nothing yet (cold) and again straight after (warm). Prints requests a
 * second, latency p50/p99, errors and non-2xx answers, the HTML size of a search page of 21 cards
 * and of a vehicle page, and the server's resident memory after start and after the load.
 *
 * Budgets: search and vehicle pages >= 200 requests a second at 32 connections with p99 <= 500 ms
 * and no errors; a search page <= 150 KB of HTML; the server <= 700 MB RSS after the load.
 *
 * It serves $NEXT_DIST_DIR (default .next) and never builds. Options: --port=N (default 3124),
 * --seconds=N (default 15), --connections=N (default 32).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_SITES } from "@/demo/generate";
import {
  type BuildServer,
  benchArgs,
  distDir,
  hasBuild,
  serveBuild,
  type Target,
  throughputTargets,
  verdict,
} from "./serve-build";

const args = benchArgs();
const PORT = Number(args.get("port") ?? 3124);
const SECONDS = Number(args.get("seconds") ?? 15);
const CONNECTIONS = Number(args.get("connections") ?? 32);
const BUDGET = { rps: 200, p99Ms: 500, searchHtmlKb: 150, rssMb: 700 } as const;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function load(name: string, list: Target[], label: string) {
  const autocannon = (await import("autocannon")).default;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: list.map((t) => ({
      method: "GET" as const,
      path: t.path,
      headers: { host: t.host },
    })),
  });
  const l = result.latency;
  const rps = result.requests.average;
  const ok =
    rps >= BUDGET.rps && l.p99 <= BUDGET.p99Ms && result.errors === 0 && result.non2xx === 0;
  console.log(
    `${name} (${label}) | ${rps.toFixed(0)} req/s | p50 ${l.p50} ms | p99 ${l.p99} ms | errors ${result.errors} | non-2xx ${result.non2xx} | ${verdict(ok)}`,
  );
}

async function main() {
  if (!hasBuild()) {
    process.exitCode = 1;
    return;
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "forecourt-throughput-"));
  let server: BuildServer | null = null;
  try {
    server = await serveBuild({
      port: PORT,
      dataDir: work,
      waitForHost: `${DEMO_SITES[0]!.slug}.localhost`,
    });
    console.log(
      `Throughput: ${distDir()} on port ${PORT}, ${CONNECTIONS} connections, ${SECONDS} s each`,
    );
    console.log(`RSS after start: ${rssMb(server.pid).toFixed(0)} MB`);
    const { search, vehicle } = await throughputTargets(server);
    const sizes = async (list: Target[]) => {
      const bytes = await Promise.all(
        list.slice(0, 8).map(async (t) => (await server!.get(t.host, t.path)).bytes),
      );
      return Math.max(...bytes) / 1024;
    };
    for (const [name, list] of [
      ["search", search],
      ["vehicle", vehicle],
    ] as const) {
      await load(name, list, "cold");
      await load(name, list, "warm");
    }
    const searchKb = await sizes(search);
    const vehicleKb = await sizes(vehicle);
    console.log(
      `HTML: search page up to ${searchKb.toFixed(0)} KB (${verdict(searchKb <= BUDGET.searchHtmlKb)}), vehicle page up to ${vehicleKb.toFixed(0)} KB`,
    );
    const rss = rssMb(server.pid);
    console.log(`RSS after load: ${rss.toFixed(0)} MB | ${verdict(rss <= BUDGET.rssMb)}`);
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
