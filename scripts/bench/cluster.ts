/**
 * npm run bench:cluster — two app nodes on one PostgreSQL database and one Redis behind HAProxy,
 * as docs/deploy/ describes (scripts/lib/cluster/), with HAProxy installed from Debian's packages
 * when missing. It runs the cluster's checks and prints their figures, judging every rule ok or
 * FAILED, timings included (e2e/cluster.test.ts runs the same checks in CI, shorter, and asserts
 * all but the timings):
 *   a) a stock feed imported through node A is in node B's search within 2 s;
 *   b) leads posted to both nodes, through the proxy and directly, are each stored and mailed once;
 *   c) a rate limit holds across nodes and a session made on node A is valid on node B;
 *   the proxy retries a GET a node dropped on the other node, and never a POST;
 *   d) node B is killed with SIGKILL under load: no shopper GET fails, and every lead sent
 *      meanwhile is stored once and mailed.
 * Then it stops everything and drops its database and its Redis database's keys.
 *
 * It serves $NEXT_DIST_DIR (default .next) and never builds. Options: --port=N (the proxy; the
 * nodes take the next two, the retry rule's proxy the third; default 3160), --seconds=N (load
 * phase, default 10), --connections=N (default 32), --leads=N (part b, default 200),
 * --redis-db=N (default: the first empty of 8–13; the tests use 14 and 15).
 * PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres (an admin URL: the
 * bench creates and drops forecourt_cluster). Redis: REDIS_URL or redis://127.0.0.1:6379.
 */
import pg from "pg";
import { createRespClient } from "../../src/lib/resp-client";
import {
  type CheckResult,
  checkText,
  importAcrossNodes,
  leadsAcrossNodes,
  limitsAndSessionAcrossNodes,
} from "../lib/cluster/checks";
import { type Cluster, redisDatabaseUrl, startCluster } from "../lib/cluster/cluster";
import { nodeKilledUnderLoad, proxyRetryRule } from "../lib/cluster/failover";
import { findHaproxy, haproxyVersion, installHaproxy } from "../lib/cluster/haproxy";
import { benchArgs, hasBuild } from "./serve-build";

const args = benchArgs();
const PORT = Number(args.get("port") ?? 3160);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = "forecourt_cluster";

const t0 = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${line}`);

async function pickRedisDb(): Promise<number> {
  if (args.has("redis-db")) return Number(args.get("redis-db"));
  for (let db = 8; db <= 13; db++) {
    const client = createRespClient(redisDatabaseUrl(db), { timeoutMs: 2000 });
    const [size] = await client.pipeline([["DBSIZE"]]);
    await client.close();
    if (size === 0) return db;
  }
  throw new Error("No empty Redis database among 8–13: name one with --redis-db=N");
}

async function recreateDatabase(drop: boolean) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  if (!drop) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
}

async function main() {
  if (!hasBuild()) {
    process.exitCode = 1;
    return;
  }
  const haproxy = findHaproxy() ?? installHaproxy(log);
  log(`${haproxyVersion(haproxy)} at ${haproxy}`);
  await recreateDatabase(false);
  const redisDb = await pickRedisDb();
  log(`PostgreSQL ${DB_NAME}, Redis database ${redisDb}`);
  let cluster: Cluster | null = null;
  const results: CheckResult[] = [];
  try {
    cluster = await startCluster({
      ports: { proxy: PORT, a: PORT + 1, b: PORT + 2, standIn: PORT + 3 },
      haproxy,
      databaseUrl: Object.assign(new URL(ADMIN_URL), { pathname: `/${DB_NAME}` }).toString(),
      redisUrl: redisDatabaseUrl(redisDb),
      log,
    });
    const running = cluster;
    const checks = [
      () => importAcrossNodes(running, { waitMs: 5_000 }),
      () => leadsAcrossNodes(running, { leads: Number(args.get("leads") ?? 200) }),
      () => limitsAndSessionAcrossNodes(running),
      () => proxyRetryRule(running),
      () =>
        nodeKilledUnderLoad(running, {
          seconds: Number(args.get("seconds") ?? 10),
          connections: Number(args.get("connections") ?? 32),
        }),
    ];
    for (const check of checks) {
      const result = await check();
      results.push(result);
      console.log(`\n${checkText(result)}`);
    }
  } finally {
    const failed = results.length < 5 || results.some((r) => r.verdicts.some((v) => !v.holds));
    await cluster?.stop({ keepLogs: failed });
    await recreateDatabase(true).catch((error: unknown) =>
      log(`could not drop ${DB_NAME}: ${error}`),
    );
    log(`dropped ${DB_NAME}`);
  }
  const verdicts = results.flatMap((r) => r.verdicts);
  const failed = verdicts.filter((v) => !v.holds);
  console.log(`\n${verdicts.length - failed.length} of ${verdicts.length} rules hold`);
  for (const v of failed) console.log(`  FAILED: ${v.rule}`);
  console.log(failed.length === 0 ? "PASS" : "FAIL");
  if (failed.length > 0) process.exitCode = 1;
}

await main();
