import "server-only";
/** What /about-us shows of a site's own data: dealerships, locations, review summary and recent reviews. */
import { getDatabase } from "@/data/db.server";
import { listDealerships } from "@/data/repositories/dealerships";
import { listLocations } from "@/data/repositories/locations";
import { listReviews, reviewSummary } from "@/data/repositories/reviews";
import type { CurrentSite } from "@/features/site/server";

export async function loadAbout({ scope, config }: CurrentSite) {
  // The reviews list shows as many reviews as the site configures (12 by default).
  const count = config.reviews.googleReviewsCount;
  const db = await getDatabase();
  const [dealerships, locations, summary, reviews] = await Promise.all([
    listDealerships(db, scope),
    listLocations(db, scope),
    reviewSummary(db, scope),
    listReviews(db, scope, { limit: count * 2 }),
  ]);
  // Recent reviews with words to quote; a bare star rating says little on a page about us.
  const recent = reviews.filter((r) => r.text).slice(0, count);
  return { dealerships, locations, summary, recent };
}

export type AboutData = Awaited<ReturnType<typeof loadAbout>>;
