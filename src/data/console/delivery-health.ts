/**
 * What the console knows of lead delivery: the attempts at each dealer target (email recipients,
 * webhooks), the delivery checks (test leads sent by staff or on the schedule) and the alerts
 * mailed to owners. A scheduled check is claimed by inserting its (site, slot) row: the unique
 * index lets exactly one app node win, the others insert nothing. An alert is recorded once per
 * kind, subject and day under the site's advisory lock.
 */
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { type Database, transaction } from "../db";
import {
  deliveryAlerts,
  deliveryChecks,
  leadDeliveryAttempts,
  leadOutbox,
  leads,
  sites,
} from "../schema";
import type { OutboxTarget } from "../schema/leads";

type Site = { slug: string };

const siteIdOf = (site: Site) =>
  sql`(select ${sites.id} from ${sites} where ${sites.slug} = ${site.slug})`;

export type TargetAttempt = {
  channel: "dealer-email" | "webhook";
  target: OutboxTarget;
  ok: boolean;
  answer: string;
  at: Date;
  isTest: boolean;
};

/** Every attempt at the site's dealer targets (not shoppers' receipts) since `since`, oldest first. */
export async function dealerAttemptsSince(
  db: Database,
  site: Site,
  since: Date,
): Promise<TargetAttempt[]> {
  const rows = await db
    .select({
      channel: leadOutbox.channel,
      target: leadOutbox.target,
      ok: leadDeliveryAttempts.ok,
      answer: leadDeliveryAttempts.answer,
      at: leadDeliveryAttempts.at,
      isTest: leads.isTest,
    })
    .from(leadDeliveryAttempts)
    .innerJoin(leadOutbox, eq(leadOutbox.id, leadDeliveryAttempts.outboxId))
    .innerJoin(leads, eq(leads.id, leadDeliveryAttempts.leadId))
    .where(
      and(
        eq(leads.siteId, siteIdOf(site)),
        inArray(leadOutbox.channel, ["dealer-email", "webhook"]),
        gte(leadDeliveryAttempts.at, since),
      ),
    )
    .orderBy(leadDeliveryAttempts.at, leadDeliveryAttempts.id);
  return rows as TargetAttempt[];
}

export type CheckKind = "scheduled" | "manual";

/**
 * Records a check. A scheduled one names its slot and is recorded once per site and slot: the
 * answer is null when another node (or an earlier run) has it already.
 */
export async function claimCheck(
  db: Database,
  site: Site,
  check: { kind: CheckKind; slot: string | null; email: string | null; at: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(deliveryChecks)
    .values({
      siteId: siteIdOf(site),
      kind: check.kind,
      day: check.kind === "scheduled" ? check.slot : null,
      email: check.email,
      at: check.at,
    })
    .onConflictDoNothing()
    .returning({ id: deliveryChecks.id });
  return row?.id ?? null;
}

export async function attachCheckLead(db: Database, checkId: number, leadId: string) {
  await db.update(deliveryChecks).set({ leadId }).where(eq(deliveryChecks.id, checkId));
}

export type CheckRecord = {
  id: number;
  kind: CheckKind;
  slot: string | null;
  email: string | null;
  at: Date;
  lead: { id: string; reference: string; deliveryStatus: string } | null;
};

/** The site's newest checks first, each with its test lead's delivery status. */
export async function recentChecks(
  db: Database,
  site: Site,
  limit: number,
): Promise<CheckRecord[]> {
  const rows = await db
    .select({
      id: deliveryChecks.id,
      kind: deliveryChecks.kind,
      slot: deliveryChecks.day,
      email: deliveryChecks.email,
      at: deliveryChecks.at,
      leadId: leads.id,
      reference: leads.reference,
      deliveryStatus: leads.deliveryStatus,
    })
    .from(deliveryChecks)
    .leftJoin(leads, eq(leads.id, deliveryChecks.leadId))
    .where(eq(deliveryChecks.siteId, siteIdOf(site)))
    .orderBy(desc(deliveryChecks.at), desc(deliveryChecks.id))
    .limit(limit);
  return rows.map(({ leadId, reference, deliveryStatus, ...row }) => ({
    ...row,
    lead: leadId && reference && deliveryStatus ? { id: leadId, reference, deliveryStatus } : null,
  }));
}

/** When the site's first check was made, or null before any. */
export async function firstCheckAt(db: Database, site: Site): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${deliveryChecks.at})`.mapWith(deliveryChecks.at) })
    .from(deliveryChecks)
    .where(eq(deliveryChecks.siteId, siteIdOf(site)));
  return row?.at ?? null;
}

export type LeadDeliveryState = {
  channel: string;
  target: OutboxTarget;
  status: string;
  attempts: number;
  lastError: string | null;
};

/** The dealer deliveries of one lead (a check's test lead): where each stands. */
export async function leadDeliveries(db: Database, leadId: string): Promise<LeadDeliveryState[]> {
  return db
    .select({
      channel: leadOutbox.channel,
      target: leadOutbox.target,
      status: leadOutbox.status,
      attempts: leadOutbox.attempts,
      lastError: leadOutbox.lastError,
    })
    .from(leadOutbox)
    .where(
      and(eq(leadOutbox.leadId, leadId), inArray(leadOutbox.channel, ["dealer-email", "webhook"])),
    )
    .orderBy(leadOutbox.id);
}

/** When the site's newest real (not test) lead arrived, or null. */
export async function lastRealLeadAt(db: Database, site: Site): Promise<Date | null> {
  const [row] = await db
    .select({ at: leads.createdAt })
    .from(leads)
    .where(and(eq(leads.siteId, siteIdOf(site)), eq(leads.isTest, false)))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export type AlertRecord = { kind: string; subject: string; message: string; at: Date };

export async function alertsSince(db: Database, site: Site, since: Date): Promise<AlertRecord[]> {
  return db
    .select({
      kind: deliveryAlerts.kind,
      subject: deliveryAlerts.subject,
      message: deliveryAlerts.message,
      at: deliveryAlerts.at,
    })
    .from(deliveryAlerts)
    .where(and(eq(deliveryAlerts.siteId, siteIdOf(site)), gte(deliveryAlerts.at, since)))
    .orderBy(desc(deliveryAlerts.at), desc(deliveryAlerts.id));
}

/**
 * Records the alert unless one of its kind and subject was recorded since `since` (the start of
 * the site's day); true when this call recorded it. The site's advisory lock, held to the end
 * of the transaction, makes two nodes deciding at once record it once.
 */
export async function recordAlertOnce(
  db: Database,
  site: Site,
  alert: { kind: string; subject: string; message: string; at: Date },
  since: Date,
): Promise<boolean> {
  return transaction(db, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`delivery-alerts:${site.slug}`}))`,
    );
    const [found] = await tx
      .select({ id: deliveryAlerts.id })
      .from(deliveryAlerts)
      .where(
        and(
          eq(deliveryAlerts.siteId, siteIdOf(site)),
          eq(deliveryAlerts.kind, alert.kind),
          eq(deliveryAlerts.subject, alert.subject),
          gte(deliveryAlerts.at, since),
        ),
      )
      .limit(1);
    if (found) return false;
    await tx.insert(deliveryAlerts).values({ siteId: siteIdOf(site), ...alert });
    return true;
  });
}
