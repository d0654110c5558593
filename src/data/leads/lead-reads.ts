/**
 * Reading leads. Site-facing reads take the site's scope and find nothing of another site; the
 * delivery worker alone reads a lead by id across sites, because it serves every site and the
 * outbox row it holds names the lead.
 */
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { DeliveryStatus, Lead } from "@/domain/leads/lead";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { leadOutbox, leads, sites } from "../schema";
import { rowToLead } from "./lead-rows";

const siteIs = (site: SiteScope) => eq(sites.slug, site.slug);

export async function findLeadByReference(
  db: Database,
  site: SiteScope,
  reference: string,
): Promise<Lead | null> {
  const [row] = await db
    .select({ lead: leads })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(and(siteIs(site), eq(leads.reference, reference)))
    .limit(1);
  return row ? rowToLead(row.lead, site.slug) : null;
}

/** The lead a form render already made (its idempotency key), or null. */
export async function findLeadByIdempotencyKey(
  db: Database,
  site: SiteScope,
  key: string,
): Promise<Lead | null> {
  const [row] = await db
    .select({ lead: leads })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(and(siteIs(site), eq(leads.idempotencyKey, key)))
    .limit(1);
  return row ? rowToLead(row.lead, site.slug) : null;
}

/** For the delivery worker only: the lead an outbox row names, with its site's slug. */
export async function leadForDelivery(db: Database, leadId: string): Promise<Lead | null> {
  const [row] = await db
    .select({ lead: leads, slug: sites.slug })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(eq(leads.id, leadId))
    .limit(1);
  return row ? rowToLead(row.lead, row.slug) : null;
}

export type DeliveryRecord = {
  channel: string;
  event: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  sent_at: Date | null;
};

export type LeadListing = { lead: Lead; deliveries: DeliveryRecord[] };

/** A site's leads, newest first, optionally by delivery status (the admin API); never test leads. */
export async function listLeads(
  db: Database,
  site: SiteScope,
  query: { status?: DeliveryStatus; limit: number; before?: Date },
): Promise<LeadListing[]> {
  const rows = await db
    .select({ lead: leads })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(
      and(
        siteIs(site),
        eq(leads.isTest, false),
        query.status ? eq(leads.deliveryStatus, query.status) : undefined,
        query.before ? lt(leads.createdAt, query.before) : undefined,
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(query.limit);
  if (rows.length === 0) return [];
  const deliveries = await db
    .select()
    .from(leadOutbox)
    .where(sql`${leadOutbox.leadId} in ${rows.map((r) => r.lead.id)}`)
    .orderBy(asc(leadOutbox.id));
  return rows.map(({ lead }) => ({
    lead: rowToLead(lead, site.slug),
    deliveries: deliveries
      .filter((d) => d.leadId === lead.id)
      .map((d) => ({
        channel: d.channel,
        event: d.event,
        status: d.status,
        attempts: d.attempts,
        last_error: d.lastError,
        next_attempt_at: d.nextAttemptAt,
        sent_at: d.sentAt,
      })),
  }));
}

/** Start times of test drives already booked at a location from `from` on. */
export async function bookedTestDrives(
  db: Database,
  site: SiteScope,
  locationId: number,
  from: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ at: leads.appointmentAt })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(
      and(
        siteIs(site),
        eq(leads.kind, "test-drive"),
        eq(leads.locationId, locationId),
        gte(leads.appointmentAt, from),
      ),
    );
  return rows.flatMap((r) => (r.at ? [r.at] : []));
}
