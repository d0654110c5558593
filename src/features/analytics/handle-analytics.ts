/**
 * POST /api/analytics: events the browser reports itself (views, phone clicks, first use of the
 * finance calculator, prints). Only those ids are taken; lead events are recorded by the server
 * when the lead is stored. Same origin only, rate limited, answered 204 whatever happens to the
 * count, so analytics never shows an error to a shopper.
 */
import type { SiteScope } from "@/domain/site/site-scope";
import { readJsonObject } from "@/features/platform";
import { ADDRESS_LIMITS_PER_MINUTE } from "@/lib/http/address-limits";
import { clientAddress, isSameOrigin } from "@/lib/origin";
import { checkRateLimits, type RateLimitStore } from "@/lib/rate-limit";
import { BROWSER_EVENT_IDS } from "./analytics-events";
import type { RecordedEvent } from "./record-event.server";

export type AnalyticsContext = {
  site: SiteScope | undefined;
  store: RateLimitStore;
  trustProxy: boolean;
  record: (site: SiteScope, event: RecordedEvent) => Promise<void>;
};

const noContent = () => new Response(null, { status: 204 });

export async function handleAnalytics(
  request: Request,
  context: AnalyticsContext,
): Promise<Response> {
  const { site } = context;
  if (!site) return new Response(null, { status: 404 });
  if (!isSameOrigin(request.headers, context.trustProxy))
    return new Response(null, { status: 403 });
  const ip = clientAddress(request.headers, context.trustProxy);
  const verdict = await checkRateLimits(context.store, [
    {
      key: `analytics:${site.slug}:${ip}`,
      limit: ADDRESS_LIMITS_PER_MINUTE.analytics,
      windowMs: 60_000,
    },
  ]);
  if (!verdict.ok)
    return new Response(null, {
      status: 429,
      headers: { "retry-after": String(verdict.retryAfterSeconds) },
    });
  const read = await readJsonObject(request, 2_048);
  if (!read.ok) return new Response(null, { status: read.response.status });
  const body = read.value;
  const eventId = Number(body.event_id);
  if (!(BROWSER_EVENT_IDS as readonly number[]).includes(eventId))
    return new Response(null, { status: 400 });
  const carId = Number(body.car_id);
  const properties: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(body).slice(0, 10)) {
    if (k === "event_id" || k === "car_id") continue;
    if (typeof v === "string") properties[k.slice(0, 40)] = v.slice(0, 200);
    else if (typeof v === "number" || typeof v === "boolean" || v === null)
      properties[k.slice(0, 40)] = v;
  }
  await context.record(site, {
    eventId,
    carId: Number.isSafeInteger(carId) && carId > 0 ? carId : null,
    properties,
  });
  return noContent();
}
