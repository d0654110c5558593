/**
 * The console's reads and writes of leads. Every one takes the site (by slug) and the member's
 * lead scope and finds nothing outside them: a lead of another site, or of a location the member
 * does not see, is simply not there. The inbox is one query over the site's leads, newest first,
 * with the filter's conditions and the total beside each row.
 */
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { FollowUpState } from "@/domain/console/follow-up";
import type { InboxFilter } from "@/domain/console/inbox-filter";
import { searchTerms } from "@/domain/console/inbox-filter";
import type { LeadScope } from "@/domain/console/staff";
import type { Lead } from "@/domain/leads/lead";
import type { StoredLeadData } from "@/domain/leads/stored-lead";
import { type Database, transaction } from "../db";
import { rowToLead } from "../leads/lead-rows";
import { refreshDeliveryStatus } from "../leads/outbox";
import {
  leadDeliveryAttempts,
  leadFollowUps,
  leadOutbox,
  leads,
  locations,
  sites,
} from "../schema";
import { recordAudit } from "./audit";

export type ConsoleSite = { slug: string };
export type Viewer = { site: ConsoleSite; scope: LeadScope };

const siteIdOf = (site: ConsoleSite) =>
  sql`(select ${sites.id} from ${sites} where ${sites.slug} = ${site.slug})`;

const locationIdsOf = (slugs: readonly string[]) =>
  sql`(select ${locations.id} from ${locations} where ${inArray(locations.slug, [...slugs])})`;

/** The leads a viewer may see: the site's, and in a location scope only those locations'. */
export function visible(viewer: Viewer): SQL {
  const site = eq(leads.siteId, siteIdOf(viewer.site));
  if (viewer.scope.kind === "site") return site;
  if (viewer.scope.slugs.length === 0) return sql`false`;
  return and(site, sql`${leads.locationId} in ${locationIdsOf(viewer.scope.slugs)}`)!;
}

export type InboxQuery = InboxFilter & { since?: Date | null; until?: Date | null };

function filtered(viewer: Viewer, filter: InboxQuery): SQL {
  const conditions: (SQL | undefined)[] = [visible(viewer)];
  if (filter.test !== "include") conditions.push(eq(leads.isTest, filter.test === "only"));
  if (filter.form) conditions.push(eq(leads.kind, filter.form));
  if (filter.location)
    conditions.push(sql`${leads.locationId} in ${locationIdsOf([filter.location])}`);
  if (filter.delivery) conditions.push(eq(leads.deliveryStatus, filter.delivery));
  if (filter.followUp) conditions.push(eq(leads.followUpState, filter.followUp));
  if (filter.since) conditions.push(gte(leads.createdAt, filter.since));
  if (filter.until) conditions.push(lt(leads.createdAt, filter.until));
  if (filter.q) {
    const { text, digits } = searchTerms(filter.q);
    const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      digits
        ? sql`(${leads.searchText} like ${like(text)} or ${leads.searchText} like ${like(digits)})`
        : sql`${leads.searchText} like ${like(text)}`,
    );
  }
  return and(...conditions)!;
}

export type InboxRow = {
  id: string;
  reference: string;
  kind: Lead["kind"];
  category: string;
  createdAt: Date;
  deliveryStatus: Lead["delivery_status"];
  followUpState: FollowUpState;
  seenAt: Date | null;
  isTest: boolean;
  name: string;
  email: string;
  phone: string;
  location: string | null;
  car: string | null;
};

const inboxColumns = {
  id: leads.id,
  reference: leads.reference,
  kind: leads.kind,
  category: leads.category,
  createdAt: leads.createdAt,
  deliveryStatus: leads.deliveryStatus,
  followUpState: leads.followUpState,
  seenAt: leads.seenAt,
  isTest: leads.isTest,
  email: leads.email,
  phone: leads.phone,
  // The document is read once per row and taken apart here: each -> in SQL would read it again.
  data: leads.data,
};

type InboxSelect = { [K in keyof typeof inboxColumns]: (typeof leads.$inferSelect)[K] };

