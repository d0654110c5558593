/** Customer reviews of a site's dealerships and their summary. */

import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Review, ReviewSummary } from "@/domain/review/review";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { rowToReview } from "../mappers/content-rows";
import { reviews } from "../schema";
import { inSite } from "./scope";

export type ReviewQuery = {
  limit?: number;
  /** Only reviews of this location. */
  locationId?: number;
};

/** Newest first. */
export async function listReviews(
  db: Database,
  site: SiteScope,
  query: ReviewQuery = {},
): Promise<Review[]> {
  const scope = inSite(reviews.dealershipId, site);
  const where =
    query.locationId === undefined
      ? scope
      : (and(scope, eq(reviews.locationId, query.locationId)) as SQL);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.reviewDate), desc(reviews.id))
    .limit(Math.max(0, query.limit ?? 20));
  return rows.map(rowToReview);
}

/** Count and average rating with one decimal ("4.7"; "0.0" when there are none). */
export async function reviewSummary(db: Database, site: SiteScope): Promise<ReviewSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`avg(${reviews.rating})::float8`,
    })
    .from(reviews)
    .where(inSite(reviews.dealershipId, site));
  const count = Number(row?.count ?? 0);
  const average = row?.average === null || row?.average === undefined ? 0 : Number(row.average);
  return { count, average_rating: average.toFixed(1) };
}
