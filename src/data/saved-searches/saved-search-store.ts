/**
 * Saved searches, read and written for one site: every query names the site by its slug, so a
 * search of another site is never found. The alert run claims a site's due searches one at a
 * time under a row lock that other nodes skip, and records what it told in the same transaction
 * as the sending, so an alert is neither lost nor sent twice by two nodes.
 */
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { SiteScope } from "@/domain/site/site-scope";
import { type Database, transaction } from "../db";
import { sites } from "../schema";
import { savedSearches, savedSearchUnsubscribeTokens as tokens } from "../schema/saved-searches";

type Site = Pick<SiteScope, "slug">;

const siteIdOf = (site: Site) =>
  sql`(select ${sites.id} from ${sites} where ${sites.slug} = ${site.slug})`;

export type SavedSearch = {
  id: string;
  address: string;
  label: string;
  createdAt: Date;
  lastAlertedAt: Date | null;
};

const listed = {
  id: savedSearches.id,
  address: savedSearches.address,
  label: savedSearches.label,
  createdAt: savedSearches.createdAt,
  lastAlertedAt: savedSearches.lastAlertedAt,
};

export type NewSavedSearch = {
  shopperId: string;
  address: string;
  label: string;
  seenCarIds: readonly string[];
  now: Date;
};

/** Saves a search for a shopper of this site; saving the same address again keeps the first. */
export async function insertSavedSearch(
  db: Database,
  site: Site,
  search: NewSavedSearch,
): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(savedSearches)
    .values({
      siteId: siteIdOf(site),
      shopperId: search.shopperId,
      address: search.address,
      label: search.label,
      seenCarIds: [...search.seenCarIds],
      createdAt: search.now,
    })
    .onConflictDoNothing({ target: [savedSearches.shopperId, savedSearches.address] })
    .returning({ id: savedSearches.id });
  if (row) return { id: row.id, created: true };
  const [known] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.shopperId, search.shopperId),
        eq(savedSearches.address, search.address),
        eq(savedSearches.siteId, siteIdOf(site)),
      ),
    );
  if (!known) throw new Error("saved search conflicts with one of another site");
  return { id: known.id, created: false };
}

/** A shopper's saved searches on this site, newest first. */
export async function listShopperSearches(
  db: Database,
  site: Site,
  shopperId: string,
): Promise<SavedSearch[]> {
  return db
    .select(listed)
    .from(savedSearches)
    .where(and(eq(savedSearches.shopperId, shopperId), eq(savedSearches.siteId, siteIdOf(site))))
    .orderBy(sql`${savedSearches.createdAt} desc`, asc(savedSearches.id));
}

/** Deletes one of the shopper's saved searches; false when it is not theirs on this site. */
export async function deleteShopperSearch(
  db: Database,
  site: Site,
  shopperId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(
      and(
        eq(savedSearches.id, id),
        eq(savedSearches.shopperId, shopperId),
        eq(savedSearches.siteId, siteIdOf(site)),
      ),
    )
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The saved searches of this site that an unsubscribe token's hash names (one or none). */
const namedByToken = (site: Site, tokenHash: string) =>
  and(
    eq(savedSearches.siteId, siteIdOf(site)),
    sql`${savedSearches.id} in (select ${tokens.savedSearchId} from ${tokens} where ${tokens.tokenHash} = ${tokenHash})`,
  );

/** The saved search an unsubscribe link names, by the token's hash; null when none. */
export async function findByUnsubscribeHash(
  db: Database,
  site: Site,
  tokenHash: string,
): Promise<SavedSearch | null> {
  const [row] = await db.select(listed).from(savedSearches).where(namedByToken(site, tokenHash));
  return row ?? null;
}

/** Deletes the saved search an unsubscribe link names; false when it is already gone. */
export async function deleteByUnsubscribeHash(
  db: Database,
  site: Site,
  tokenHash: string,
): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(namedByToken(site, tokenHash))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** A saved search as the alert run sees it, with the shopper's contact. */
export type AlertCandidate = SavedSearch & {
  seenCarIds: string[];
  phone: string;
  /** The email the shopper keeps in their details, when they gave one. */
  email: string | null;
};

/** What the alert run decided for one search. */
export type AlertOutcome =
  | { kind: "skip" }
  | { kind: "told"; seenCarIds: string[]; unsubscribeTokenHash: string };

/** This site's searches that may alert now (never alerted, or not since `dueBefore`). */
export async function dueSearches(
  db: Database,
  site: Site,
  dueBefore: Date,
): Promise<{ id: string; address: string }[]> {
  return db
    .select({ id: savedSearches.id, address: savedSearches.address })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.siteId, siteIdOf(site)),
        or(isNull(savedSearches.lastAlertedAt), lte(savedSearches.lastAlertedAt, dueBefore)),
      ),
    )
    .orderBy(asc(savedSearches.createdAt));
}

/**
 * Locks one due search (skipped when another node holds it or it alerted since), lets `decide`
 * send its alert, and records the outcome in the same transaction: a failed send rolls back
 * and the search stays due.
 */
export async function withDueSearch(
  db: Database,
  site: Site,
  id: string,
  dueBefore: Date,
  now: Date,
  decide: (search: AlertCandidate) => Promise<AlertOutcome>,
): Promise<AlertOutcome> {
  return transaction(db, async (tx) => {
    const result = await tx.execute<{
      id: string;
      address: string;
      label: string;
      created_at: string | Date;
      last_alerted_at: string | Date | null;
      seen_car_ids: string[];
      phone: string;
      email: string | null;
    }>(sql`
      select s.id, s.address, s.label, s.created_at, s.last_alerted_at, s.seen_car_ids,
             p.phone, p.details ->> 'email' as email
      from saved_searches s join shoppers p on p.id = s.shopper_id
      where s.id = ${id} and s.site_id = ${siteIdOf(site)}
        and (s.last_alerted_at is null or s.last_alerted_at <= ${dueBefore.toISOString()})
      for update of s skip locked`);
    const row = result.rows[0];
    if (!row) return { kind: "skip" } as const;
    const outcome = await decide({
      id: row.id,
      address: row.address,
      label: row.label,
      createdAt: new Date(row.created_at),
      lastAlertedAt: row.last_alerted_at === null ? null : new Date(row.last_alerted_at),
      seenCarIds: row.seen_car_ids,
      phone: row.phone,
      email: row.email,
    });
    if (outcome.kind === "told")
      await tx
        .update(savedSearches)
        .set({
          lastAlertedAt: now,
          seenCarIds: outcome.seenCarIds,
        })
        .where(eq(savedSearches.id, row.id));
    if (outcome.kind === "told")
      await tx
        .insert(tokens)
        .values({ tokenHash: outcome.unsubscribeTokenHash, savedSearchId: row.id, createdAt: now });
    return outcome;
  });
}
