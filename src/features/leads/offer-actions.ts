"use server";
/**
 * The shopper accepts the online trade-in estimate shown on /success (offer_accepted; analytics
 * event 18). The dealer is told through the lead's own channels. The page is rendered again in
 * place (no redirect: a server-side redirect would render the target without the host-to-site
 * rewrite), with JavaScript and without it.
 */
import { refresh } from "next/cache";
import { headers } from "next/headers";
import { getDatabase } from "@/data/db.server";
import { acceptTradeInOffer } from "@/data/leads/lead-updates";
import { LEAD_EVENT_IDS } from "@/domain/leads/lead-event";
import { isReference } from "@/domain/leads/reference";
import { recordEvent } from "@/features/analytics/server";
import { leadStored } from "./delivery/wake";
import { guardSettings, rateLimitStore, siteOfRequest } from "./lead-services.server";
import { countRefusedPost, guardLeadRequest } from "./submit/request-guard";

export async function acceptOfferAction(form: FormData): Promise<void> {
  const bag = await headers();
  const reference = String(form.get("reference") ?? "");
  const site = await siteOfRequest(bag);
  if (!site) return;
  const request = { headers: bag, siteSlug: site.config.slug };
  if (guardLeadRequest(request, guardSettings())) return;
  // A made-up reference counts as a refused post of its sender, never against the lead quota.
  if (!isReference(reference)) {
    await countRefusedPost(request, rateLimitStore(), guardSettings());
    return;
  }
  const result = await acceptTradeInOffer(await getDatabase(), site.scope, reference);
  if (result.ok && result.changed) {
    leadStored();
    await recordEvent(site.scope, { eventId: LEAD_EVENT_IDS.offerAccepted, leadId: result.leadId });
  }
  refresh();
}
