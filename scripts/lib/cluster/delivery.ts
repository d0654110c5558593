/**
 * What became of the checks' leads: stored once per idempotency key, and mailed to the dealer.
 * Delivery is at least once (docs/adr/0010-lead-outbox-delivery.md): a node killed after the mail
 * server took a lead's email but before it marked the lead sent leaves the lead to another node
 * once its lease runs out, and that node mails it again with the same Message-ID. Any other second
 * email is a fault.
 */

import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import type { DealerMail } from "./mail-sink";
import type { LeadOutcome } from "./shopper";

/** Waits until every lead has a dealer email and nothing left to send; the ms that took, or null. */
export async function awaitDelivery(
  db: pg.Pool,
  mails: readonly DealerMail[],
  leadIds: string[],
  timeoutMs: number,
): Promise<number | null> {
  const started = performance.now();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mailed = new Set(mails.map((m) => m.lead));
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

export type DeliveryFigures = Awaited<ReturnType<typeof deliveryFigures>>;

/**
 * Per idempotency key, the leads stored; per lead, its dealer emails. `killed` names the sender
 * (node-b) killed during the run: a lead it mailed first and another node mailed again with the
 * same Message-ID is counted apart, in `resentAfterKill`.
 */
export async function deliveryFigures(
  db: pg.Pool,
  mails: readonly DealerMail[],
  outcomes: LeadOutcome[],
  killed?: string,
) {
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
  const byLead = new Map<string, DealerMail[]>();
  for (const m of mails)
    if (ids.includes(m.lead)) byLead.set(m.lead, [...(byLead.get(m.lead) ?? []), m]);
  const ours = [...byLead.values()].flat();
  const perSender = new Map<string, number>();
  for (const m of ours) perSender.set(m.sender, (perSender.get(m.sender) ?? 0) + 1);
  const resent = [...byLead.values()].filter((list) => list.length > 1);
  const afterKill = (list: DealerMail[]) =>
    killed !== undefined &&
    list[0]!.sender === killed &&
    list.slice(1).every((m) => m.sender !== killed) &&
    new Set(list.map((m) => m.messageId)).size === 1;
  return {
    keys: keys.length,
    missingLeads: keys.filter((k) => !byKey.has(k)).length,
    doubleLeads: stored.rows.filter((r) => r.n > 1).length,
    answeredOther: outcomes.filter((o) => byKey.get(o.key)?.id !== o.leadId).length,
    missingMail: ids.filter((id) => !byLead.has(id)).length,
    emails: ours.length,
    /** Emails per sending node: "node-a 12, node-b 8". */
    senders: [...perSender]
      .sort()
      .map(([sender, n]) => `${sender} ${n}`)
      .join(", "),
    resent: resent.length,
    resentAfterKill: resent.filter(afterKill).length,
    twoMessages: resent.filter((list) => new Set(list.map((m) => m.messageId)).size > 1).length,
    outbox: outbox.rows.map((r) => `${r.status} ${r.n}`).join(", ") || "none",
  };
}

/** Each key stored as one lead, the one the shopper was answered with, and every lead mailed. */
export const storedOnceAndMailed = (f: DeliveryFigures) =>
  f.missingLeads + f.doubleLeads + f.answeredOther + f.missingMail === 0;

export function deliveryLines(f: DeliveryFigures): string[] {
  return [
    `idempotency keys ${f.keys}: missing ${f.missingLeads}, stored twice ${f.doubleLeads}, answered with another lead ${f.answeredOther}`,
    `dealer emails ${f.emails} (${f.senders}): leads without one ${f.missingMail}, leads mailed more than once ${f.resent} (first by the killed node and again with its Message-ID ${f.resentAfterKill}; with different Message-IDs ${f.twoMessages}); dealer-email outbox: ${f.outbox}`,
  ];
}
