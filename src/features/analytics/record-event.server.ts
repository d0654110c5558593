import "server-only";
import { insertAnalyticsEvent } from "@/data/analytics/events";
/**
 * Recording an analytics event on the server, so that counts do not depend on the
 * shopper's browser. Others call it from pages and route handlers:
 *
 *   await recordEvent(site.scope, { eventId: 4, carId: car.id })   // used car view
 *
 * A failure is logged and swallowed: analytics never breaks a page or a lead.
 */
import { getDatabase } from "@/data/db.server";
import type { SiteScope } from "@/domain/site/site-scope";
import { eventName } from "./analytics-events";

export type RecordedEvent = {
  eventId: number;
  carId?: number | null;
  leadId?: string | null;
  properties?: Record<string, string | number | boolean | null>;
};

export async function recordEvent(site: SiteScope, event: RecordedEvent): Promise<void> {
  try {
    const db = await getDatabase();
    await insertAnalyticsEvent(db, site, { ...event, name: eventName(event.eventId) });
  } catch (error) {
    console.error(`[analytics] event ${event.eventId} not recorded:`, error);
  }
}
