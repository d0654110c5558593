/**
 * Lead delivery under faults: `npm run bench:leads` (PostgreSQL), or
 * `npm run bench:leads -- --pglite`. Sends 1,000 leads through POST /api/leads, solving each
 * captcha, while the mail server refuses connections for a while, the webhook answers 500 for a
 * while, and the app server is killed with SIGKILL mid-delivery and started again. Then checks
 * that every accepted lead reached the mail server and the webhook at least once, that none was
 * lost or made twice, and that a repeat delivery carried the same identity. Then sends 10,000
 * random and malformed payloads to the lead endpoints and counts 5xx answers (must be none).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
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
import fc from "fast-check";
import pg from "pg";
import { request, waitForServer } from "../../e2e/support/http";
import { verifyWebhookSignature } from "../../src/features/leads/delivery/webhook-signature";
import { emailLead, emailMessageId, startSmtpSink } from "../../tests/support/smtp-sink";
import { buildIfStale, serverEntry, serverEnv } from "../lib/build.mjs";
import { shopperLead, solvedCaptcha } from "../lib/shopper-lead";

const PGLITE = process.argv.includes("--pglite");
const LEADS = 1_000;
const FUZZ = 10_000;
const PORT = Number(process.env.BENCH_PORT ?? 3127);
const SITE = "parkside-nissan";
const HOST = `${SITE}.localhost:${PORT}`;
const SECRET = randomBytes(16).toString("hex");
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- The dealer's side: a mail server and a webhook receiver that can be made to fail -------
type Seen = { lead: string; messageId: string };
const mail: Seen[] = [];
const receipts: Seen[] = [];
const hooks: { key: string; valid: boolean }[] = [];
const faults = { webhook500: false }; // the mail server's faults are set on its sink (smtp.state)

const hookServer = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => {
    body += c.toString("utf8");
  });
  req.on("end", () => {
    if (faults.webhook500) return void res.writeHead(500).end();
    const valid = verifyWebhookSignature(
      SECRET,
      req.headers["x-forecourt-signature"] as string,
      body,
      { nowSeconds: Date.now() / 1000 },
    );
    hooks.push({ key: String(req.headers["idempotency-key"]), valid });
    res.writeHead(200).end();
  });
});
/** Listens on a free port of 127.0.0.1 and gives the port. */
const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

// ---- The app server --------------------------------------------------------------------------
let server: ChildProcess | null = null;
function startServer(env: NodeJS.ProcessEnv, logFile: string) {
  const out = openSync(logFile, "a");
  server = spawn(process.execPath, [serverEntry()], {
    env: serverEnv({ ...env, PORT: String(PORT) }),
    stdio: ["ignore", out, out],
  });
  return waitForServer(PORT, 180_000);
}

// ---- The shopper's side ---------------------------------------------------------------------
function post(pathname: string, body: string, headers: Record<string, string>) {
  return request(PORT, HOST, pathname, {
    method: "POST",
    body,
    headers: {
      origin: `http://${HOST}`,
      "content-length": String(Buffer.byteLength(body)),
      ...headers,
    },
  });
}
async function solveCaptcha(ip: string): Promise<string> {
  const reply = await request(PORT, HOST, "/api/altcha/challenge", {
    headers: { "x-forwarded-for": ip },
  });
  return solvedCaptcha(reply.body);
}

const accepted = new Map<string, string>(); // idempotency key -> lead id
const latencies: number[] = [];
let clientRetries = 0;
let idempotencyMismatches = 0;

