/** The cars a site's sitemap.xml lists: available (in stock or coming soon) and on the website. */
import { and, desc, inArray } from "drizzle-orm";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { inSite, onWebsite } from "../repositories/scope";
import { cars } from "../schema";

export type SitemapCar = { slug: string; updatedAt: Date };

export async function listSitemapCars(
  db: Database,
  site: SiteScope,
  now: Date = new Date(),
): Promise<SitemapCar[]> {
  return db
    .select({ slug: cars.slug, updatedAt: cars.updatedAt })
    .from(cars)
    .where(
      and(
        inSite(cars.dealershipId, site),
        onWebsite(site, now),
        inArray(cars.status, ["in_stock", "coming_soon"]),
      ),
    )
    .orderBy(desc(cars.updatedAt), desc(cars.id));
}
