/**
 * Sending one claimed outbox row: the dealer's email, the shopper's receipt or the signed
 * webhook. Every failure becomes a value with the time of the next try (or none, once the tries
 * are spent); nothing here throws, so one bad row cannot stop the worker.
 */
import type { Database } from "@/data/db";
import { leadForDelivery } from "@/data/leads/lead-reads";
import type { ClaimedDelivery, DeliveryOutcome } from "@/data/leads/outbox";
import { nextAttemptAt, type RetryPolicy } from "@/domain/leads/backoff";
import type { Lead } from "@/domain/leads/lead";
import type { MailTransport } from "@/lib/mail";
import { dealerEmail, idempotencyKey, receiptEmail, webhookBody } from "./lead-messages";
import type { SiteMailInfo } from "./site-mail-info";
import { SIGNATURE_HEADER, signWebhook } from "./webhook-signature";

export type DeliveryDeps = {
  db: Database;
  mail: MailTransport;
  fetch: typeof fetch;
  /** The value of an environment variable named by a site's webhook config. */
  secret: (name: string) => string | undefined;
  site: (slug: string) => SiteMailInfo | undefined;
  policy: RetryPolicy;
  webhookTimeoutMs: number;
  random: () => number;
  now: () => Date;
};

class DeliveryError extends Error {}

async function postWebhook(deps: DeliveryDeps, claim: ClaimedDelivery, lead: Lead): Promise<void> {
  if (claim.target.kind !== "webhook") throw new DeliveryError("Webhook row without a url");
  const secret = deps.secret(claim.target.secretEnv);
  if (!secret)
    throw new DeliveryError(`${claim.target.secretEnv} is not set: cannot sign the webhook`);
  const body = webhookBody(lead, claim.event);
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  const response = await deps.fetch(claim.target.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "Forecourt-Leads/1",
      "idempotency-key": idempotencyKey(lead, claim.event),
      "x-forecourt-event": claim.event,
      [SIGNATURE_HEADER]: signWebhook(secret, body, timestamp),
    },
    body,
    signal: AbortSignal.timeout(deps.webhookTimeoutMs),
    redirect: "manual",
  });
  // The body is not needed; reading it frees the connection.
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status >= 300) {
    throw new DeliveryError(`Webhook answered HTTP ${response.status}`);
  }
}

async function send(deps: DeliveryDeps, claim: ClaimedDelivery, lead: Lead, site: SiteMailInfo) {
  const { target } = claim;
  switch (claim.channel) {
    case "dealer-email": {
      const to = target.kind === "email" && target.to.length > 0 ? target.to : site.fallbackTo;
      if (to.length === 0) {
        throw new DeliveryError(
          "No lead email address: set one on the location, the dealership or forms.leadEmails",
        );
      }
      return deps.mail.send(dealerEmail(lead, claim.event, site, to));
    }
    case "receipt":
      return deps.mail.send(receiptEmail(lead, site));
    case "webhook":
      return postWebhook(deps, claim, lead);
  }
}

export async function deliverClaim(
  deps: DeliveryDeps,
  claim: ClaimedDelivery,
): Promise<DeliveryOutcome> {
  const failed = (error: string): DeliveryOutcome => ({
    ok: false,
    error,
    retryAt: nextAttemptAt(deps.now(), claim.attempts, deps.policy, deps.random()),
  });
  try {
    const lead = await leadForDelivery(deps.db, claim.leadId);
    if (!lead) return { ok: false, error: "The lead no longer exists", retryAt: null };
    const site = deps.site(lead.site_slug);
    if (!site) return failed(`Site "${lead.site_slug}" is not configured on this server`);
    await send(deps, claim, lead, site);
    return { ok: true };
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}
