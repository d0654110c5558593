/**
 * The browser side of analytics: pushes an event onto window.dataLayer (for the site's tag
 * manager) and, for events the server does not see itself, tells /api/analytics with a beacon.
 * Safe to call anywhere in client code; it never throws and never delays the page.
 *
 *   pushDataLayer(25, { car_id: car.id })   // phone number revealed
 */
import { type AnalyticsEventId, BROWSER_EVENT_IDS, eventName } from "./analytics-events";

type Properties = Record<string, string | number | boolean | null>;
type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushDataLayer(eventId: number, properties: Properties = {}): void {
  if (typeof window === "undefined") return;
  try {
    const w = window as DataLayerWindow;
    w.dataLayer ??= [];
    w.dataLayer.push({ event: eventName(eventId), event_id: eventId, ...properties });
    if ((BROWSER_EVENT_IDS as readonly number[]).includes(eventId)) {
      const body = JSON.stringify({ event_id: eventId as AnalyticsEventId, ...properties });
      const sent = navigator.sendBeacon?.(
        "/api/analytics",
        new Blob([body], { type: "application/json" }),
      );
      if (!sent)
        void fetch("/api/analytics", {
          method: "POST",
          body,
          keepalive: true,
          headers: { "content-type": "application/json" },
        }).catch(() => {});
    }
  } catch {
    // Analytics must never break the page.
  }
}
