/**
 * Sites as tenants in the database: turning a site's configured dealership slugs into the
 * SiteScope every repository takes, and recording sites and their dealerships as rows.
 */

import { eq, inArray, sql } from "drizzle-orm";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { transaction } from "../db";
import { dealerships, siteDealerships, sites } from "../schema";

/** A site config names a dealership that is not in the database. */
export class UnknownDealershipError extends Error {
  constructor(
    readonly siteSlug: string,
    readonly dealershipSlugs: string[],
  ) {
    super(
      `Site "${siteSlug}" lists unknown dealership slug(s): ${dealershipSlugs.join(", ")}. ` +
        "Load the dealerships first (demo data or a stock import), or fix the site config.",
    );
    this.name = "UnknownDealershipError";
  }
}

async function dealershipIds(db: Database, siteSlug: string, slugs: readonly string[]) {
  const unique = [...new Set(slugs)];
  const rows =
    unique.length === 0
      ? []
      : await db
          .select({ id: dealerships.id, slug: dealerships.slug })
          .from(dealerships)
          .where(inArray(dealerships.slug, unique));
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const missing = unique.filter((s) => !bySlug.has(s));
  if (missing.length > 0) throw new UnknownDealershipError(siteSlug, missing);
  return unique.map((s) => bySlug.get(s)!);
}

/** The scope of one site, its dealership ids in the order the config lists them. */
export async function resolveSiteScope(
  db: Database,
  input: {
    slug: string;
    dealershipSlugs: readonly string[];
    soldDays: number;
    maxUnconfirmedDays?: number;
  },
): Promise<SiteScope> {
  return {
    slug: input.slug,
    dealershipIds: await dealershipIds(db, input.slug, input.dealershipSlugs),
    soldDays: input.soldDays,
    ...(input.maxUnconfirmedDays === undefined
      ? {}
      : { maxUnconfirmedDays: input.maxUnconfirmedDays }),
  };
}

export type SiteRecord = { slug: string; name: string; dealershipSlugs: readonly string[] };

/**
 * Upserts sites by slug and replaces each one's dealership list, in one transaction.
 * Sites missing from `input` are left alone: their rows may still be referenced.
 */
export async function syncSites(
  db: Database,
  input: readonly SiteRecord[],
): Promise<{ id: number; slug: string }[]> {
  return transaction(db, async (tx) => {
    const out: { id: number; slug: string }[] = [];
    for (const site of input) {
      const ids = await dealershipIds(tx, site.slug, site.dealershipSlugs);
      const [row] = await tx
        .insert(sites)
        .values({ slug: site.slug, name: site.name })
        .onConflictDoUpdate({
          target: sites.slug,
          set: { name: site.name, updatedAt: sql`now()` },
        })
        .returning({ id: sites.id, slug: sites.slug });
      if (!row) throw new Error(`Upserting site "${site.slug}" returned no row`);
      await tx.delete(siteDealerships).where(eq(siteDealerships.siteId, row.id));
      if (ids.length > 0) {
        await tx
          .insert(siteDealerships)
          .values(ids.map((dealershipId) => ({ siteId: row.id, dealershipId })));
      }
      out.push(row);
    }
    return out;
  });
}
