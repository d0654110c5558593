/**
 * npm run bench:cluster — two app nodes on one PostgreSQL database and one Redis behind HAProxy,
 * as docs/deploy/ describes. HAProxy is installed from Debian's packages when missing. The proxy
 * sends requests round robin to the two nodes, checks /api/health, retries a failed GET on the
 * other node and never retries a POST; the nodes trust its X-Forwarded-* headers (TRUST_PROXY=1),
 * share SIGN_IN_SECRET and ALTCHA_HMAC_KEY, and both run the lead delivery worker, mailing a
 * local SMTP sink that counts each dealer email.
 *
 * It shows, printing figures (timings are printed; only correctness is judged ok/FAILED):
 *   a) a stock feed imported through node A is in node B's search, and how soon;
 *   b) leads posted to both nodes, through the proxy and directly, are each stored and mailed once;
 *   c) a rate limit holds across nodes (sign-in codes of one mobile number, sent alternately to
 *      A and B) and a session made on node A is valid on node B;
 *   d) under load through the proxy, node B is killed with SIGKILL: shoppers' GETs see no error
 *      (the proxy retries them on node A), and leads posted meanwhile (a POST that got no answer is
 *      sent again with the same idempotency key, as the browser does) are each stored and mailed once.
 * Then it stops everything and drops its database, Redis database and temporary directory.
 *
 * It serves $NEXT_DIST_DIR (default .next) and never builds. Options: --port=N (the proxy; the
 * nodes take the next two, default 3160), --seconds=N (load phase, default 10), --connections=N
 * (default 32), --leads=N (part b, default 200), --redis-db=N (default: the first empty of 8–15).
 * PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres (an admin URL: the
 * bench creates and drops forecourt_cluster). Redis: REDIS_URL or redis://127.0.0.1:6379.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { codeSentTo } from "../../e2e/support/sign-in";
import { createRespClient } from "../../src/lib/resp-client";
import { serverEntry } from "../lib/build.mjs";
import { benchArgs, distDir, hasBuild, percentile } from "./serve-build";

const args = benchArgs();
const PROXY_PORT = Number(args.get("port") ?? 3160);
const PORT_A = PROXY_PORT + 1;
const PORT_B = PROXY_PORT + 2;
const SECONDS = Number(args.get("seconds") ?? 10);
const CONNECTIONS = Number(args.get("connections") ?? 32);
const LEADS = Number(args.get("leads") ?? 200);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_BASE = (process.env.REDIS_URL ?? "redis://127.0.0.1:6379").replace(/\/\d*$/, "");
const DB_NAME = "forecourt_cluster";
const LEAD_SITE = "parkside-nissan";
const FEED_SITE = "redgum-preowned";
const DEALER = "dealer@cluster.example";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const t0 = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${line}`);
const judged = (ok: boolean) => (ok ? "ok" : "FAILED");
const results: { part: string; ok: boolean }[] = [];
function judge(part: string, ok: boolean, line: string) {
  results.push({ part, ok });
  console.log(`  ${line} | ${judged(ok)}`);
}

type HttpReply = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * Plain HTTP with any Host header, from a loopback address of the caller's choosing (`from`), so
 * that shoppers reaching the proxy have addresses of their own, as they have in production.
 */
