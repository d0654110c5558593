/**
 * Used-car views (analytics event 4) written many at a time: one multi-row insert
 * into the analytics events instead of one statement per page view, which on PGlite would
 * hold the one database thread once per shopper (ADR 0021).
 */
import { inArray } from "drizzle-orm";
import type { Database } from "../db";
import { analyticsEvents, sites } from "../schema";

export type ViewEvent = { siteSlug: string; carId: number; at: Date };

export const USED_CAR_VIEW = { eventId: 4, name: "used_car_view" } as const;

export async function insertViewEvents(db: Database, events: readonly ViewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const slugs = [...new Set(events.map((e) => e.siteSlug))];
  const rows = await db
    .select({ id: sites.id, slug: sites.slug })
    .from(sites)
    .where(inArray(sites.slug, slugs));
  const siteIds = new Map(rows.map((row) => [row.slug, row.id]));
  const values = events.flatMap((event) => {
    const siteId = siteIds.get(event.siteSlug);
    return siteId === undefined
      ? []
      : [
          {
            siteId,
            eventId: USED_CAR_VIEW.eventId,
            name: USED_CAR_VIEW.name,
            carId: event.carId,
            createdAt: event.at,
          },
        ];
  });
  if (values.length > 0) await db.insert(analyticsEvents).values(values);
}
