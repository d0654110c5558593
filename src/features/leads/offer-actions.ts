"use server";
/**
 * The shopper accepts the online trade-in estimate shown on /success (spec 2 §3 offer_accepted;
 * analytics event 18). The dealer is told through the lead's own channels. Works without
 * JavaScript: the form posts and the answer is a 303 back to /success.
 */
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/data/db.server";
import { acceptTradeInOffer } from "@/data/leads/lead-updates";
import { LEAD_EVENT_IDS } from "@/domain/leads/lead-event";
import { isReference } from "@/domain/leads/reference";
import { recordEvent } from "@/features/analytics/record-event.server";
import { leadStored } from "./delivery/wake";
import { successPath } from "./form-state";
import { guardSettings, rateLimitStore, siteOfRequest } from "./lead-services.server";
import { guardLeadRequest } from "./submit/request-guard";

export async function acceptOfferAction(form: FormData): Promise<void> {
  const bag = await headers();
  const reference = String(form.get("reference") ?? "");
  const site = await siteOfRequest(bag);
  if (!site || !isReference(reference)) redirect("/");
  const refused = await guardLeadRequest(
    { headers: bag, siteSlug: site.config.slug },
    rateLimitStore(),
    guardSettings(),
  );
  if (!refused) {
    const result = await acceptTradeInOffer(await getDatabase(), site.scope, reference);
    if (result.ok && result.changed) {
      leadStored();
      await recordEvent(site.scope, {
        eventId: LEAD_EVENT_IDS.offerAccepted,
        leadId: result.leadId,
      });
    }
  }
  redirect(`${successPath(reference, "Trade-In Enquiry")}${refused ? "" : "&accepted=1"}`);
}
