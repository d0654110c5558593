import "server-only";
/**
 * The process-wide pieces lead requests share: the rate-limit store (Redis when REDIS_URL is
 * set, else memory), the captcha, and the dependencies of one submission. The store and the
 * captcha are process-shared, so every Next bundle of this process uses the same ones.
 */
import { randomBytes } from "node:crypto";
import { getDatabase } from "@/data/db.server";
import { recordEvent } from "@/features/analytics/server";
import { type CurrentSite, getCurrentSite, resolveRequestSite } from "@/features/site/server";
import { env } from "@/lib/env";
import { clientAddress, type HeaderBag } from "@/lib/origin";
import { processShared } from "@/lib/process-shared";
import { createMemoryStore, type RateLimitStore } from "@/lib/rate-limit";
import { createRedisStore } from "@/lib/rate-limit-redis";
import { type Captcha, createCaptcha } from "./captcha/captcha";
import { leadStored } from "./delivery/wake";
import { claimLeadQuota, claimReceipt, type GuardSettings } from "./submit/request-guard";
import type { SubmitDeps } from "./submit/submit-lead";

export function rateLimitStore(): RateLimitStore {
  return processShared("rate-limit-store", () => {
    const { REDIS_URL } = env();
    return REDIS_URL
      ? createRedisStore(REDIS_URL, { fallback: createMemoryStore(), log: (m) => console.warn(m) })
      : createMemoryStore();
  });
}

export function captcha(): Captcha {
  return processShared("captcha", () => {
    const key = env().ALTCHA_HMAC_KEY;
    if (!key && env().NODE_ENV === "production") {
      console.warn("[leads] ALTCHA_HMAC_KEY is unset: captchas work on this node only");
    }
    return createCaptcha({
      hmacKey: key ?? randomBytes(32).toString("hex"),
      store: rateLimitStore(),
    });
  });
}

export function guardSettings(): GuardSettings {
  const settings = env();
  return {
    trustProxy: settings.TRUST_PROXY,
    perIpPerMinute: settings.LEAD_RATE_PER_IP_MINUTE,
    perSitePerMinute: settings.LEAD_RATE_PER_SITE_MINUTE,
  };
}

/** What one lead submission needs, for the request it came in: its site and its sender. */
export async function submitDeps(site: CurrentSite, headers: HeaderBag): Promise<SubmitDeps> {
  const request = { headers, siteSlug: site.config.slug };
  return {
    db: await getDatabase(),
    site,
    now: new Date(),
    verifyCaptcha: (input) => captcha().verify(input, clientAddress(headers, env().TRUST_PROXY)),
    recordEvent: (event) =>
      recordEvent(site.scope, {
        eventId: event.eventId,
        carId: event.carId,
        leadId: event.leadId,
        properties: { kind: event.kind },
      }),
    onStored: leadStored,
    admit: () => claimLeadQuota(request, rateLimitStore(), guardSettings()),
    allowReceipt: (email) => claimReceipt(rateLimitStore(), site.config.slug, email),
  };
}

/** The site a server action's request is for: the one its host names, as for pages (ADR 0001). */
export async function siteOfRequest(headers: HeaderBag): Promise<CurrentSite | null> {
  const resolution = resolveRequestSite(headers);
  return resolution.ok ? getCurrentSite(resolution.slug) : null;
}
