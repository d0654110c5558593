/**
 * Two app nodes on one PostgreSQL database and one Redis behind HAProxy (docs/deploy/), serving
 * the browser tests' build: the checks of `npm run bench:cluster` (scripts/lib/cluster/), shorter
 * (50 leads, 4 s of load). Their rules are asserted; their figures, timings among them, are
 * printed. The nodes share a fresh PostgreSQL database of their own and Redis database 14.
 *
 * HAProxy, PostgreSQL, Redis and the browser tests' build (made where chromium is) must be here:
 * where one is missing the cases are skipped with a loud notice, except under CI=true, where they
 * fail (bash .ci/run installs and starts them).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import {
  brokenRules,
  type CheckResult,
  checkText,
  importAcrossNodes,
  leadsAcrossNodes,
  limitsAndSessionAcrossNodes,
} from "../scripts/lib/cluster/checks";
import {
  type Cluster,
  redisAnswers,
  redisDatabaseUrl,
  startCluster,
} from "../scripts/lib/cluster/cluster";
import { nodeKilledUnderLoad, proxyRetryRule } from "../scripts/lib/cluster/failover";
import { findHaproxy } from "../scripts/lib/cluster/haproxy";
import { databaseBackends } from "../tests/support/databases";
import { freePort } from "./support/site-server";

const LEADS = 50;
const REDIS_URL = redisDatabaseUrl(14);
const isCI = process.env.CI === "true" || process.env.CI === "1";

const haproxy = findHaproxy();
const postgres = (await databaseBackends()).find((backend) => backend.name === "postgres")!;
const missing = [
  haproxy ? "" : "HAProxy is not installed (apt-get install -y haproxy)",
  postgres.unavailable ? `PostgreSQL is unreachable: ${postgres.unavailable}` : "",
  (await redisAnswers(REDIS_URL)) ? "" : `Redis does not answer at ${REDIS_URL}`,
  inject("e2eEnabled")
    ? ""
    : "the browser tests' setup made no build (it builds where chromium is)",
].filter(Boolean);
if (missing.length > 0 && !isCI) {
  console.warn(
    `\n${"!".repeat(78)}\n!! CLUSTER TEST SKIPPED: ${missing.join("; ")}.\n!! bash .ci/run installs and starts what is missing; under CI=true this fails.\n${"!".repeat(78)}\n`,
  );
}

/** `count` distinct free ports. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Prints the check's figures and asserts its rules; a timing is printed, not asserted. */
function holds(result: CheckResult) {
  console.log(checkText(result));
  expect(brokenRules(result)).toEqual([]);
}

describe.skipIf(missing.length > 0 && !isCI)("two app nodes behind HAProxy", () => {
  if (missing.length > 0) {
    it("has HAProxy, PostgreSQL, Redis and a build (CI=true requires them)", () => {
      throw new Error(`${missing.join("; ")}. bash .ci/run installs and starts them.`);
    });
    return;
  }

  let cluster: Cluster;
  let database: Awaited<ReturnType<typeof postgres.createEmpty>> | undefined;
  let keepLogs = false;

  beforeAll(async () => {
    const started = performance.now();
    database = await postgres.createEmpty();
    const [proxy, a, b, standIn] = await freePorts(4);
    cluster = await startCluster({
      ports: { proxy: proxy!, a: a!, b: b!, standIn: standIn! },
      haproxy: haproxy!,
      databaseUrl: database.options.databaseUrl!,
      redisUrl: REDIS_URL,
      log: (line) => console.log(`[cluster] ${line}`),
    });
    console.log(`[cluster] started in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });
  afterAll(async () => {
    await cluster?.stop({ keepLogs });
    await database?.dispose();
  });
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      keepLogs = true;
    });
  });

  it("a feed imported through node A is in node B's search", async () => {
    holds(await importAcrossNodes(cluster, { waitMs: 30_000 }));
  });

  it(`${LEADS} leads through the proxy, to A and to B are each stored and mailed once`, async () => {
    holds(await leadsAcrossNodes(cluster, { leads: LEADS }));
  }, 180_000);

  it("the sign-in code limit counts across nodes and node A's session is valid on node B", async () => {
    holds(await limitsAndSessionAcrossNodes(cluster));
  });

  it("the proxy retries a GET a node dropped on the other node, and never a POST", async () => {
    holds(await proxyRetryRule(cluster));
  });

  it("node B killed under load: no shopper GET fails and each lead is stored once and mailed", async () => {
    holds(await nodeKilledUnderLoad(cluster, { seconds: 4, connections: 16 }));
  }, 180_000);
});
