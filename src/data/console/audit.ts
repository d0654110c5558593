/** The audit log of staff actions, per site: written beside each action, read by owners. */
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db";
import { sites, staffAudit } from "../schema";
import type { AuditAction } from "../schema/console";

export type AuditEntry = {
  email: string;
  action: AuditAction;
  leadId: string | null;
  detail: Record<string, string>;
  at: Date;
};

export async function recordAudit(
  db: Database,
  site: { slug: string },
  entry: Omit<AuditEntry, "leadId" | "detail"> & Partial<Pick<AuditEntry, "leadId" | "detail">>,
): Promise<void> {
  await db.insert(staffAudit).values({
    siteId: sql`(select ${sites.id} from ${sites} where ${sites.slug} = ${site.slug})`,
    email: entry.email,
    action: entry.action,
    leadId: entry.leadId ?? null,
    detail: entry.detail ?? {},
    at: entry.at,
  });
}

/** The site's newest entries first. */
export async function listAudit(
  db: Database,
  site: { slug: string },
  page: { limit: number; offset: number },
): Promise<AuditEntry[]> {
  return db
    .select({
      email: staffAudit.email,
      action: staffAudit.action,
      leadId: staffAudit.leadId,
      detail: staffAudit.detail,
      at: staffAudit.at,
    })
    .from(staffAudit)
    .innerJoin(sites, eq(sites.id, staffAudit.siteId))
    .where(eq(sites.slug, site.slug))
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(page.limit)
    .offset(page.offset);
}