/** One shopper's lead, retried like a browser would until the server answers (same render key). */
async function sendLead(i: number, carIds: number[]) {
  const key = randomUUID();
  const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const payload = shopperLead(i, {
    source: "Bench",
    carIds,
    key,
    contactPreference: ["any", "call", "sms", "email"][i % 4]!,
  });
  let altcha: string | null = null;
  for (let attempt = 0; attempt < 400; attempt++) {
    try {
      altcha ??= await solveCaptcha(ip);
      const started = performance.now();
      const reply = await post("/api/leads", JSON.stringify({ ...payload, altcha }), {
        "content-type": "application/json",
        "x-forwarded-for": ip,
      });
      latencies.push(performance.now() - started);
      if (reply.status === 200 || reply.status === 201) {
        const id = (JSON.parse(reply.body) as { lead_id: string }).lead_id;
        const previous = accepted.get(key);
        if (previous && previous !== id) idempotencyMismatches++;
        accepted.set(key, id);
        // One in twenty shoppers double-submits: the same render key must give the same lead.
        if (i % 20 === 0 && !previous) continue;
        return;
      }
      if (reply.status === 400 && reply.body.includes("robot"))
        altcha = null; // spent: solve again
      else if (reply.status < 500) throw new Error(`lead ${i}: HTTP ${reply.status} ${reply.body}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("lead ")) throw error;
      altcha = null; // the server went away: ask for a new challenge when it is back
    }
    clientRetries++;
    await sleep(250);
  }
  throw new Error(`lead ${i} never accepted`);
}

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

// ---- Random and malformed payloads -------------------------------------------------------------
function junk(i: number): { path: string; body: string; headers: Record<string, string> } {
  const [value] = fc.sample(
    fc.oneof(
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 500 }),
      fc.constant(`{"name":"${"x".repeat(40_000)}"}`),
      fc
        .dictionary(
          fc.constantFrom(
            "name",
            "email",
            "postcode",
            "car_id",
            "form",
            "terms",
            "phone",
            "location_id",
            "appointment_at",
            "idempotency_key",
            "altcha",
            "userData",
          ),
          fc.anything(),
        )
        .map((o) => JSON.stringify(o)),
    ),
    { seed: i, numRuns: 1 },
  );
  const types = [
    "application/json",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "text/plain",
    "",
  ];
  const paths = ["/api/leads", "/api/leads", "/api/leads", "/api/miscellaneous", "/api/analytics"];
  const headers: Record<string, string> = {
    "x-forwarded-for": `172.16.${(i >> 8) & 255}.${i & 255}`,
  };
  const type = types[i % types.length]!;
  if (type) headers["content-type"] = type;
  return { path: paths[(i >> 3) % paths.length]!, body: value ?? "", headers };
}

// ---- What the database holds ---------------------------------------------------------------
// Only the run's own leads (by their idempotency keys): the demo database starts with a month of
// the dealers' leads and their outbox rows.
type Counts = { stored: number; outbox: { status: string; n: number; max: number }[] };
const COUNT_LEADS = "select count(*)::int as n from leads where idempotency_key = any($1)";
const COUNT_OUTBOX =
  "select status, count(*)::int as n, max(attempts)::int as max from lead_outbox where lead_id in (select id from leads where idempotency_key = any($1)) group by status";

async function counts(db: pg.Pool, keys: string[]): Promise<Counts> {
  const leads = await db.query<{ n: number }>(COUNT_LEADS, [keys]);
  return { stored: Number(leads.rows[0]!.n), outbox: (await db.query(COUNT_OUTBOX, [keys])).rows };
}

/** PGlite admits one process: the server is stopped first, then its directory is opened here. */
async function pgliteCounts(app: ChildProcess, dataDir: string, keys: string[]): Promise<Counts> {
  await new Promise<void>((resolve) => {
    app.once("exit", () => resolve());
    app.kill("SIGTERM");
  });
  server = null;
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  const stored = Number((await client.query<{ n: number }>(COUNT_LEADS, [keys])).rows[0]!.n);
  const outbox = (await client.query<Counts["outbox"][number]>(COUNT_OUTBOX, [keys])).rows;
  await client.close();
  return { stored, outbox };
}

// ---- The run -----------------------------------------------------------------------------------
async function main() {
  // Dealer emails and shoppers' receipts, each with its lead and Message-ID, as the sink takes them.
  const smtp = await startSmtpSink({
    onMessage({ to, raw }) {
      (to.includes("dealer@bench.example") ? mail : receipts).push({
        lead: emailLead(raw),
        messageId: emailMessageId(raw),
      });
    },
  });
  const hookPort = await listen(hookServer);
  const work = mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-leads-"));
  const sites = path.join(work, "sites");
  mkdirSync(sites);
  for (const file of readdirSync("sites")) {
    const config = JSON.parse(readFileSync(path.join("sites", file), "utf8"));
    if (config.slug === SITE) {
      // Valuations saved, so /api/miscellaneous takes the random payloads too.
      config.features = { ...config.features, tradeInValuationSave: true };
      config.forms = {
        ...config.forms,
        leadEmails: ["dealer@bench.example"],
        webhook: { url: `http://127.0.0.1:${hookPort}/leads`, secretEnv: "BENCH_WEBHOOK_SECRET" },
      };
    }
    writeFileSync(path.join(sites, file), JSON.stringify(config));
  }
  let databaseUrl = "";
  const dbName = `forecourt_bench_${randomBytes(4).toString("hex")}`;
  if (!PGLITE) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: path.join(work, "data"),
    DATABASE_URL: databaseUrl,
    SITES_DIR: sites,
    DEFAULT_SITE: "",
    SMTP_URL: smtp.url,
    BENCH_WEBHOOK_SECRET: SECRET,
    ALTCHA_HMAC_KEY: randomBytes(24).toString("hex"),
    TRUST_PROXY: "1",
    LEAD_RATE_PER_SITE_MINUTE: "1000000",
    LEAD_RETRY_BASE_MS: "500",
    LEAD_RETRY_MAX_ATTEMPTS: "40",
    LEAD_DELIVERY_POLL_MS: "200",
    LEAD_DELIVERY_LEASE_MS: "3000",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const logFile = path.join(work, "server.log");
  buildIfStale();
  log(
    `Starting the app on ${PGLITE ? "PGlite" : `PostgreSQL (${dbName})`}; server log: ${logFile}`,
  );
  await startServer(env, logFile);

  const db = PGLITE ? null : new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const dealerships = (
    JSON.parse(readFileSync(path.join(sites, `${SITE}.json`), "utf8")) as { dealerships: string[] }
  ).dealerships;
  const carIds = db
    ? (
        await db.query<{ id: number }>(
          "select c.id from cars c join dealerships d on d.id = c.dealership_id where d.slug = any($1) and c.status = 'in_stock' and c.show_on_dealer_website limit 50",
          [dealerships],
        )
      ).rows.map((r) => r.id)
    : [...(await request(PORT, HOST, "/sitemap.xml")).body.matchAll(/-(\d+)<\/loc>/g)]
        .map((m) => Number(m[1]))
        .slice(0, 50);
  if (carIds.length === 0) throw new Error("No cars to enquire about");
  log(`${carIds.length} cars to enquire about`);

  // Faults, triggered by progress so they land mid-stream whatever the machine's speed.
  const t0 = performance.now();
  const events: string[] = [];
  const at = (label: string) =>
    events.push(
      `${label} at ${((performance.now() - t0) / 1000).toFixed(1)} s (${accepted.size} leads in)`,
    );
  let killed = false;
  const watcher = (async () => {
    const when = async (n: number) => {
      while (accepted.size < n) await sleep(20);
    };
    await when(100);
    smtp.state.refuseConnections = true;
    at("mail server down");
    await when(300);
    faults.webhook500 = true;
    at("webhook answering 500");
    await sleep(5_000);
    smtp.state.refuseConnections = false;
    at("mail server back");
    await when(600);
    server?.kill("SIGKILL");
    killed = true;
    at("app server killed (SIGKILL)");
    await startServer(env, logFile);
    at("app server restarted");
    await sleep(3_000);
    faults.webhook500 = false;
    at("webhook back");
  })();

  await pool(
    Array.from({ length: LEADS }, (_, i) => i),
    16,
    (i) => sendLead(i, carIds),
  );
  const sent = performance.now();
  at(`all ${LEADS} leads accepted`);
  log(`all ${LEADS} leads accepted`);
  await watcher;

  // Every lead delivered by mail and webhook (the outbox drained), or give up after 10 minutes.
  const ids = new Set(accepted.values());
  const delivered = () =>
    ids.size > 0 &&
    [...ids].every((id) => mail.some((m) => m.lead === id)) &&
    [...ids].every((id) => hooks.some((h) => h.key === id));
  const deadline = Date.now() + 600_000;
  for (let tick = 0; !delivered() && Date.now() < deadline; tick++) {
    if (tick % 60 === 0) {
      const gotMail = [...ids].filter((id) => mail.some((m) => m.lead === id)).length;
      const gotHook = [...ids].filter((id) => hooks.some((h) => h.key === id)).length;
      log(`waiting for delivery: ${gotMail} emailed, ${gotHook} posted, of ${ids.size}`);
    }
    await sleep(500);
  }
  const done = performance.now();
  at("every lead delivered");

  const perLead = (seen: { lead?: string; key?: string }[]) => {
    const counts = new Map<string, number>();
    for (const s of seen)
      counts.set(s.lead ?? s.key ?? "?", (counts.get(s.lead ?? s.key ?? "?") ?? 0) + 1);
    return counts;
  };
  const mailCounts = perLead(mail);
  const hookCounts = perLead(hooks.map((h) => ({ key: h.key })));
  const sameIdentity = [...new Set(mail.map((m) => m.lead))].every(
    (id) => new Set(mail.filter((m) => m.lead === id).map((m) => m.messageId)).size === 1,
  );
  // Random and malformed payloads.
  const statuses = new Map<number, number>();
  const junkStart = performance.now();
  await pool(
    Array.from({ length: FUZZ }, (_, i) => i),
    16,
    async (i) => {
      const j = junk(i);
      const reply = await post(j.path, j.body, j.headers).catch(() => ({ status: -1 }));
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
    },
  );
  const serverErrors = [...statuses]
    .filter(([s]) => s >= 500 || s < 0)
    .reduce((n, [, c]) => n + c, 0);
  // Counted after the random payloads: PGlite's directory opens only once the server stops.
  const keys = [...accepted.keys()];
  const { stored, outbox } = db
    ? await counts(db, keys)
    : await pgliteCounts(server!, env.DATA_DIR!, keys);
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(0);

  console.log("\nFaults:");
  for (const e of events) console.log(`  ${e}`);
  console.log("\nLeads:");
  console.log(
    `  accepted: ${ids.size} of ${LEADS} (${accepted.size} render keys); stored in the database: ${stored}`,
  );
  console.log(
    `  double submits answered with the same lead: ${idempotencyMismatches === 0 ? "all" : `NO, ${idempotencyMismatches} differed`}`,
  );
  console.log(
    `  client retries while the server was away: ${clientRetries}; killed mid-run: ${killed}`,
  );
  console.log(`  POST /api/leads latency p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`);
  console.log(
    `  sending took ${((sent - t0) / 1000).toFixed(1)} s; all delivered ${((done - t0) / 1000).toFixed(1)} s after the first lead`,
  );
  console.log("\nDelivery:");
  const missingMail = [...ids].filter((id) => !mailCounts.has(id)).length;
  const missingHook = [...ids].filter((id) => !hookCounts.has(id)).length;
  console.log(
    `  dealer emails: ${mail.length} for ${mailCounts.size} leads, missing ${missingMail}, duplicates ${mail.length - mailCounts.size} (same Message-ID each time: ${sameIdentity})`,
  );
  console.log(
    `  webhooks: ${hooks.length} for ${hookCounts.size} leads, missing ${missingHook}, duplicates ${hooks.length - hookCounts.size} (same Idempotency-Key), signatures valid: ${hooks.every((h) => h.valid)}`,
  );
  console.log(`  receipts to shoppers: ${receipts.length}`);
  if (outbox.length)
    console.log(
      `  outbox: ${outbox.map((r) => `${r.status} ${r.n} (max attempts ${r.max})`).join(", ")}`,
    );

  console.log(
    `\nMalformed payloads: ${FUZZ} in ${((performance.now() - junkStart) / 1000).toFixed(1)} s; answers ${[
      ...statuses,
    ]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(", ")}; 5xx or no answer: ${serverErrors}`,
  );

  const ok =
    missingMail === 0 &&
    missingHook === 0 &&
    idempotencyMismatches === 0 &&
    sameIdentity &&
    serverErrors === 0 &&
    stored === ids.size;
  console.log(
    `\n${ok ? "PASS" : "FAIL"}: ${ok ? "no lead lost, none made twice, no 5xx" : "see above"}`,
  );

  server?.kill("SIGTERM");
  await db?.end();
  void smtp.close();
  hookServer.close();
  if (!PGLITE) {
    await sleep(1_000);
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  if (ok) rmSync(work, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

process.on("exit", () => server?.kill("SIGKILL"));

main().catch((error) => {
  console.error(error);
  server?.kill("SIGKILL");
  process.exit(1);
});