function request(
  port: number,
  host: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: init.method ?? "GET",
        headers: { ...init.headers, host },
        localAddress: init.from,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

// ---- The proxy -------------------------------------------------------------------------------

/** HAProxy's path, installing Debian's package (as root) when it is missing. */
function haproxyBinary(): string {
  const found = spawnSync("sh", ["-c", "command -v haproxy || ls /usr/sbin/haproxy"], {
    encoding: "utf8",
  }).stdout.trim();
  if (found) return found.split("\n")[0]!;
  log("HAProxy is not installed: apt-get update && apt-get install -y haproxy");
  const root = process.getuid?.() === 0 ? [] : ["sudo"];
  const run = (cmd: string[]) => {
    console.log(`  $ ${[...root, ...cmd].join(" ")}`);
    const result = spawnSync(
      root[0] ?? cmd[0]!,
      [...root.slice(1), ...(root[0] ? cmd : cmd.slice(1))],
      {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      },
    );
    if (result.status !== 0) throw new Error(`${cmd.join(" ")} failed (${result.status})`);
  };
  run(["apt-get", "update"]);
  run(["apt-get", "install", "-y", "--no-install-recommends", "haproxy"]);
  return "/usr/sbin/haproxy";
}

/**
 * The proxy's configuration: docs/deploy/haproxy.cfg itself, listening on `port` of 127.0.0.1
 * and sending to `nodes` on 127.0.0.1 in place of its example servers.
 */
function haproxyConfig(options: { port: number; nodes: { name: string; port: number }[] }) {
  const lines = readFileSync("docs/deploy/haproxy.cfg", "utf8")
    .split("\n")
    .filter((line) => !/^\s*server\s/.test(line))
    .map((line) => (/^\s*bind\s/.test(line) ? `    bind 127.0.0.1:${options.port}` : line));
  const servers = options.nodes.map((n) => `    server ${n.name} 127.0.0.1:${n.port} check`);
  return `${lines.join("\n").trimEnd()}\n${servers.join("\n")}\n`;
}

// ---- The dealer's mail server ------------------------------------------------------------------
type Mail = { lead: string; messageId: string };
const dealerMail: Mail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, cb) {
    let raw = "";
    stream.on("data", (c: Buffer) => {
      raw += c.toString("utf8");
    });
    stream.on("end", () => {
      if (session.envelope.rcptTo.some((r) => r.address === DEALER))
        dealerMail.push({
          lead: /x-lead-id: (\S+)/i.exec(raw)?.[1] ?? "?",
          messageId: /message-id:\s*(<[^>]+>)/i.exec(raw)?.[1] ?? "?",
        });
      cb();
    });
  },
});
// A killed node drops its connection mid-message; that is the point, not an error here.
smtp.on("error", () => {});

// ---- The nodes -------------------------------------------------------------------------------
type Node = { name: string; port: number; dataDir: string; process: ChildProcess | null };

function startNode(node: Node, env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  const out = openSync(logFile, "a");
  node.process = spawn(process.execPath, [serverEntry()], {
    env: { ...env, PORT: String(node.port), DATA_DIR: node.dataDir },
    stdio: ["ignore", out, out],
  });
  return waitHealthy(node.port, 300_000, node.process);
}

async function waitHealthy(port: number, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The node on port ${port} exited.`);
    const reply = await request(port, "localhost", "/api/health").catch(() => null);
    if (reply?.status === 200) return;
    await sleep(500);
  }
  throw new Error(`Port ${port} did not become healthy.`);
}

async function stopNode(node: Node) {
  const child = node.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(10_000).then(() => child.kill("SIGKILL"))]);
}

// ---- The shopper's side ----------------------------------------------------------------------
const hostOn = (site: string, port: number) => `${site}.localhost:${port}`;

/**
 * A shopper at loopback address `ip`: through the proxy, which adds X-Forwarded-For itself; sent
 * straight to a node, the header a proxy would have added is sent along.
 */
const shopper = (port: number, ip: string, headers: Record<string, string> = {}) => ({
  from: ip,
  headers: port === PROXY_PORT ? headers : { ...headers, "x-forwarded-for": ip },
});

function post(port: number, host: string, pathname: string, body: string, ip: string) {
  const who = shopper(port, ip, {
    origin: `http://${host}`,
    "content-length": String(Buffer.byteLength(body)),
    "content-type": "application/json",
  });
  return request(port, host, pathname, { method: "POST", body, ...who });
}

async function solveCaptcha(port: number, host: string, ip: string): Promise<string> {
  const reply = await request(port, host, "/api/altcha/challenge", shopper(port, ip));
  if (reply.status !== 200) throw new Error(`challenge: HTTP ${reply.status}`);
  const c = JSON.parse(reply.body) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  for (let n = 0; n <= c.maxnumber; n++) {
    if (
      createHash("sha256")
        .update(c.salt + n)
        .digest("hex") === c.challenge
    )
      return Buffer.from(JSON.stringify({ ...c, number: n, maxnumber: undefined })).toString(
        "base64",
      );
  }
  throw new Error("captcha not solved");
}

type LeadOutcome = {
  key: string;
  leadId: string;
  tries: number;
  via: string;
  /** Why earlier tries got no answer, and when (epoch ms) the first of them ended. */
  failures: string[];
  firstFailAt: number | null;
};

/**
 * One shopper's lead, sent first to `port` and, when it got no answer (or the proxy's 502/503),
 * again through the proxy with the same idempotency key, as the browser sends it again.
 */