const carText = (car: StoredLeadData["car"]) =>
  car ? `${car.year} ${car.make} ${car.model} (${car.stocknum})` : null;

function toInboxRow({ data, ...row }: InboxSelect): InboxRow {
  return {
    ...row,
    name: [data.contact.name, data.contact.last_name].filter(Boolean).join(" "),
    location: data.place.location?.name ?? null,
    car: carText(data.car),
  };
}

/** One page of the inbox, newest first, and how many leads the filter finds in all. */
export async function listInbox(
  db: Database,
  viewer: Viewer,
  filter: InboxQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: InboxRow[]; total: number }> {
  const where = filtered(viewer, filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(inboxColumns)
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(leads).where(where),
  ]);
  return { rows: rows.map(toInboxRow), total: Number(count?.n ?? 0) };
}

export type ExportRow = InboxRow & { postcode: string; comments: string; stocknum: string | null };

/** Every lead the filter finds, newest first, for the CSV export. */
export async function exportInbox(
  db: Database,
  viewer: Viewer,
  filter: InboxQuery,
): Promise<ExportRow[]> {
  // Only the parts of the document the file shows: the whole of 10,000 documents is slow to read.
  const { data: _, ...columns } = inboxColumns;
  const rows = await db
    .select({
      ...columns,
      contact: sql<StoredLeadData["contact"]>`${leads.data}->'contact'`,
      location: sql<string | null>`${leads.data}->'place'->'location'->>'name'`,
      car: sql<StoredLeadData["car"]>`${leads.data}->'car'`,
      comments: sql<string | null>`${leads.data}->>'comments'`,
    })
    .from(leads)
    .where(filtered(viewer, filter))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(({ contact, car, comments, ...row }) => ({
    ...row,
    name: [contact.name, contact.last_name].filter(Boolean).join(" "),
    car: carText(car),
    postcode: contact.postcode ?? "",
    comments: comments ?? "",
    stocknum: car?.stocknum ?? null,
  }));
}

/** The locations whose leads the viewer sees, for the inbox's location filter. */
export async function viewerLocations(
  db: Database,
  viewer: Viewer,
  dealershipIds: readonly number[],
): Promise<{ slug: string; name: string }[]> {
  if (dealershipIds.length === 0) return [];
  const rows = await db
    .select({ slug: locations.slug, name: locations.name })
    .from(locations)
    .where(inArray(locations.dealershipId, [...dealershipIds]))
    .orderBy(asc(locations.name));
  const scope = viewer.scope;
  return scope.kind === "site" ? rows : rows.filter((row) => scope.slugs.includes(row.slug));
}

export type DeliveryRow = {
  id: number;
  channel: string;
  event: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
};
export type AttemptRow = {
  channel: string;
  attempt: number;
  ok: boolean;
  answer: string;
  at: Date;
};
export type FollowUpRow = {
  state: FollowUpState;
  note: string;
  changedBy: string;
  changedAt: Date;
};

export type ConsoleLead = {
  lead: Lead;
  followUpState: FollowUpState;
  seenAt: Date | null;
  seenBy: string | null;
  miscellaneous: Record<string, unknown>;
  deliveries: DeliveryRow[];
  attempts: AttemptRow[];
  followUps: FollowUpRow[];
};

