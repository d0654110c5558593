/**
 * The cluster's checks, each answering what it measured (lines to print) and the rules that hold
 * or not. The bench prints both and judges every rule; the test asserts the rules and prints the
 * rest, timings included (a timing on a shared CI machine is a figure, not a verdict).
 *
 *   a) a stock feed imported through node A is in node B's search, and how soon;
 *   b) leads posted to both nodes, through the proxy and directly, are each stored and mailed once;
 *   c) a rate limit holds across nodes (sign-in codes of one mobile number, sent alternately to
 *      A and B) and a session made on node A is valid on node B;
 * and in ./failover.ts, the proxy's retry rule and node B killed under load.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { type HttpReply, request } from "../../../e2e/support/http";
import { codeSentTo } from "../../../e2e/support/sign-in";
import { type Cluster, FEED_SITE, LEAD_SITE } from "./cluster";
import { awaitDelivery, deliveryFigures, deliveryLines, storedOnceAndMailed } from "./delivery";
import { hostOn, pool, postJson, sendLead } from "./shopper";

export type Verdict = {
  rule: string;
  holds: boolean;
  /** A timing: the bench judges it, the test prints it. */
  timing?: boolean;
};

export type CheckResult = { title: string; lines: string[]; verdicts: Verdict[] };

/** The rules a check found broken, timings left out. */
export const brokenRules = (result: CheckResult): string[] =>
  result.verdicts.filter((v) => !v.holds && !v.timing).map((v) => v.rule);

/** The check as text: its title, its figures, and each rule with ok or FAILED. */
export const checkText = (result: CheckResult): string =>
  [
    result.title,
    ...result.lines.map((line) => `  ${line}`),
    ...result.verdicts.map(
      (v) => `  ${v.rule}${v.timing ? " (timing)" : ""} | ${v.holds ? "ok" : "FAILED"}`,
    ),
  ].join("\n");

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** a) A feed imported through node A reaches node B's search: found at all within `waitMs`, and how soon. */
export async function importAcrossNodes(
  cluster: Cluster,
  options: { waitMs: number },
): Promise<CheckResult> {
  const { a, b } = cluster.ports;
  const rows = JSON.parse(readFileSync(`examples/feeds/${FEED_SITE}.json`, "utf8")) as {
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
    const reply = await postJson(
      cluster.ports,
      b,
      hostOn(FEED_SITE, b),
      "/api/search",
      body,
      "127.9.0.1",
    );
    const hits = (JSON.parse(reply.body) as { hits?: { stocknum?: string }[] }).hits ?? [];
    return hits.some((h) => h.stocknum === stocknum);
  };
  const before = await searchOnB();
  const started = performance.now();
  const reply = await request(a, hostOn(FEED_SITE, a), "/api/admin/stock", {
    method: "POST",
    body: JSON.stringify(rows),
    headers: { authorization: `Bearer demo-${FEED_SITE}`, "content-type": "application/json" },
  });
  const answered = performance.now();
  let seenAfter: number | null = null;
  while (performance.now() - answered < options.waitMs) {
    if (await searchOnB()) {
      seenAfter = performance.now() - answered;
      break;
    }
    await sleep(20);
  }
  const seen =
    seenAfter === null
      ? `not within ${seconds(options.waitMs)}`
      : `${seenAfter.toFixed(0)} ms after A answered the import (${(seenAfter + answered - started).toFixed(0)} ms after it was sent)`;
  return {
    title: "a) stock import on node A, search on node B",
    lines: [
      `import on A: HTTP ${reply.status} in ${(answered - started).toFixed(0)} ms (${reply.body.slice(0, 160)})`,
      `${stocknum} at ${price}: in B's search before the import: ${before}; after: ${seen}`,
    ],
    verdicts: [
      { rule: "the import is answered 200", holds: reply.status === 200 },
      { rule: "the car at its new price is not in B's search before the import", holds: !before },
      { rule: "the imported car is in B's search", holds: seenAfter !== null },
      {
        rule: "in B's search within 2 s",
        holds: seenAfter !== null && seenAfter <= 2_000,
        timing: true,
      },
    ],
  };
}

/** Up to 50 cars of LEAD_SITE to enquire about. */
export async function leadCarIds(db: pg.Pool): Promise<number[]> {
  const { dealerships } = JSON.parse(
    readFileSync(path.join("sites", `${LEAD_SITE}.json`), "utf8"),
  ) as { dealerships: string[] };
  const { rows } = await db.query<{ id: number }>(
    "select c.id from cars c join dealerships d on d.id = c.dealership_id where d.slug = any($1) and c.status = 'in_stock' and c.show_on_dealer_website limit 50",
    [dealerships],
  );
  if (rows.length === 0) throw new Error("No cars to enquire about");
  return rows.map((r) => r.id);
}