async function sendLead(i: number, carIds: number[], port: number): Promise<LeadOutcome> {
  const key = randomUUID();
  const ip = `127.${10 + ((i >> 16) & 127)}.${(i >> 8) & 255}.${i & 255}`;
  const payload = {
    form: i % 3 === 0 ? "enquiry" : "car-enquiry",
    ...(i % 3 === 0 ? {} : { car_id: String(carIds[i % carIds.length]) }),
    name: `Shopper${i}`,
    last_name: "Cluster",
    email: `shopper${i}@example.com`,
    phone: "0412 345 678",
    postcode: "2150",
    comments: `Cluster lead ${i}`,
    terms: true,
    contact_preference: "email",
    idempotency_key: key,
  };
  let target = port;
  let altcha: string | null = null;
  let last = "";
  const failures: string[] = [];
  let firstFailAt: number | null = null;
  for (let tries = 1; tries <= 60; tries++) {
    const host = hostOn(LEAD_SITE, target);
    try {
      // The captcha is asked of the other node than the lead goes to when sent directly.
      const challengePort = target === PORT_A ? PORT_B : target === PORT_B ? PORT_A : target;
      altcha ??= await solveCaptcha(challengePort, hostOn(LEAD_SITE, challengePort), ip).catch(() =>
        solveCaptcha(PROXY_PORT, hostOn(LEAD_SITE, PROXY_PORT), ip),
      );
      const reply = await post(
        target,
        host,
        "/api/leads",
        JSON.stringify({ ...payload, altcha }),
        ip,
      );
      if (reply.status === 200 || reply.status === 201) {
        const leadId = (JSON.parse(reply.body) as { lead_id: string }).lead_id;
        const via = target === PROXY_PORT ? "proxy" : `:${target}`;
        return { key, leadId, tries, via, failures, firstFailAt };
      }
      last = `HTTP ${reply.status} ${reply.body.slice(0, 120)}`;
      if (reply.status >= 500) {
        failures.push(`${target === PROXY_PORT ? "proxy" : "node"} ${reply.status}`);
        firstFailAt ??= Date.now();
      }
      if (reply.status === 400 && reply.body.includes("robot")) altcha = null;
      else if (reply.status < 500) throw new Error(`lead ${i}: HTTP ${reply.status} ${reply.body}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("lead ")) throw error;
      last = String(error);
      failures.push(
        `${target === PROXY_PORT ? "proxy" : "node"} ${(error as { code?: string }).code ?? "error"}`,
      );
      firstFailAt ??= Date.now();
      altcha = null;
    }
    target = PROXY_PORT; // no answer: the browser sends it again to the site's address
    await sleep(200);
  }
  throw new Error(`lead ${i} never accepted (last: ${last})`);
}

async function pool<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next++;
        out[index] = await fn(items[index]!);
      }
    }),
  );
  return out;
}

/** Waits until every lead has a dealer email and an outbox with nothing left to send. */
async function awaitDelivery(db: pg.Pool, leadIds: string[], timeoutMs: number) {
  const started = performance.now();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mailed = new Set(dealerMail.map((m) => m.lead));
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from lead_outbox where lead_id = any($1) and status in ('pending','sending')",
      [leadIds],
    );
    if (leadIds.every((id) => mailed.has(id)) && rows[0]!.n === 0)
      return performance.now() - started;
    if (Date.now() > deadline) return null;
    await sleep(250);
  }
}

/** Per idempotency key: leads stored; per lead: dealer emails, distinct Message-IDs, outbox rows. */
async function deliveryFigures(db: pg.Pool, outcomes: LeadOutcome[]) {
  const keys = outcomes.map((o) => o.key);
  const stored = await db.query<{ key: string; n: number; id: string }>(
    "select idempotency_key as key, count(*)::int as n, min(id::text) as id from leads where idempotency_key = any($1) group by idempotency_key",
    [keys],
  );
  const byKey = new Map(stored.rows.map((r) => [r.key, r]));
  const ids = stored.rows.map((r) => r.id);
  const outbox = await db.query<{ status: string; n: number }>(
    "select status, count(*)::int as n from lead_outbox where lead_id = any($1) and channel = 'dealer-email' group by status",
    [ids],
  );
  const mails = new Map<string, Mail[]>();
  for (const m of dealerMail)
    if (ids.includes(m.lead)) mails.set(m.lead, [...(mails.get(m.lead) ?? []), m]);
  const missingLeads = keys.filter((k) => !byKey.has(k)).length;
  const doubleLeads = stored.rows.filter((r) => r.n > 1).length;
  const answeredOther = outcomes.filter((o) => byKey.get(o.key)?.id !== o.leadId).length;
  const missingMail = ids.filter((id) => !mails.has(id)).length;
  const emails = [...mails.values()].reduce((n, list) => n + list.length, 0);
  const resent = [...mails.values()].filter((list) => list.length > 1).length;
  const twoMessages = [...mails.values()].filter(
    (list) => new Set(list.map((m) => m.messageId)).size > 1,
  ).length;
  return {
    keys: keys.length,
    missingLeads,
    doubleLeads,
    answeredOther,
    missingMail,
    emails,
    resent,
    twoMessages,
    outbox: outbox.rows.map((r) => `${r.status} ${r.n}`).join(", ") || "none",
  };
}

// ---- The run ---------------------------------------------------------------------------------

async function pickRedisDb(): Promise<number> {
  if (args.has("redis-db")) return Number(args.get("redis-db"));
  for (let db = 8; db <= 15; db++) {
    const client = createRespClient(`${REDIS_BASE}/${db}`, { timeoutMs: 2000 });
    const [size] = await client.pipeline([["DBSIZE"]]);
    await client.close();
    if (size === 0) return db;
  }
  throw new Error("No empty Redis database among 8–15: name one with --redis-db=N");
}

async function flushRedisDb(db: number) {
  const client = createRespClient(`${REDIS_BASE}/${db}`, { timeoutMs: 2000 });
  await client.pipeline([["FLUSHDB"]]);
  await client.close();
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
  const haproxy = haproxyBinary();
  log(`${execFileSync(haproxy, ["-v"], { encoding: "utf8" }).split("\n")[0]} at ${haproxy}`);
  const work = mkdtempSync(path.join(os.tmpdir(), "forecourt-cluster-"));
  const smtpPort = await new Promise<number>((resolve) =>
    smtp.listen(0, "127.0.0.1", () => resolve((smtp.server.address() as AddressInfo).port)),
  );
  const sites = path.join(work, "sites");
  mkdirSync(sites);
  for (const file of readdirSync("sites")) {
    const config = JSON.parse(readFileSync(path.join("sites", file), "utf8"));
    if (config.slug === LEAD_SITE) config.forms = { ...config.forms, leadEmails: [DEALER] };
    writeFileSync(path.join(sites, file), JSON.stringify(config));
  }
  await recreateDatabase(false);
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DB_NAME}` }).toString();
  const redisDb = await pickRedisDb();
  const redisUrl = `${REDIS_BASE}/${redisDb}`;
  const nodes: Node[] = [
    { name: "a", port: PORT_A, dataDir: path.join(work, "node-a"), process: null },
    { name: "b", port: PORT_B, dataDir: path.join(work, "node-b"), process: null },
  ];
  // What every node shares (the README's deployment section lists it).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir(),
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SIGN_IN_SECRET: randomBytes(32).toString("hex"),
    ALTCHA_HMAC_KEY: randomBytes(24).toString("hex"),
    TRUST_PROXY: "1",
    PUBLIC_PORT: String(PROXY_PORT),
    SITES_DIR: sites,
    DEFAULT_SITE: "",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEAD_DELIVERY_WORKER: "1",
    LEAD_DELIVERY_POLL_MS: "200",
    LEAD_RETRY_BASE_MS: "500",
    LEAD_RETRY_MAX_ATTEMPTS: "40",
    LEAD_DELIVERY_LEASE_MS: "3000",
    // Every lead through the proxy comes from the proxy's own address in this bench.
    LEAD_RATE_PER_IP_MINUTE: "100000",
    LEAD_RATE_PER_SITE_MINUTE: "100000",
  };
  let proxy: ChildProcess | null = null;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  // Dropping the database at the end closes any client still idle in this pool.
  db.on("error", () => {});
  let ok = false;
  try {
    log(
      `PostgreSQL ${DB_NAME}, Redis database ${redisDb}, build ${distDir()}, work directory ${work}`,
    );
    // Node A first: it migrates and seeds the empty database; node B then finds it ready.
    let started = performance.now();
    await startNode(nodes[0]!, env, path.join(work, "node-a.log"));
    log(
      `node A up on :${PORT_A} in ${((performance.now() - started) / 1000).toFixed(1)} s (migrated, demo seeded)`,
    );
    started = performance.now();
    await startNode(nodes[1]!, env, path.join(work, "node-b.log"));
    log(`node B up on :${PORT_B} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const configFile = path.join(work, "haproxy.cfg");
    writeFileSync(
      configFile,
      haproxyConfig({
        port: PROXY_PORT,
        nodes: nodes.map((n) => ({ name: `node_${n.name}`, port: n.port })),
      }),
    );
    execFileSync(haproxy, ["-c", "-q", "-f", configFile], { stdio: "inherit" });
    proxy = spawn(haproxy, ["-db", "-f", configFile], {
      stdio: ["ignore", openSync(path.join(work, "haproxy.log"), "a"), "inherit"],
    });
    await waitHealthy(PROXY_PORT, 20_000);
    await sleep(2_500); // both nodes pass their first health checks
    log(`HAProxy on :${PROXY_PORT} (config ${configFile})`);

    await partA();
    await partB(db);
    await partC(nodes);
    await retryRule(haproxy, work);
    await partD(db, nodes);
    ok = results.every((r) => r.ok);
  } finally {
    // Every step is tried, whatever failed before it.
    const steps: [string, () => unknown][] = [
      ["stop the proxy", () => proxy?.kill("SIGTERM")],
      ["stop node A", () => stopNode(nodes[0]!)],
      ["stop node B", () => stopNode(nodes[1]!)],
      ["close the pool", () => db.end()],
      ["stop the mail server", () => new Promise((resolve) => smtp.close(() => resolve(null)))],
      [`drop ${DB_NAME}`, () => recreateDatabase(true)],
      [`flush Redis database ${redisDb}`, () => flushRedisDb(redisDb)],
      ["remove the work directory", () => ok && rmSync(work, { recursive: true, force: true })],
    ];
    for (const [name, step] of steps)
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => log(`could not ${name}: ${String(error)}`));
    if (!ok) log(`logs kept in ${work}`);
    log("stopped the proxy and both nodes; dropped the database and the Redis database's keys");
  }
  console.log(
    `\n${results.map((r) => `${r.part} ${judged(r.ok)}`).join(" | ")}\n${ok ? "PASS" : "FAIL"}`,
  );
  if (!ok) process.exitCode = 1;
}

/** a) A feed imported through node A reaches node B's search. */
async function partA() {
  console.log("\na) stock import on node A, search on node B");
  const rows = JSON.parse(readFileSync("examples/feeds/redgum-preowned.json", "utf8")) as {
    stocknum: string;
    price: number;
  }[];
  const price = 40_000 + Math.floor(Math.random() * 9_000);
  rows[0]!.price = price;
  const stocknum = rows[0]!.stocknum;
  // B's search for cars at exactly the new price: the imported car once B has the import.
  const searchOnB = async () => {
    const body = JSON.stringify({
      hitsPerPage: 10,
      filters: { price: { min: price, max: price } },
    });
    const reply = await post(PORT_B, hostOn(FEED_SITE, PORT_B), "/api/search", body, "127.9.0.1");
    const hits = (JSON.parse(reply.body) as { hits?: { stocknum?: string }[] }).hits ?? [];
    return hits.some((h) => h.stocknum === stocknum);
  };
  const before = await searchOnB();
  const started = performance.now();
  const reply = await request(PORT_A, hostOn(FEED_SITE, PORT_A), "/api/admin/stock", {
    method: "POST",
    body: JSON.stringify(rows),
    headers: { authorization: `Bearer demo-${FEED_SITE}`, "content-type": "application/json" },
  });
  const answered = performance.now();
  let seenAt: number | null = null;
  while (performance.now() - answered < 5_000) {
    if (await searchOnB()) {
      seenAt = performance.now();
      break;
    }
    await sleep(20);
  }
  const seenAfter = seenAt === null ? null : seenAt - answered;
  console.log(
    `  import on A: HTTP ${reply.status} in ${(answered - started).toFixed(0)} ms (${reply.body.slice(0, 160)})`,
  );
  console.log(
    `  ${stocknum} at ${price}: in B's search before the import: ${before}; after: ${seenAfter === null ? "not within 5 s" : `${seenAfter.toFixed(0)} ms after A answered the import (${(seenAt! - started).toFixed(0)} ms after it was sent)`}`,
  );
  judge(
    "a",
    reply.status === 200 && !before && seenAfter !== null && seenAfter <= 2_000,
    "in B's search within 2 s",
  );
}

/** b) Leads to both nodes, through the proxy and directly, each stored and mailed once. */
async function partB(db: pg.Pool) {
  console.log(`\nb) ${LEADS} leads: through the proxy, to node A and to node B in turn`);
  const carIds = await leadCarIds(db);
  const ports = [PROXY_PORT, PORT_A, PORT_B];
  const started = performance.now();
  const outcomes = await pool(
    Array.from({ length: LEADS }, (_, i) => i),
    8,
    (i) => sendLead(i, carIds, ports[i % 3]!),
  );
  const sent = performance.now() - started;
  const deliveredIn = await awaitDelivery(
    db,
    outcomes.map((o) => o.leadId),
    120_000,
  );
  const f = await deliveryFigures(db, outcomes);
  console.log(
    `  sent in ${(sent / 1000).toFixed(1)} s (${outcomes.filter((o) => o.via === "proxy").length} through the proxy, ${outcomes.filter((o) => o.via === `:${PORT_A}`).length} to A, ${outcomes.filter((o) => o.via === `:${PORT_B}`).length} to B); all mailed ${deliveredIn === null ? "NOT within 120 s" : `${(deliveredIn / 1000).toFixed(1)} s after the last was sent`}`,
  );
  printDelivery(f);
  judge(
    "b",
    deliveredIn !== null &&
      f.missingLeads + f.doubleLeads + f.answeredOther + f.missingMail + f.resent === 0 &&
      f.emails === LEADS,
    "each lead stored once and mailed exactly once",
  );
}

function printDelivery(f: Awaited<ReturnType<typeof deliveryFigures>>) {
  console.log(
    `  idempotency keys ${f.keys}: missing ${f.missingLeads}, stored twice ${f.doubleLeads}, answered with another lead ${f.answeredOther}`,
  );
  console.log(
    `  dealer emails ${f.emails}: leads without one ${f.missingMail}, leads mailed more than once ${f.resent} (of which with different Message-IDs ${f.twoMessages}); dealer-email outbox: ${f.outbox}`,
  );
}

async function leadCarIds(db: pg.Pool): Promise<number[]> {
  const dealerships = (
    JSON.parse(readFileSync(path.join("sites", `${LEAD_SITE}.json`), "utf8")) as {
      dealerships: string[];
    }
  ).dealerships;
  const { rows } = await db.query<{ id: number }>(
    "select c.id from cars c join dealerships d on d.id = c.dealership_id where d.slug = any($1) and c.status = 'in_stock' and c.show_on_dealer_website limit 50",
    [dealerships],
  );
  if (rows.length === 0) throw new Error("No cars to enquire about");
  return rows.map((r) => r.id);
}

/** c) Sign-in codes of one number counted across nodes; a session of node A valid on node B. */
async function partC(nodes: Node[]) {
  console.log("\nc) rate limit and session across nodes");
  const mobile = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const limit = 5; // SIGN_IN_CODES_PER_NUMBER_HOUR's default
  const statuses: string[] = [];
  for (let i = 0; i <= limit; i++) {
    const node = nodes[i % 2]!;
    const host = hostOn(LEAD_SITE, node.port);
    const reply = await request(node.port, host, "/api/auth/send-code", {
      method: "POST",
      body: new URLSearchParams({ phone: mobile }).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://${host}`,
        "x-forwarded-for": `127.8.0.${i + 1}`,
      },
    });
    const refused = refusedSignIn(reply);
    statuses.push(`${node.name.toUpperCase()} ${reply.status}${refused ? " refused" : " sent"}`);
  }
  console.log(`  ${limit + 1} codes for one number, alternating: ${statuses.join(", ")}`);
  judge(
    "c-limit",
    statuses.slice(0, limit).every((s) => s.endsWith("sent")) &&
      statuses[limit]!.endsWith("refused"),
    `the first ${limit} sent, the ${limit + 1}th refused (on node ${nodes[limit % 2]!.name.toUpperCase()})`,
  );

  // A fresh number signs in on node A; its session cookie is then used on node B.
  const other = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const hostA = hostOn(LEAD_SITE, PORT_A);
  const sent = await request(PORT_A, hostA, "/api/auth/send-code", form(hostA, { phone: other }));
  const code = codeSentTo(nodes[0]!.dataDir, `+61${other.slice(1)}`);
  const verified = await request(
    PORT_A,
    hostA,
    "/api/auth/verify",
    form(hostA, { code }, cookieOf(sent)),
  );
  const session = cookieOf(verified);
  const hostB = hostOn(LEAD_SITE, PORT_B);
  const withSession = await request(PORT_B, hostB, "/api/watchlist", {
    headers: { cookie: session },
  });
  const without = await request(PORT_B, hostB, "/api/watchlist");
  const number = `+61${other.slice(1)}`;
  console.log(
    `  signed in on A (${session.includes("fc_session=") ? "session cookie set" : "NO session cookie"}); B's /api/watchlist with it: ${withSession.status} ${withSession.body.slice(0, 80)}; without: ${without.body.slice(0, 60)}`,
  );
  judge(
    "c-session",
    withSession.status === 200 &&
      withSession.body.includes(number) &&
      !without.body.includes(number),
    "node B knows node A's session",
  );
}

