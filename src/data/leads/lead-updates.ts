/**
 * Changes to stored leads after they are made: a person sends failed deliveries again, a
 * shopper accepts a trade-in offer, the browser saves an extra value (POST /api/miscellaneous).
 * Each is scoped to the site, so no site can touch another's leads.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { SiteScope } from "@/domain/site/site-scope";
import { type Database, transaction } from "../db";
import { leadOutbox, leads, sites } from "../schema";
import { refreshDeliveryStatus } from "./outbox";

const inSite = (site: SiteScope) =>
  sql`${leads.siteId} = (select ${sites.id} from ${sites} where ${sites.slug} = ${site.slug})`;

/** Queues a lead's failed deliveries again with fresh tries; false when the site has no such lead. */
export async function retryFailedDeliveries(
  db: Database,
  site: SiteScope,
  leadId: string,
): Promise<boolean> {
  return transaction(db, async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.id, leadId), inSite(site)));
    if (!lead) return false;
    await tx
      .update(leadOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, leaseUntil: null })
      .where(and(eq(leadOutbox.leadId, leadId), eq(leadOutbox.status, "failed")));
    await refreshDeliveryStatus(tx, [leadId]);
    return true;
  });
}

/**
 * Records that the shopper accepted the online offer and tells the dealer through the same
 * channels as the lead (not the receipt), in one transaction. Accepting twice changes nothing.
 */
export async function acceptTradeInOffer(
  db: Database,
  site: SiteScope,
  reference: string,
): Promise<{ ok: true; leadId: string; changed: boolean } | { ok: false }> {
  return transaction(db, async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, data: leads.data })
      .from(leads)
      .where(and(eq(leads.reference, reference), eq(leads.kind, "trade-in"), inSite(site)));
    if (!lead?.data.trade_in?.estimate) return { ok: false as const };
    const userData = lead.data.payload.userData;
    if (userData.offer_accepted) return { ok: true as const, leadId: lead.id, changed: false };
    const data = {
      ...lead.data,
      payload: { ...lead.data.payload, userData: { ...userData, offer_accepted: true } },
    };
    await tx.update(leads).set({ data, updatedAt: sql`now()` }).where(eq(leads.id, lead.id));
    const channels = await tx
      .select({ channel: leadOutbox.channel, target: leadOutbox.target })
      .from(leadOutbox)
      .where(
        and(
          eq(leadOutbox.leadId, lead.id),
          eq(leadOutbox.event, "lead.created"),
          ne(leadOutbox.channel, "receipt"),
        ),
      );
    if (channels.length > 0) {
      await tx
        .insert(leadOutbox)
        .values(
          channels.map((c) => ({ leadId: lead.id, event: "lead.offer_accepted" as const, ...c })),
        );
      await refreshDeliveryStatus(tx, [lead.id]);
    }
    return { ok: true as const, leadId: lead.id, changed: true };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Saves one named value on a lead of the site (by reference or id); false when there is none. */
export async function saveMiscellaneous(
  db: Database,
  site: SiteScope,
  input: { reference: string; column: string; value: unknown },
): Promise<boolean> {
  const which = UUID.test(input.reference)
    ? eq(leads.id, input.reference)
    : eq(leads.reference, input.reference);
  const updated = await db
    .update(leads)
    .set({
      miscellaneous: sql`${leads.miscellaneous} || jsonb_build_object(${input.column}::text, ${JSON.stringify(input.value)}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(and(which, inSite(site)))
    .returning({ id: leads.id });
  return updated.length > 0;
}
