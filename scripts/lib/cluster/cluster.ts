/**
 * Two app nodes on one PostgreSQL database and one Redis behind HAProxy, as docs/deploy/
 * describes, started on this machine: what `npm run bench:cluster` and e2e/cluster.test.ts check
 * (./checks.ts). The proxy sends requests round robin, checks /api/health, retries a failed GET
 * on the other node and never retries a POST. The nodes trust its X-Forwarded-* headers
 * (TRUST_PROXY=1), share SIGN_IN_SECRET and ALTCHA_HMAC_KEY, and both run the lead delivery
 * worker, mailing a local SMTP sink that counts each dealer email. It serves $NEXT_DIST_DIR as it
 * is and never builds.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { waitForServer } from "../../../e2e/support/http";
import { createRespClient } from "../../../src/lib/resp-client";
import { distDir, serverEntry, serverEnv } from "../build.mjs";
import { startHaproxy } from "./haproxy";
import { type MailSink, startMailSink } from "./mail-sink";

/** The site leads are sent to (its dealer email goes to DEALER), and the site whose feed is imported. */
export const LEAD_SITE = "parkside-nissan";
export const FEED_SITE = "redgum-preowned";
export const DEALER = "dealer@cluster.example";

export type ClusterPorts = {
  proxy: number;
  a: number;
  b: number;
  /** The proxy the retry-rule check runs over its stand-in nodes. */
  standIn: number;
};

export type ClusterNode = {
  name: "a" | "b";
  port: number;
  dataDir: string;
  process: ChildProcess | null;
};

export type Cluster = {
  readonly ports: ClusterPorts;
  readonly nodes: readonly [ClusterNode, ClusterNode];
  /** The shared database, for the checks' own queries. */
  readonly db: pg.Pool;
  readonly mail: MailSink;
  readonly haproxy: string;
  /** The temporary directory: sites, the nodes' data directories, their logs and HAProxy's. */
  readonly work: string;
  readonly log: (line: string) => void;
  /** Stops everything; removes the work directory unless `keepLogs`. */
  stop(options?: { keepLogs?: boolean }): Promise<void>;
};

export type ClusterOptions = {
  ports: ClusterPorts;
  haproxy: string;
  /** An empty PostgreSQL database the nodes share; node A migrates it and seeds the demo. */
  databaseUrl: string;
  /** The Redis database the nodes share (redis://host:port/N); emptied at start and at stop. */
  redisUrl: string;
  log: (line: string) => void;
};

/**
 * Redis database `n` of the server at REDIS_URL (default redis://127.0.0.1:6379). The cluster
 * test uses 14 and the rate-limit store's test 15; the bench takes the first empty of 8–13.
 */
export const redisDatabaseUrl = (n: number) =>
  `${(process.env.REDIS_URL ?? "redis://127.0.0.1:6379").replace(/\/\d*$/, "")}/${n}`;

/** Whether Redis answers PING at `url`. */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = createRespClient(url, { timeoutMs: 2000 });
  try {
    const [reply] = await client.pipeline([["PING"]]);
    return reply === "PONG";
  } catch {
    return false;
  } finally {
    await client.close();
  }
}

async function flushRedis(url: string) {
  const client = createRespClient(url, { timeoutMs: 2000 });
  try {
    await client.pipeline([["FLUSHDB"]]);
  } finally {
    await client.close();
  }
}

/** sites/ as the project has them, with LEAD_SITE's lead emails sent to DEALER. */
function writeSites(dir: string) {
  mkdirSync(dir);
  for (const file of readdirSync("sites")) {
    const config = JSON.parse(readFileSync(path.join("sites", file), "utf8"));
    if (config.slug === LEAD_SITE) config.forms = { ...config.forms, leadEmails: [DEALER] };
    writeFileSync(path.join(dir, file), JSON.stringify(config));
  }
}

/** Starts the node and waits until it answers /api/health; fails as soon as it exits. */
async function startNode(node: ClusterNode, env: NodeJS.ProcessEnv, logFile: string) {
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, [serverEntry()], {
    env: serverEnv({ ...env, PORT: String(node.port), DATA_DIR: node.dataDir }),
    stdio: ["ignore", out, out],
  });
  node.process = child;
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code, signal) =>
      reject(new Error(`node ${node.name} exited (${signal ?? code}); its log: ${logFile}`)),
    ),
  );
  await Promise.race([waitForServer(node.port, 300_000), exited]);
}

