/**
 * The cluster's checks of a node failing:
 *   the proxy's retry rule on its own, over two stand-in nodes, one dropping every request;
 *   d) under load through the proxy, node B killed with SIGKILL: shoppers' GETs see no error (the
 *      proxy retries them on node A), and leads posted meanwhile (a POST that got no answer is
 *      sent again with the same idempotency key, as the browser does) are each stored once and
 *      mailed, a second time only as at-least-once delivery allows (./delivery.ts).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { request, waitForServer } from "../../../e2e/support/http";
import type { CheckResult } from "./checks";
import { leadCarIds } from "./checks";
import { type Cluster, FEED_SITE, LEAD_SITE } from "./cluster";
import { awaitDelivery, deliveryFigures, deliveryLines, storedOnceAndMailed } from "./delivery";
import { startHaproxy } from "./haproxy";
import { hostOn, type LeadOutcome, sendLead } from "./shopper";

/**
 * The proxy's configuration over two stand-in nodes, one of which drops every request's
 * connection unanswered. Each GET must be answered (by the other); each POST must reach one node
 * only (the shopper gets a 502 and sends it again itself).
 */
export async function proxyRetryRule(cluster: Cluster): Promise<CheckResult> {
  const port = cluster.ports.standIn;
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
  const proxy = startHaproxy(cluster.haproxy, path.join(cluster.work, "haproxy-stand-ins.cfg"), {
    port,
    nodes: ports.map((p, i) => ({ name: i === 0 ? "dropping" : "answering", port: p })),
  });
  try {
    await waitForServer(port, 10_000);
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
    return {
      title: "the proxy's retry rule, on stand-in nodes (one drops every request unanswered)",
      lines: [
        `20 GETs: answers ${shown(answers.GET)}; 20 POSTs: answers ${shown(answers.POST)}; the dropping node got ${hits.dropping.GET} GETs and ${hits.dropping.POST} POSTs, the answering one ${hits.answering.GET} GETs and ${hits.answering.POST} POSTs`,
      ],
      verdicts: [
        {
          rule: "every GET answered, those the dropping node took by the other",
          holds: answers.GET.get("200") === 20 && hits.dropping.GET > 0,
        },
        {
          rule: "no POST sent to a second node",
          holds: hits.dropping.POST > 0 && hits.dropping.POST + hits.answering.POST === 20,
        },
      ],
    };
  } finally {
    proxy.kill("SIGTERM");
    for (const server of servers) server.close();
  }
}

/** Shoppers' pages through the proxy: each site's home page and up to 20 search and car pages. */
async function shopperPaths(cluster: Cluster) {
  const paths: { host: string; path: string }[] = [];
  for (const site of [LEAD_SITE, FEED_SITE]) {
    const host = hostOn(site, cluster.ports.proxy);
    const { body } = await request(cluster.ports.proxy, host, "/sitemap.xml");
    const locs = [...body.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
    const pages = locs.filter((p) => p.startsWith("/search/") || p.startsWith("/cars/"));
    paths.push(...["/", ...pages.slice(0, 20)].map((p) => ({ host, path: p })));
  }
  return paths;
}

/** d) `seconds` of GETs through the proxy on `connections` connections, and leads; node B killed 30% in. */
export async function nodeKilledUnderLoad(
  cluster: Cluster,
  options: { seconds: number; connections: number },
): Promise<CheckResult> {
  const { ports, db, mail, nodes } = cluster;
  const paths = await shopperPaths(cluster);
  const carIds = await leadCarIds(db);
  const autocannon = (await import("autocannon")).default;
  const loadStarted = performance.now();
  const load = autocannon({
    url: `http://127.0.0.1:${ports.proxy}`,
    connections: options.connections,
    duration: options.seconds,
    requests: paths.map((t) => ({
      method: "GET" as const,
      path: t.path,
      headers: { host: t.host },
    })),
  });
  let killedAt = 0;
  const killer = (async () => {
    await sleep(options.seconds * 300);
    nodes[1].process?.kill("SIGKILL");
    killedAt = performance.now() - loadStarted;
    cluster.log("node B killed (SIGKILL)");
  })();
  // Leads during the load: through the proxy and straight to node B, several a second.
  const outcomes: LeadOutcome[] = [];
  const leadsUntil = performance.now() + options.seconds * 700;
  let next = 10_000;
  const senders = Array.from({ length: 4 }, async () => {
    while (performance.now() < leadsUntil) {
      const i = next++;
      outcomes.push(await sendLead(ports, i, carIds, i % 2 === 0 ? ports.proxy : ports.b));
      await sleep(50);
    }
  });
  await Promise.all([killer, ...senders]);
  const result = await load;
  const leadIds = outcomes.map((o) => o.leadId);
  const deliveredIn = await awaitDelivery(db, mail.mails, leadIds, 120_000);
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
  const f = await deliveryFigures(db, mail.mails, outcomes, "node-b");
  const l = result.latency;
  const byProxy = outcomes.filter((o) => o.via === "proxy").length;
  return {
    title: `d) ${options.seconds} s of shopper GETs through the proxy (${options.connections} connections) and leads; node B killed (SIGKILL) ${(killedAt / 1000).toFixed(1)} s in`,
    lines: [
      `GETs: ${result.requests.total} in ${options.seconds} s (${result.requests.average.toFixed(0)} req/s), p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms | errors ${result.errors} | timeouts ${result.timeouts} | non-2xx ${result.non2xx}`,
      `leads: ${outcomes.length} (${byProxy} answered through the proxy, ${outcomes.length - byProxy} by node B); ${retried.length} sent again after no answer (${[...reasons].map(([r, n]) => `${r} ×${n}`).join(", ") || "none"}), up to ${Math.max(0, ...retried.map((o) => o.tries))} tries; ${storedBeforeFailure} of them had been stored by the try that got no answer`,
      `all mailed ${deliveredIn === null ? "NOT within 120 s" : `${(deliveredIn / 1000).toFixed(1)} s after the load ended`}`,
      ...deliveryLines(f),
    ],
    verdicts: [
      {
        rule: "no shopper GET failed",
        holds: result.errors === 0 && result.non2xx === 0 && result.timeouts === 0,
      },
      { rule: "leads were sent during the load", holds: outcomes.length > 0 },
      {
        rule: "each lead stored once and mailed; a second email only from node B's kill, with the same Message-ID",
        holds: deliveredIn !== null && storedOnceAndMailed(f) && f.resent === f.resentAfterKill,
      },
    ],
  };
}
