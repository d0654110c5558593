"use server";
/**
 * The lead forms' server action: the same checks and submission as POST /api/leads, for forms
 * posted by the page itself. Without JavaScript the browser posts the form and gets a 303 to
 * /success (or the page again, with the errors and what was typed); with it, the answer comes
 * back to the form, which records the success in the browser and then goes to /success.
 */
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { formDataToRecord } from "@/domain/leads/form-values";
import { SUBMIT_FAILED } from "@/domain/leads/messages";
import { logError } from "@/lib/log";
import { echoValues, type LeadFormState, successPath } from "./form-state";
import { guardSettings, rateLimitStore, siteOfRequest, submitDeps } from "./lead-services.server";
import { countRefusedPost, guardLeadRequest } from "./submit/request-guard";
import { submitLead } from "./submit/submit-lead";

export async function submitLeadAction(
  _previous: LeadFormState,
  form: FormData,
): Promise<LeadFormState> {
  const bag = await headers();
  const record = formDataToRecord(form);
  const values = echoValues(record);
  const fail = (formError: string): LeadFormState => ({
    status: "invalid",
    errors: {},
    formError,
    values,
  });

  const site = await siteOfRequest(bag);
  if (!site) return fail(SUBMIT_FAILED);
  const request = { headers: bag, siteSlug: site.config.slug };
  const refusal = guardLeadRequest(request, guardSettings());
  if (refusal) return fail(refusal.message);

  let target: string;
  try {
    const result = await submitLead(await submitDeps(site, bag), record, {
      url: bag.get("referer") ?? "",
      userAgent: bag.get("user-agent") ?? "",
      referer: bag.get("referer"),
    });
    if (!result.ok) {
      // Past its budget of refused posts, an address is told to wait instead of what to fix.
      const limited =
        result.retryAfterSeconds === undefined
          ? await countRefusedPost(request, rateLimitStore(), guardSettings())
          : null;
      if (limited) return fail(limited.message);
      return { status: "invalid", errors: result.errors, formError: result.formError, values };
    }
    target = successPath(result.reference, result.category);
    if (record.js === "1") {
      return {
        status: "success",
        leadId: result.leadId,
        reference: result.reference,
        category: result.category,
        eventId: result.eventId,
        redirectTo: target,
      };
    }
  } catch (error) {
    logError("leads", "submission failed", error);
    return fail(SUBMIT_FAILED);
  }
  // Outside the try: redirect() works by throwing (a 303 for a form posted without JavaScript).
  redirect(target);
}