async function stopNode(node: ClusterNode) {
  const child = node.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(10_000).then(() => child.kill("SIGKILL"))]);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { ports, log } = options;
  const work = mkdtempSync(path.join(os.tmpdir(), "forecourt-cluster-"));
  writeSites(path.join(work, "sites"));
  await flushRedis(options.redisUrl);
  const mail = await startMailSink(DEALER);
  const nodes: [ClusterNode, ClusterNode] = [
    { name: "a", port: ports.a, dataDir: path.join(work, "node-a"), process: null },
    { name: "b", port: ports.b, dataDir: path.join(work, "node-b"), process: null },
  ];
  // What every node shares (the README's deployment section lists it).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir(),
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    SIGN_IN_SECRET: randomBytes(32).toString("hex"),
    ALTCHA_HMAC_KEY: randomBytes(24).toString("hex"),
    TRUST_PROXY: "1",
    PUBLIC_PORT: String(ports.proxy),
    SITES_DIR: path.join(work, "sites"),
    DEFAULT_SITE: "",
    LEAD_DELIVERY_WORKER: "1",
    LEAD_DELIVERY_POLL_MS: "200",
    LEAD_RETRY_BASE_MS: "500",
    LEAD_RETRY_MAX_ATTEMPTS: "40",
    // A claimed row's lease must outlast the sending of a whole batch (20 rows, 5 at a time) on
    // a loaded machine, or the other node takes the rest over and mails them again (a 3 s lease
    // did that to 4 of 50 leads); a killed node's rows come back to the other when it lapses.
    LEAD_DELIVERY_LEASE_MS: "15000",
    // Hundreds of leads a minute to one site: the lead limits have their own tests.
    LEAD_RATE_PER_IP_MINUTE: "100000",
    LEAD_RATE_PER_SITE_MINUTE: "100000",
  };
  const db = new pg.Pool({ connectionString: options.databaseUrl, max: 3 });
  // Dropping the database at the end closes any client still idle in this pool.
  db.on("error", () => {});
  let proxy: ChildProcess | null = null;

  const stop = async ({ keepLogs = false } = {}) => {
    // Every step is tried, whatever failed before it.
    const steps: [string, () => unknown][] = [
      ["stop the proxy", () => proxy?.kill("SIGTERM")],
      ["stop node A", () => stopNode(nodes[0])],
      ["stop node B", () => stopNode(nodes[1])],
      ["close the pool", () => db.end()],
      ["stop the mail server", () => mail.close()],
      ["empty the Redis database", () => flushRedis(options.redisUrl)],
      [
        "remove the work directory",
        () => !keepLogs && rmSync(work, { recursive: true, force: true }),
      ],
    ];
    for (const [name, step] of steps)
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => log(`could not ${name}: ${String(error)}`));
    log(
      `stopped the proxy and both nodes; emptied the Redis database${keepLogs ? `; logs kept in ${work}` : ""}`,
    );
  };

  try {
    log(`build ${distDir()}, Redis ${options.redisUrl}, work directory ${work}`);
    // Node A first: it migrates and seeds the empty database; node B then finds it ready.
    for (const node of nodes) {
      const started = performance.now();
      await startNode(
        node,
        { ...env, SMTP_URL: mail.urlFor(`node-${node.name}`) },
        `${node.dataDir}.log`,
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log(`node ${node.name.toUpperCase()} up on :${node.port} in ${seconds} s`);
    }
    proxy = startHaproxy(options.haproxy, path.join(work, "haproxy.cfg"), {
      port: ports.proxy,
      nodes: nodes.map((n) => ({ name: `node_${n.name}`, port: n.port })),
      logFile: path.join(work, "haproxy.log"),
    });
    await waitForServer(ports.proxy, 20_000);
    await sleep(2_500); // both nodes pass their first health checks
    log(`HAProxy on :${ports.proxy}`);
  } catch (error) {
    await stop({ keepLogs: true });
    throw error;
  }
  return { ports, nodes, db, mail, haproxy: options.haproxy, work, log, stop };
}
