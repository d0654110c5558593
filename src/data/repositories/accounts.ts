/**
 * Shopper accounts, their sessions and their pending sign-in codes, each read and written for
 * one site: every query names the site by its slug, so a session, a code or an account of
 * another site is never found. Codes and session tokens arrive here already hashed.
 */
import { and, eq, gt, lt, lte, or, sql } from "drizzle-orm";
import { MAX_CODE_ATTEMPTS, type StoredCode } from "@/domain/account/one-time-code";
import type { Shopper } from "@/domain/account/shopper";
import type { SiteScope } from "@/domain/site/site-scope";
import { type Database, transaction } from "../db";
import { shopperSessions, shoppers, signInCodes, sites } from "../schema";

type Site = Pick<SiteScope, "slug">;

const siteIdOf = (site: Site) =>
  sql`(select ${sites.id} from ${sites} where ${sites.slug} = ${site.slug})`;

async function existingSiteId(db: Database, site: Site): Promise<number> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, site.slug));
  if (!row) throw new Error(`Site "${site.slug}" has no row in sites (start-up syncs them)`);
  return row.id;
}

export type NewSignInCode = { id: string; phone: string; codeHash: string; expiresAt: Date };

/**
 * Stores a new code for a number, replacing the number's earlier codes on this site (only the
 * newest works); the site's expired codes are cleared on the way.
 */
export async function storeSignInCode(
  db: Database,
  site: Site,
  code: NewSignInCode,
  now: Date,
): Promise<void> {
  await transaction(db, async (tx) => {
    const siteId = await existingSiteId(tx, site);
    await tx
      .delete(signInCodes)
      .where(
        and(
          eq(signInCodes.siteId, siteId),
          or(eq(signInCodes.phone, code.phone), lte(signInCodes.expiresAt, now)),
        ),
      );
    await tx.insert(signInCodes).values({ ...code, siteId, createdAt: now });
  });
}

export type PendingSignIn = StoredCode & { phone: string };

/** A code of this site by its id, whatever its state. */
export async function findSignInCode(
  db: Database,
  site: Site,
  id: string,
): Promise<PendingSignIn | null> {
  const [row] = await db
    .select({
      phone: signInCodes.phone,
      attempts: signInCodes.attempts,
      expiresAt: signInCodes.expiresAt,
    })
    .from(signInCodes)
    .where(and(eq(signInCodes.id, id), eq(signInCodes.siteId, siteIdOf(site))));
  return row ?? null;
}

/**
 * Counts one try of a live code and answers its hash to compare with: null when the code is
 * not this site's, has expired or has had its tries. The try is counted in the same statement
 * that checks the count, so tries made at once never exceed the limit between them.
 */
export async function claimCodeTry(
  db: Database,
  site: Site,
  id: string,
  now: Date,
): Promise<{ phone: string; codeHash: string; attempts: number } | null> {
  const [row] = await db
    .update(signInCodes)
    .set({ attempts: sql`${signInCodes.attempts} + 1` })
    .where(
      and(
        eq(signInCodes.id, id),
        eq(signInCodes.siteId, siteIdOf(site)),
        lt(signInCodes.attempts, MAX_CODE_ATTEMPTS),
        gt(signInCodes.expiresAt, now),
      ),
    )
    .returning({
      phone: signInCodes.phone,
      codeHash: signInCodes.codeHash,
      attempts: signInCodes.attempts,
    });
  return row ?? null;
}

/** Uses the code up; false when it was already used (another request signed in with it). */
export async function consumeSignInCode(db: Database, site: Site, id: string): Promise<boolean> {
  const rows = await db
    .delete(signInCodes)
    .where(and(eq(signInCodes.id, id), eq(signInCodes.siteId, siteIdOf(site))))
    .returning({ id: signInCodes.id });
  return rows.length > 0;
}

/**
 * Signs a number in on this site: its account (made on first sign-in) and a new session
 * stored under the hash of its token.
 */
export async function startSession(
  db: Database,
  site: Site,
  input: { phone: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<Shopper> {
  return transaction(db, async (tx) => {
    const siteId = await existingSiteId(tx, site);
    const [shopper] = await tx
      .insert(shoppers)
      .values({ siteId, phone: input.phone, createdAt: input.now, lastSignInAt: input.now })
      .onConflictDoUpdate({
        target: [shoppers.siteId, shoppers.phone],
        set: { lastSignInAt: input.now },
      })
      .returning({ id: shoppers.id, phone: shoppers.phone });
    if (!shopper) throw new Error("Upserting a shopper returned no row");
    await tx.delete(shopperSessions).where(lte(shopperSessions.expiresAt, input.now));
    await tx.insert(shopperSessions).values({
      siteId,
      shopperId: shopper.id,
      tokenHash: input.tokenHash,
      createdAt: input.now,
      expiresAt: input.expiresAt,
    });
    return shopper;
  });
}

/** The shopper a live session of this site belongs to; null for any other site's session. */
export async function findSessionShopper(
  db: Database,
  site: Site,
  tokenHash: string,
  now: Date,
): Promise<Shopper | null> {
  const [row] = await db
    .select({ id: shoppers.id, phone: shoppers.phone })
    .from(shopperSessions)
    .innerJoin(sites, and(eq(sites.id, shopperSessions.siteId), eq(sites.slug, site.slug)))
    .innerJoin(
      shoppers,
      and(eq(shoppers.id, shopperSessions.shopperId), eq(shoppers.siteId, sites.id)),
    )
    .where(and(eq(shopperSessions.tokenHash, tokenHash), gt(shopperSessions.expiresAt, now)));
  return row ?? null;
}

/** Ends one session of this site (this device). */
export async function endSession(db: Database, site: Site, tokenHash: string): Promise<void> {
  await db
    .delete(shopperSessions)
    .where(
      and(eq(shopperSessions.tokenHash, tokenHash), eq(shopperSessions.siteId, siteIdOf(site))),
    );
}

/** Ends every session of the shopper on this site (every device); how many ended. */
export async function endAllSessions(db: Database, site: Site, shopperId: string): Promise<number> {
  const rows = await db
    .delete(shopperSessions)
    .where(
      and(eq(shopperSessions.shopperId, shopperId), eq(shopperSessions.siteId, siteIdOf(site))),
    )
    .returning({ id: shopperSessions.id });
  return rows.length;
}
