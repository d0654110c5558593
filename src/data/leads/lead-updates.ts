/**
 * Changes to stored leads after they are made: a person sends failed deliveries again, a
 * shopper accepts a trade-in offer, the browser saves an extra value (POST /api/miscellaneous).
 * Each is scoped to the site, so no site can touch another's leads.
 */
import { and, eq, sql } from "drizzle-orm";
import type { SiteScope } from "@/domain/site/site-scope";
import { type Database, transaction } from "../db";
import { leadOutbox, leads, sites } from "../schema";
import { refreshDeliveryStatus } from "./outbox";
import type { OutboxPlan } from "./store-lead";

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
 * Records that the shopper accepted the online offer and tells the dealer, in one transaction.
 * Accepting twice changes nothing the second time.
 */
export async function acceptTradeInOffer(
  db: Database,
  site: SiteScope,
  reference: string,
  outbox: readonly OutboxPlan[],
): Promise<{ ok: true; leadId: string; changed: boolean } | { ok: false }> {
  return transaction(db, async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, data: leads.data })
      .from(leads)
      .where(and(eq(leads.reference, reference), eq(leads.kind, "trade-in"), inSite(site)));
    if (!lead?.data.trade_in?.estimate) return { ok: false as const };
    if (lead.data.payload.userData.offer_accepted)
      return { ok: true as const, leadId: lead.id, changed: false };
    const data = {
      ...lead.data,
      payload: {
        ...lead.data.payload,
        userData: { ...lead.data.payload.userData, offer_accepted: true },
      },
    };
    await tx.update(leads).set({ data, updatedAt: sql`now()` }).where(eq(leads.id, lead.id));
    if (outbox.length > 0) {
      await tx
        .insert(leadOutbox)
        .values(
          outbox.map((o) => ({ leadId: lead.id, event: "lead.offer_accepted" as const, ...o })),
        );
      await refreshDeliveryStatus(tx, [lead.id]);
    }
    return { ok: true as const, leadId: lead.id, changed: true };
  });
}

/** Saves one named value on a lead of the site; false when there is no such lead. */
export async function saveMiscellaneous(
  db: Database,
  site: SiteScope,
  input: { reference: string; column: string; value: unknown },
): Promise<boolean> {
  const updated = await db
    .update(leads)
    .set({
      miscellaneous: sql`${leads.miscellaneous} || jsonb_build_object(${input.column}::text, ${JSON.stringify(input.value)}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(leads.reference, input.reference), inSite(site)))
    .returning({ id: leads.id });
  return updated.length > 0;
}