/** b) `leads` leads, a third each through the proxy, to node A and to node B: each stored and mailed once. */
export async function leadsAcrossNodes(
  cluster: Cluster,
  options: { leads: number },
): Promise<CheckResult> {
  const { ports, db, mail } = cluster;
  const carIds = await leadCarIds(db);
  const targets = [ports.proxy, ports.a, ports.b];
  const started = performance.now();
  const outcomes = await pool(
    Array.from({ length: options.leads }, (_, i) => i),
    8,
    (i) => sendLead(ports, i, carIds, targets[i % 3]!),
  );
  const sent = performance.now() - started;
  const leadIds = outcomes.map((o) => o.leadId);
  const deliveredIn = await awaitDelivery(db, mail.mails, leadIds, 120_000);
  const f = await deliveryFigures(db, mail.mails, outcomes);
  const count = (via: string) => outcomes.filter((o) => o.via === via).length;
  return {
    title: `b) ${options.leads} leads: through the proxy, to node A and to node B in turn`,
    lines: [
      `sent in ${seconds(sent)} (${count("proxy")} through the proxy, ${count(`:${ports.a}`)} to A, ${count(`:${ports.b}`)} to B); all mailed ${deliveredIn === null ? "NOT within 120 s" : `${seconds(deliveredIn)} after the last was sent`}`,
      ...deliveryLines(f),
    ],
    verdicts: [
      {
        rule: "each lead stored once and mailed exactly once",
        holds:
          deliveredIn !== null &&
          storedOnceAndMailed(f) &&
          f.resent === 0 &&
          f.emails === options.leads,
      },
    ],
  };
}

/** c) Sign-in codes of one number counted across nodes; a session of node A valid on node B. */
export async function limitsAndSessionAcrossNodes(cluster: Cluster): Promise<CheckResult> {
  const { nodes } = cluster;
  const mobile = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const limit = 5; // SIGN_IN_CODES_PER_NUMBER_HOUR's default
  const statuses: string[] = [];
  for (let i = 0; i <= limit; i++) {
    const node = nodes[i % 2]!;
    const host = hostOn(LEAD_SITE, node.port);
    const reply = await request(
      node.port,
      host,
      "/api/auth/send-code",
      form(host, { phone: mobile }, `127.8.0.${i + 1}`),
    );
    const refused = refusedSignIn(reply);
    statuses.push(`${node.name.toUpperCase()} ${reply.status}${refused ? " refused" : " sent"}`);
  }

  // A fresh number signs in on node A; its session cookie is then used on node B.
  const other = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const number = `+61${other.slice(1)}`;
  const [a, b] = nodes;
  const hostA = hostOn(LEAD_SITE, a.port);
  const sent = await request(a.port, hostA, "/api/auth/send-code", form(hostA, { phone: other }));
  const code = codeSentTo(a.dataDir, number);
  const verified = await request(
    a.port,
    hostA,
    "/api/auth/verify",
    form(hostA, { code }, "127.8.1.1", cookieOf(sent)),
  );
  const session = cookieOf(verified);
  const hostB = hostOn(LEAD_SITE, b.port);
  const withSession = await request(b.port, hostB, "/api/watchlist", {
    headers: { cookie: session },
  });
  const without = await request(b.port, hostB, "/api/watchlist");
  return {
    title: "c) rate limit and session across nodes",
    lines: [
      `${limit + 1} codes for one number, alternating: ${statuses.join(", ")}`,
      `signed in on A (${session.includes("fc_session=") ? "session cookie set" : "NO session cookie"}); B's /api/watchlist with it: ${withSession.status} ${withSession.body.slice(0, 80)}; without: ${without.body.slice(0, 60)}`,
    ],
    verdicts: [
      {
        rule: `the first ${limit} codes sent, the ${limit + 1}th refused (on node ${nodes[limit % 2]!.name.toUpperCase()})`,
        holds:
          statuses.slice(0, limit).every((s) => s.endsWith("sent")) &&
          statuses[limit]!.endsWith("refused"),
      },
      {
        rule: "node B knows node A's session",
        holds:
          withSession.status === 200 &&
          withSession.body.includes(number) &&
          !without.body.includes(number),
      },
    ],
  };
}

/** A form POST as the sign-in page sends it, from `ip` as the proxy would have said. */
const form = (host: string, body: Record<string, string>, ip = "127.8.1.1", cookie = "") => ({
  method: "POST",
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    origin: `http://${host}`,
    "x-forwarded-for": ip,
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
