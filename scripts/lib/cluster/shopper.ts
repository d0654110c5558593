/**
 * The shoppers of the cluster checks. Each has a loopback address of its own, as shoppers reaching
 * the proxy have in production; a lead that got no answer is sent again through the proxy with the
 * same idempotency key, as the browser sends it again.
 */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { request } from "../../../e2e/support/http";
import { shopperLead, solvedCaptcha } from "../shopper-lead";
import { type ClusterPorts, LEAD_SITE } from "./cluster";

export const hostOn = (site: string, port: number) => `${site}.localhost:${port}`;

/**
 * A request from shopper `ip` to `port`: through the proxy, which adds X-Forwarded-For itself;
 * sent straight to a node, with the header a proxy would have added.
 */
function fromShopper(ports: ClusterPorts, port: number, ip: string, headers = {}) {
  return {
    from: ip,
    headers: port === ports.proxy ? headers : { ...headers, "x-forwarded-for": ip },
  };
}

/** A JSON POST from shopper `ip`, with the Origin of the site's host. */
export function postJson(
  ports: ClusterPorts,
  port: number,
  host: string,
  pathname: string,
  body: string,
  ip: string,
) {
  const who = fromShopper(ports, port, ip, {
    origin: `http://${host}`,
    "content-length": String(Buffer.byteLength(body)),
    "content-type": "application/json",
  });
  return request(port, host, pathname, { method: "POST", body, ...who });
}

/** A solved captcha, as the lead forms send it, from a challenge `port` hands out. */
async function solveCaptcha(ports: ClusterPorts, port: number, ip: string): Promise<string> {
  const reply = await request(
    port,
    hostOn(LEAD_SITE, port),
    "/api/altcha/challenge",
    fromShopper(ports, port, ip),
  );
  if (reply.status !== 200) throw new Error(`challenge: HTTP ${reply.status}`);
  return solvedCaptcha(reply.body);
}

export type LeadOutcome = {
  key: string;
  leadId: string;
  tries: number;
  /** "proxy", or the node's port (":3161") when the first try was answered there. */
  via: string;
  /** Why earlier tries got no answer, and when (epoch ms) the first of them ended. */
  failures: string[];
  firstFailAt: number | null;
};

/**
 * Shopper `i`'s lead, sent first to `port` and, when it got no answer (or the proxy's 502/503),
 * again through the proxy with the same idempotency key.
 */
export async function sendLead(
  ports: ClusterPorts,
  i: number,
  carIds: number[],
  port: number,
): Promise<LeadOutcome> {
  const key = randomUUID();
  const ip = `127.${10 + ((i >> 16) & 127)}.${(i >> 8) & 255}.${i & 255}`;
  const payload = shopperLead(i, { source: "Cluster", carIds, key, contactPreference: "email" });
  const where = (target: number) => (target === ports.proxy ? "proxy" : "node");
  let target = port;
  let altcha: string | null = null;
  let last = "";
  const failures: string[] = [];
  let firstFailAt: number | null = null;
  for (let tries = 1; tries <= 60; tries++) {
    try {
      // Sent straight to a node, the captcha is asked of the other node.
      const challengePort =
        target === ports.a ? ports.b : target === ports.b ? ports.a : ports.proxy;
      altcha ??= await solveCaptcha(ports, challengePort, ip).catch(() =>
        solveCaptcha(ports, ports.proxy, ip),
      );
      const body = JSON.stringify({ ...payload, altcha });
      const host = hostOn(LEAD_SITE, target);
      const reply = await postJson(ports, target, host, "/api/leads", body, ip);
      if (reply.status === 200 || reply.status === 201) {
        const leadId = (JSON.parse(reply.body) as { lead_id: string }).lead_id;
        const via = target === ports.proxy ? "proxy" : `:${target}`;
        return { key, leadId, tries, via, failures, firstFailAt };
      }
      last = `HTTP ${reply.status} ${reply.body.slice(0, 120)}`;
      if (reply.status >= 500) {
        failures.push(`${where(target)} ${reply.status}`);
        firstFailAt ??= Date.now();
      }
      if (reply.status === 400 && reply.body.includes("robot")) altcha = null;
      else if (reply.status < 500) throw new Error(`lead ${i}: HTTP ${reply.status} ${reply.body}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("lead ")) throw error;
      last = String(error);
      failures.push(`${where(target)} ${(error as { code?: string }).code ?? "error"}`);
      firstFailAt ??= Date.now();
      altcha = null;
    }
    target = ports.proxy; // no answer: the browser sends it again to the site's address
    await sleep(200);
  }
  throw new Error(`lead ${i} never accepted (last: ${last})`);
}

/** `fn` over `items`, at most `size` at a time; the answers in the items' order. */
export async function pool<T, R>(
  items: T[],
  size: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
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