const form = (host: string, body: Record<string, string>, cookie = "") => ({
  method: "POST",
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    origin: `http://${host}`,
    "x-forwarded-for": "127.8.1.1",
    ...(cookie ? { cookie } : {}),
  },
  body: new URLSearchParams(body).toString(),
});

const cookieOf = (reply: HttpReply) =>
  [reply.headers["set-cookie"] ?? []]
    .flat()
    .map((c) => c.split(";")[0]!)
    .join("; ");

/** The send-code form answers 303 either way; a refusal sends it back with an error. */
function refusedSignIn(reply: HttpReply): boolean {
  return reply.status === 429 || !/step=code/.test(String(reply.headers.location ?? ""));
}

/**
 * The proxy's retry rule on its own: the same configuration over two stand-in nodes, one of
 * which drops every request's connection unanswered. Each GET must be answered (by the other);
 * each POST must reach one node only (the shopper gets a 502 and sends it again itself).
 */
async function retryRule(haproxy: string, work: string) {
  console.log("\nthe proxy's retry rule, on stand-in nodes (one drops every request unanswered)");
  const port = PROXY_PORT + 3;
  const hits = { dropping: { GET: 0, POST: 0 }, answering: { GET: 0, POST: 0 } };
  const standIn = (name: keyof typeof hits, drops: boolean) =>
    http.createServer((req, res) => {
      if (req.url === "/api/health") return void res.end("ok");
      const method = req.method === "POST" ? "POST" : "GET";
      hits[name][method]++;
      req.resume();
      req.on("end", () => (drops ? req.socket.destroy() : res.end(name)));
    });
  const servers = [standIn("dropping", true), standIn("answering", false)];
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve) =>
          server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
        ),
    ),
  );
  const configFile = path.join(work, "haproxy-stand-ins.cfg");
  writeFileSync(
    configFile,
    haproxyConfig({
      port,
      nodes: ports.map((p, i) => ({ name: i === 0 ? "dropping" : "answering", port: p })),
    }),
  );
  const proxy = spawn(haproxy, ["-db", "-f", configFile], { stdio: "ignore" });
  try {
    await waitHealthy(port, 10_000);
    await sleep(2_500);
    const answers = { GET: new Map<string, number>(), POST: new Map<string, number>() };
    // Round robin sends every other request to the dropping node: GETs first, then POSTs.
    for (const method of ["GET", "POST"] as const) {
      for (let i = 0; i < 20; i++) {
        const reply = await request(port, "localhost", "/stand-in", {
          method,
          ...(method === "POST" ? { body: "{}", headers: { "content-length": "2" } } : {}),
        }).then(
          (r) => String(r.status),
          (error: { code?: string }) => error.code ?? "error",
        );
        answers[method].set(reply, (answers[method].get(reply) ?? 0) + 1);
      }
    }
    const shown = (m: Map<string, number>) => [...m].map(([s, n]) => `${s} ×${n}`).join(", ");
    console.log(
      `  20 GETs: answers ${shown(answers.GET)}; 20 POSTs: answers ${shown(answers.POST)}; the dropping node got ${hits.dropping.GET} GETs and ${hits.dropping.POST} POSTs, the answering one ${hits.answering.GET} GETs and ${hits.answering.POST} POSTs`,
    );
    judge(
      "retry-rule",
      answers.GET.get("200") === 20 &&
        hits.dropping.GET > 0 &&
        hits.dropping.POST > 0 &&
        hits.dropping.POST + hits.answering.POST === 20,
      "every GET answered, those the dropping node took by the other; no POST sent to a second node",
    );
  } finally {
    proxy.kill("SIGTERM");
    for (const server of servers) server.close();
  }
}

