/**
 * Offers of a site's dealerships that are live at `now` (between their start and expiry dates). A
 * promotion without a dealership belongs to no site and is never listed: one dealer's offer must
 * not appear on another dealer's site.
 */

import { and, asc, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Promotion } from "@/domain/promotion/promotion";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { rowToPromotion } from "../mappers/content-rows";
import { promotions } from "../schema";
import { inSite } from "./scope";

/** Live: started (or no start) and not yet expired (or no expiry); by position, then id. */
export async function listPromotions(
  db: Database,
  site: SiteScope,
  now: Date,
): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        inSite(promotions.dealershipId, site),
        or(isNull(promotions.start), lte(promotions.start, now)),
        or(isNull(promotions.expiry), gte(promotions.expiry, now)),
      ),
    )
    .orderBy(sql`${promotions.position} asc nulls last`, asc(promotions.id));
  return rows.map(rowToPromotion);
}
