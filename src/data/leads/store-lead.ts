/**
 * Storing a lead: the lead row and its outbox rows in one transaction, before the shopper is
 * answered. The idempotency key of the form render makes a double click or a resubmit find the
 * lead already stored; that answer carries the same reference. `within` runs in the same
 * transaction (a reservation marks its car there), so a lead and its side effect stand or fall
 * together.
 */
import { and, eq } from "drizzle-orm";
import type { Lead } from "@/domain/leads/lead";
import type { NewLead } from "@/domain/leads/stored-lead";
import type { SiteScope } from "@/domain/site/site-scope";
import { type Database, transaction } from "../db";
import { leadOutbox, leads, sites } from "../schema";
import type { OutboxChannel, OutboxTarget } from "../schema/leads";
import { violatedConstraint } from "./db-errors";
import { leadToRow, rowToLead } from "./lead-rows";

export type OutboxPlan = { channel: OutboxChannel; target: OutboxTarget };

export type StoreLeadError = "slot-taken" | "side-effect-refused";
export type StoreLeadResult =
  | { ok: true; created: boolean; lead: Lead }
  | { ok: false; error: StoreLeadError };

class Refused extends Error {}

async function siteIdOf(db: Database, site: SiteScope): Promise<number> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, site.slug));
  if (!row) throw new Error(`Site "${site.slug}" has no row in sites (start-up syncs them)`);
  return row.id;
}

export async function storeLead(
  db: Database,
  site: SiteScope,
  input: {
    lead: NewLead;
    idempotencyKey: string;
    outbox: readonly OutboxPlan[];
    /** Runs in the lead's transaction; false rolls the lead back. */
    within?: (tx: Database) => Promise<boolean>;
  },
): Promise<StoreLeadResult> {
  const siteId = await siteIdOf(db, site);
  try {
    return await transaction(db, async (tx) => {
      const [inserted] = await tx
        .insert(leads)
        .values(leadToRow(input.lead, siteId, input.idempotencyKey))
        .onConflictDoNothing({ target: [leads.siteId, leads.idempotencyKey] })
        .returning();
      if (!inserted) {
        const [existing] = await tx
          .select()
          .from(leads)
          .where(and(eq(leads.siteId, siteId), eq(leads.idempotencyKey, input.idempotencyKey)));
        if (!existing) throw new Error("Idempotency conflict without a lead");
        return { ok: true as const, created: false, lead: rowToLead(existing, site.slug) };
      }
      if (input.within && !(await input.within(tx))) throw new Refused();
      if (input.outbox.length > 0) {
        await tx.insert(leadOutbox).values(
          input.outbox.map((o) => ({
            leadId: inserted.id,
            channel: o.channel,
            target: o.target,
          })),
        );
      }
      return { ok: true as const, created: true, lead: rowToLead(inserted, site.slug) };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: "side-effect-refused" };
    if (violatedConstraint(error) === "leads_test_drive_slot_key") {
      return { ok: false, error: "slot-taken" };
    }
    throw error;
  }
}
