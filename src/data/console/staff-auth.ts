/**
 * Staff sign-in links and sessions, each read and written for one site named by slug: a link or
 * a session of another site is never found. Tokens arrive here already hashed. A link is used
 * up in the same statement that checks it is live, so two clicks at once sign in only once.
 */
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { type Database, transaction } from "../db";
import { sites, staffSessions, staffSignInLinks } from "../schema";

type Site = { slug: string };

const siteIdOf = (site: Site) =>
  sql`(select ${sites.id} from ${sites} where ${sites.slug} = ${site.slug})`;

export type NewLink = { email: string; tokenHash: string; expiresAt: Date };

/** Stores a link; the site's expired links are cleared on the way. */
export async function storeSignInLink(
  db: Database,
  site: Site,
  link: NewLink,
  now: Date,
): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.slug, site.slug));
    if (!row) throw new Error(`Site "${site.slug}" has no row in sites (start-up syncs them)`);
    await tx
      .delete(staffSignInLinks)
      .where(and(eq(staffSignInLinks.siteId, row.id), lte(staffSignInLinks.expiresAt, now)));
    await tx.insert(staffSignInLinks).values({ ...link, siteId: row.id, createdAt: now });
  });
}

/** Uses a live link of this site up and answers its email; null when used, expired or unknown. */
export async function spendSignInLink(
  db: Database,
  site: Site,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(staffSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffSignInLinks.tokenHash, tokenHash),
        eq(staffSignInLinks.siteId, siteIdOf(site)),
        isNull(staffSignInLinks.usedAt),
        gt(staffSignInLinks.expiresAt, now),
      ),
    )
    .returning({ email: staffSignInLinks.email });
  return row?.email ?? null;
}

/** A link of this site by its token, whatever its state (to say why it did not work). */
export async function findSignInLink(db: Database, site: Site, tokenHash: string) {
  const [row] = await db
    .select({ expiresAt: staffSignInLinks.expiresAt, usedAt: staffSignInLinks.usedAt })
    .from(staffSignInLinks)
    .where(
      and(eq(staffSignInLinks.tokenHash, tokenHash), eq(staffSignInLinks.siteId, siteIdOf(site))),
    );
  return row ?? null;
}

export async function startStaffSession(
  db: Database,
  site: Site,
  input: { email: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.delete(staffSessions).where(lte(staffSessions.expiresAt, input.now));
  await db.insert(staffSessions).values({
    siteId: siteIdOf(site),
    email: input.email,
    tokenHash: input.tokenHash,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

/** The email of a live staff session of this site; null for any other site's session. */
export async function findStaffSession(
  db: Database,
  site: Site,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ email: staffSessions.email })
    .from(staffSessions)
    .innerJoin(sites, and(eq(sites.id, staffSessions.siteId), eq(sites.slug, site.slug)))
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, now)));
  return row?.email ?? null;
}

export async function endStaffSession(db: Database, site: Site, tokenHash: string) {
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.tokenHash, tokenHash), eq(staffSessions.siteId, siteIdOf(site))));
}
