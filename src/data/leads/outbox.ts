/**
 * The delivery outbox, as the worker sees it. Rows are claimed with a lease: a transaction takes
 * due rows with FOR UPDATE SKIP LOCKED (so workers on several app nodes never take the same
 * row), marks them 'sending' until the lease ends and counts the attempt, and commits before
 * anything is sent. A worker that dies mid-send leaves the row 'sending' with a lapsed lease,
 * which makes it due again: delivery is at least once, never lost.
 *
 * Completion is fenced by the attempt count, so a worker whose lease lapsed cannot overwrite
 * the outcome of the worker that took the row over.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, RowsResult } from "../db";
import { leadDeliveryAttempts, leadOutbox, leads } from "../schema";
import type { OutboxChannel, OutboxEvent, OutboxTarget } from "../schema/leads";

export type ClaimedDelivery = {
  id: number;
  leadId: string;
  channel: OutboxChannel;
  event: OutboxEvent;
  target: OutboxTarget;
  /** Including this one. */
  attempts: number;
};

type ClaimRow = {
  id: string | number;
  lead_id: string;
  channel: OutboxChannel;
  event: OutboxEvent;
  target: OutboxTarget | string;
  attempts: number;
};

export async function claimDueDeliveries(
  db: Database,
  options: { limit: number; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  const result = (await db.execute(sql`
    with due as (
      select id from lead_outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and lease_until < now())
      order by next_attempt_at
      limit ${options.limit}
      for update skip locked
    )
    update lead_outbox as o
    set status = 'sending',
        lease_until = now() + (${options.leaseMs} * interval '1 millisecond'),
        attempts = o.attempts + 1
    from due
    where o.id = due.id
    returning o.id, o.lead_id, o.channel, o.event, o.target, o.attempts
  `)) as RowsResult<ClaimRow>;
  return result.rows.map((r) => ({
    id: Number(r.id),
    leadId: r.lead_id,
    channel: r.channel,
    event: r.event,
    target: typeof r.target === "string" ? (JSON.parse(r.target) as OutboxTarget) : r.target,
    attempts: r.attempts,
  }));
}

export type DeliveryOutcome = { ok: true } | { ok: false; error: string; retryAt: Date | null };

/**
 * Records the outcome of a claimed delivery, keeps the attempt with its answer for the console,
 * and refreshes its lead's delivery status. A late finisher whose lease was taken over records
 * nothing.
 */
export async function completeDelivery(
  db: Database,
  claim: ClaimedDelivery,
  outcome: DeliveryOutcome,
): Promise<void> {
  const fence = and(
    eq(leadOutbox.id, claim.id),
    eq(leadOutbox.status, "sending"),
    eq(leadOutbox.attempts, claim.attempts),
  );
  const set = outcome.ok
    ? { status: "sent" as const, sentAt: sql`now()`, leaseUntil: null, lastError: null }
    : {
        status: outcome.retryAt ? ("pending" as const) : ("failed" as const),
        nextAttemptAt: outcome.retryAt ?? sql`now()`,
        leaseUntil: null,
        lastError: outcome.error.slice(0, 1000),
      };
  const done = await db.update(leadOutbox).set(set).where(fence).returning({ id: leadOutbox.id });
  if (done.length === 0) return;
  await db.insert(leadDeliveryAttempts).values({
    outboxId: claim.id,
    leadId: claim.leadId,
    channel: claim.channel,
    attempt: claim.attempts,
    ok: outcome.ok,
    answer: outcome.ok ? "Accepted" : outcome.error.slice(0, 1000),
  });
  await refreshDeliveryStatus(db, [claim.leadId]);
}

/**
 * A lead is delivered when every dealer-facing row is sent, failed when any has failed; the
 * shopper's receipt does not count, since the dealer has the lead either way.
 */
export async function refreshDeliveryStatus(
  db: Database,
  leadIds: readonly string[],
): Promise<void> {
  if (leadIds.length === 0) return;
  await db
    .update(leads)
    .set({
      deliveryStatus: sql`case
        when exists (select 1 from lead_outbox o where o.lead_id = ${leads.id}
                     and o.channel <> 'receipt' and o.status = 'failed') then 'failed'
        when exists (select 1 from lead_outbox o where o.lead_id = ${leads.id}
                     and o.channel <> 'receipt' and o.status <> 'sent') then 'pending'
        else 'delivered' end`,
      updatedAt: sql`now()`,
    })
    .where(inArray(leads.id, [...leadIds]));
}

/** How many deliveries wait, by status (health checks, the benchmark). */
export async function outboxCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: leadOutbox.status, n: sql<number>`count(*)::int` })
    .from(leadOutbox)
    .groupBy(leadOutbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
