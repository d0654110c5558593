/**
 * Analytics events recorded on the server: one row per event, by site. Counting is
 * for reports; nothing reads these rows while a page is served.
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { analyticsEvents, sites } from "../schema";

export type AnalyticsRecord = {
  eventId: number;
  name: string;
  carId?: number | null;
  leadId?: string | null;
  properties?: Record<string, string | number | boolean | null>;
};

export async function insertAnalyticsEvent(
  db: Database,
  site: SiteScope,
  event: AnalyticsRecord,
): Promise<void> {
  await db.insert(analyticsEvents).values({
    siteId: sql`(select ${sites.id} from ${sites} where ${sites.slug} = ${site.slug})`,
    eventId: event.eventId,
    name: event.name,
    carId: event.carId ?? null,
    leadId: event.leadId ?? null,
    properties: event.properties ?? {},
  });
}

/** How many times the site recorded an event (reports, tests). */
export async function countAnalyticsEvents(
  db: Database,
  site: SiteScope,
  eventId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .innerJoin(sites, eq(sites.id, analyticsEvents.siteId))
    .where(and(eq(sites.slug, site.slug), eq(analyticsEvents.eventId, eventId)));
  return row?.n ?? 0;
}
