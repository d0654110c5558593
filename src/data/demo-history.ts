/**
 * Loading a demo site's history (leads with their deliveries, attempts and follow-ups, feed
 * imports, vehicle views and searches, delivery checks) into the database in one transaction,
 * with the times it was made, after the site's row exists. The demo generator builds it.
 */
import { sql } from "drizzle-orm";
import type { FollowUpState } from "@/domain/console/follow-up";
import type { NewLead } from "@/domain/leads/stored-lead";
import { type Database, transaction } from "./db";
import { bulkInsert } from "./json-rows";
import { leadToRow } from "./leads/lead-rows";
import type { OutboxPlan } from "./leads/store-lead";
import {
  analyticsEvents,
  carViews,
  deliveryChecks,
  leadDeliveryAttempts,
  leadFollowUps,
  leadOutbox,
  leads,
  sites,
} from "./schema";
import { recordStockImport } from "./stock/stock-imports";
import { USED_CAR_VIEW } from "./vehicle/view-events";

export type HistoryAttempt = { ok: boolean; answer: string; at: Date };
export type HistoryOutbox = OutboxPlan & {
  status: "pending" | "sent" | "failed";
  attempts: HistoryAttempt[];
  nextAttemptAt: Date;
};
export type HistoryLead = {
  lead: NewLead;
  createdAt: Date;
  deliveryStatus: "pending" | "delivered" | "failed";
  followUpState: FollowUpState;
  seen: { at: Date; by: string } | null;
  followUps: { state: FollowUpState; note: string; changedBy: string; changedAt: Date }[];
  outbox: HistoryOutbox[];
};
export type SiteHistory = {
  leads: HistoryLead[];
  imports: {
    at: Date;
    dealerships: string[];
    added: number;
    changed: number;
    unchanged: number;
    sold: number;
    rejected: { row: number; field: string; message: string }[];
  }[];
  /** Vehicle page views, one per view, and their count per car and (UTC) day. */
  viewEvents: { carId: number; at: Date }[];
  views: { carId: number; day: string; views: number }[];
  searches: Date[];
  checks: { slot: string; at: Date; leadIndex: number }[];
};

/** Search page views, as the browser reports them (analytics event 49). */
const SEARCH_PAGE_VIEW = { eventId: 49, name: "search_page_view" } as const;

export async function insertDemoHistory(
  db: Database,
  siteSlug: string,
  history: SiteHistory,
): Promise<void> {
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(sql`${sites.slug} = ${siteSlug}`);
  if (!site) throw new Error(`Site "${siteSlug}" has no row: sync the sites first`);
  const siteId = site.id;
  await transaction(db, async (tx) => {
    await bulkInsert(
      tx,
      leads,
      history.leads.map((h) => ({
        ...leadToRow(h.lead, siteId, `demo-${h.lead.id}`),
        deliveryStatus: h.deliveryStatus,
        followUpState: h.followUpState,
        seenAt: h.seen?.at ?? null,
        seenBy: h.seen?.by ?? null,
        createdAt: h.createdAt,
        updatedAt: h.followUps.at(-1)?.changedAt ?? h.createdAt,
      })),
    );
    const outboxRows = history.leads.flatMap((h) =>
      h.outbox.map((o) => ({
        leadId: h.lead.id,
        channel: o.channel,
        target: o.target,
        status: o.status,
        attempts: o.attempts.length,
        nextAttemptAt: o.nextAttemptAt,
        lastError: o.attempts.at(-1)?.ok === false ? (o.attempts.at(-1)?.answer ?? null) : null,
        sentAt: o.status === "sent" ? (o.attempts.at(-1)?.at ?? null) : null,
        createdAt: h.createdAt,
      })),
    );
    const ids =
      outboxRows.length > 0
        ? await tx.insert(leadOutbox).values(outboxRows).returning({ id: leadOutbox.id })
        : [];
    const tries = history.leads
      .flatMap((h) => h.outbox)
      .flatMap((o, index) =>
        o.attempts.map((a, attempt) => ({
          outboxId: ids[index]!.id,
          leadId: outboxRows[index]!.leadId,
          channel: o.channel,
          attempt: attempt + 1,
          ok: a.ok,
          answer: a.answer,
          at: a.at,
        })),
      );
    await bulkInsert(tx, leadDeliveryAttempts, tries);
    await bulkInsert(
      tx,
      leadFollowUps,
      history.leads.flatMap((h) => h.followUps.map((f) => ({ leadId: h.lead.id, ...f }))),
    );
    for (const record of history.imports)
      await recordStockImport(tx, siteSlug, {
        ...record,
        source: "demo",
        fileName: null,
        email: null,
      });
    // Sites that share a dealership count their views into the same car's days.
    await bulkInsert(tx, carViews, history.views, {
      onConflict: sql`on conflict (car_id, day) do update set views = ${carViews}.views + excluded.views`,
    });
    await bulkInsert(tx, analyticsEvents, [
      ...history.viewEvents.map((v) => ({
        siteId,
        ...USED_CAR_VIEW,
        carId: v.carId,
        createdAt: v.at,
      })),
      ...history.searches.map((at) => ({ siteId, ...SEARCH_PAGE_VIEW, createdAt: at })),
    ]);
    await bulkInsert(
      tx,
      deliveryChecks,
      history.checks.map((c) => ({
        siteId,
        kind: "scheduled" as const,
        day: c.slot,
        leadId: history.leads[c.leadIndex]?.lead.id ?? null,
        at: c.at,
      })),
    );
  });
}