/** d) Node B killed under load through the proxy. */
async function partD(db: pg.Pool, nodes: Node[]) {
  console.log(
    `\nd) ${SECONDS} s of shopper GETs through the proxy (${CONNECTIONS} connections) and leads; node B killed (SIGKILL) after ${(SECONDS * 0.3).toFixed(0)} s`,
  );
  const paths: { host: string; path: string }[] = [];
  for (const site of [LEAD_SITE, FEED_SITE]) {
    const host = hostOn(site, PROXY_PORT);
    const { body } = await request(PROXY_PORT, host, "/sitemap.xml");
    const locs = [...body.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
    paths.push(
      ...[
        "/",
        ...locs.filter((p) => p.startsWith("/search/") || p.startsWith("/cars/")).slice(0, 20),
      ].map((p) => ({ host, path: p })),
    );
  }
  const autocannon = (await import("autocannon")).default;
  const load = autocannon({
    url: `http://127.0.0.1:${PROXY_PORT}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((t) => ({
      method: "GET" as const,
      path: t.path,
      headers: { host: t.host },
    })),
  });
  const carIds = await leadCarIds(db);
  let killedAt = 0;
  const killer = (async () => {
    await sleep(SECONDS * 300);
    nodes[1]!.process?.kill("SIGKILL");
    killedAt = performance.now();
    log("node B killed (SIGKILL)");
  })();
  // Leads during the load: through the proxy and straight to node B, several a second.
  const outcomes: LeadOutcome[] = [];
  const leadsUntil = performance.now() + SECONDS * 700;
  let i = 10_000;
  const senders = Array.from({ length: 4 }, async () => {
    while (performance.now() < leadsUntil) {
      const n = i++;
      outcomes.push(await sendLead(n, carIds, n % 2 === 0 ? PROXY_PORT : PORT_B));
      await sleep(50);
    }
  });
  await Promise.all([killer, ...senders]);
  const result = await load;
  const deliveredIn = await awaitDelivery(
    db,
    outcomes.map((o) => o.leadId),
    120_000,
  );
  const l = result.latency;
  console.log(
    `  GETs: ${result.requests.total} in ${SECONDS} s (${result.requests.average.toFixed(0)} req/s), p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms | errors ${result.errors} | timeouts ${result.timeouts} | non-2xx ${result.non2xx}`,
  );
  judge(
    "d-gets",
    result.errors === 0 && result.non2xx === 0 && result.timeouts === 0,
    "no shopper GET failed",
  );
  const retried = outcomes.filter((o) => o.tries > 1);
  // A resend whose lead was stored before its first try failed: that try reached a node, which
  // stored the lead and died before answering; the resend was answered with the same lead.
  const created = await db.query<{ id: string; at: Date }>(
    "select id::text as id, created_at as at from leads where id = any($1)",
    [retried.map((o) => o.leadId)],
  );
  const createdAt = new Map(created.rows.map((r) => [r.id, r.at.getTime()]));
  const storedBeforeFailure = retried.filter(
    (o) => (createdAt.get(o.leadId) ?? Number.POSITIVE_INFINITY) <= o.firstFailAt!,
  ).length;
  const reasons = new Map<string, number>();
  for (const o of retried)
    for (const reason of o.failures) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  console.log(
    `  leads: ${outcomes.length} (${outcomes.filter((o) => o.via === "proxy").length} answered through the proxy, ${outcomes.filter((o) => o.via !== "proxy").length} by node B); ${retried.length} sent again after no answer (${[...reasons].map(([r, n]) => `${r} ×${n}`).join(", ") || "none"}), up to ${Math.max(0, ...retried.map((o) => o.tries))} tries; ${storedBeforeFailure} of them had been stored by the try that got no answer`,
  );
  console.log(
    `  all mailed ${deliveredIn === null ? "NOT within 120 s" : `${(deliveredIn / 1000).toFixed(1)} s after the load ended`} (B killed at ${killedAt ? ((killedAt - t0) / 1000).toFixed(1) : "?"} s)`,
  );
  const f = await deliveryFigures(db, outcomes);
  printDelivery(f);
  judge(
    "d-leads",
    deliveredIn !== null &&
      f.missingLeads + f.doubleLeads + f.answeredOther + f.missingMail + f.resent === 0,
    "each lead stored once and mailed exactly once",
  );
  const sorted = [...outcomes].map((o) => o.tries).sort((a, b) => a - b);
  if (sorted.length)
    console.log(`  tries per lead: p50 ${percentile(sorted, 50)}, max ${sorted.at(-1)}`);
}

await main();