/** A lead the viewer may see, with its deliveries, their attempts and its follow-up history. */
export async function findConsoleLead(
  db: Database,
  viewer: Viewer,
  id: string,
): Promise<ConsoleLead | null> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), visible(viewer)));
  if (!row) return null;
  const [deliveries, attempts, followUps] = await Promise.all([
    db
      .select({
        id: leadOutbox.id,
        channel: leadOutbox.channel,
        event: leadOutbox.event,
        status: leadOutbox.status,
        attempts: leadOutbox.attempts,
        lastError: leadOutbox.lastError,
        nextAttemptAt: leadOutbox.nextAttemptAt,
        sentAt: leadOutbox.sentAt,
      })
      .from(leadOutbox)
      .where(eq(leadOutbox.leadId, id))
      .orderBy(asc(leadOutbox.id)),
    db
      .select({
        channel: leadDeliveryAttempts.channel,
        attempt: leadDeliveryAttempts.attempt,
        ok: leadDeliveryAttempts.ok,
        answer: leadDeliveryAttempts.answer,
        at: leadDeliveryAttempts.at,
      })
      .from(leadDeliveryAttempts)
      .where(eq(leadDeliveryAttempts.leadId, id))
      .orderBy(desc(leadDeliveryAttempts.at), desc(leadDeliveryAttempts.id)),
    db
      .select({
        state: leadFollowUps.state,
        note: leadFollowUps.note,
        changedBy: leadFollowUps.changedBy,
        changedAt: leadFollowUps.changedAt,
      })
      .from(leadFollowUps)
      .where(eq(leadFollowUps.leadId, id))
      .orderBy(desc(leadFollowUps.changedAt), desc(leadFollowUps.id)),
  ]);
  return {
    lead: rowToLead(row, viewer.site.slug),
    followUpState: row.followUpState,
    seenAt: row.seenAt,
    seenBy: row.seenBy,
    miscellaneous: row.miscellaneous,
    deliveries,
    attempts,
    followUps,
  };
}

/** Marks a lead seen by `email` the first time staff open it; later openings change nothing. */
export async function markLeadSeen(
  db: Database,
  viewer: Viewer,
  id: string,
  email: string,
  now: Date,
) {
  await db
    .update(leads)
    .set({ seenAt: now, seenBy: email })
    .where(and(eq(leads.id, id), visible(viewer), sql`${leads.seenAt} is null`));
}

/** Records a follow-up change with its note and author; false when the viewer has no such lead. */
export async function changeFollowUp(
  db: Database,
  viewer: Viewer,
  input: { id: string; state: FollowUpState; note: string; email: string; now: Date },
): Promise<boolean> {
  return transaction(db, async (tx) => {
    const updated = await tx
      .update(leads)
      .set({ followUpState: input.state, updatedAt: input.now })
      .where(and(eq(leads.id, input.id), visible(viewer)))
      .returning({ id: leads.id });
    if (updated.length === 0) return false;
    await tx.insert(leadFollowUps).values({
      leadId: input.id,
      state: input.state,
      note: input.note,
      changedBy: input.email,
      changedAt: input.now,
    });
    await recordAudit(tx, viewer.site, {
      email: input.email,
      action: "change-follow-up",
      leadId: input.id,
      detail: { state: input.state },
      at: input.now,
    });
    return true;
  });
}

/**
 * Sends a lead to the dealer again: every dealer-facing delivery (not the shopper's receipt) is
 * queued now with fresh tries, whether it failed or went. Receivers drop the duplicate by its
 * stable message id and idempotency key. False when the viewer has no such lead.
 */
export async function retryLeadDelivery(
  db: Database,
  viewer: Viewer,
  input: { id: string; email: string; now: Date },
): Promise<boolean> {
  return transaction(db, async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.id, input.id), visible(viewer)));
    if (!lead) return false;
    await tx
      .update(leadOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, leaseUntil: null })
      .where(
        and(
          eq(leadOutbox.leadId, input.id),
          sql`${leadOutbox.channel} <> 'receipt'`,
          sql`${leadOutbox.status} <> 'sending'`,
        ),
      );
    await refreshDeliveryStatus(tx, [input.id]);
    await recordAudit(tx, viewer.site, {
      email: input.email,
      action: "retry-delivery",
      leadId: input.id,
      at: input.now,
    });
    return true;
  });
}

/** The time zone the console writes the site's times in: its primary location's, else Sydney. */
export async function siteTimeZone(
  db: Database,
  dealershipIds: readonly number[],
): Promise<string> {
  if (dealershipIds.length === 0) return "Australia/Sydney";
  const [row] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(inArray(locations.dealershipId, [...dealershipIds]))
    .orderBy(desc(locations.primary), asc(locations.id))
    .limit(1);
  return row?.timeZone ?? "Australia/Sydney";
}
