/**
 * POST /api/leads: the JSON (or form-encoded) way in, for the multi-step enquiry, scripts and
 * integrations. Same checks and the same submission as the forms' server action. The answer
 * carries lead_id, or an error with the field messages. A form posted here without JavaScript
 * is answered with a 303 to /success.
 */
import { FIX_ERRORS_HEADING, SUBMIT_FAILED } from "@/domain/leads/messages";
import { readFields } from "@/features/platform";
import type { CurrentSite } from "@/features/site/server";
import { jsonAnswer, tooManyRequests } from "@/lib/http/answer";
import { logError } from "@/lib/log";
import type { HeaderBag } from "@/lib/origin";
import type { RateLimitStore } from "@/lib/rate-limit";
import { successPath } from "../form-state";
import {
  countRefusedPost,
  type GuardSettings,
  guardLeadRequest,
  MAX_LEAD_BODY_BYTES,
} from "./request-guard";
import { type SubmitDeps, submitLead } from "./submit-lead";

export type LeadRequestContext = {
  site: CurrentSite | undefined;
  store: RateLimitStore;
  settings: GuardSettings;
  deps: (site: CurrentSite, headers: HeaderBag) => Promise<SubmitDeps>;
};

export async function handleLeadRequest(
  request: Request,
  context: LeadRequestContext,
): Promise<Response> {
  const { site } = context;
  if (!site) return jsonAnswer(404, { error: "No such site." });
  const sender = { headers: request.headers, siteSlug: site.config.slug };
  const refusal = guardLeadRequest(sender, context.settings);
  if (refusal) return jsonAnswer(refusal.status, { error: refusal.message });
  // A post refused for its shape or fields spends its sender's budget of refused posts only.
  const refused = async (response: Response) => {
    const limited = await countRefusedPost(sender, context.store, context.settings);
    return limited ? tooManyRequests(limited.message, limited.retryAfterSeconds ?? 60) : response;
  };
  const body = await readFields(request, MAX_LEAD_BODY_BYTES);
  if (!body.ok) return refused(body.response);
  const { record, isForm } = body.value;
  // A nested userData object (the submit helper's shape) is read as top-level fields.
  const { userData, ...rest } = record;
  const nested =
    !isForm && userData && typeof userData === "object" && !Array.isArray(userData) ? userData : {};
  try {
    const result = await submitLead(
      await context.deps(site, request.headers),
      { ...nested, ...rest },
      {
        url: request.headers.get("referer") ?? "",
        userAgent: request.headers.get("user-agent") ?? "",
        referer: request.headers.get("referer"),
      },
    );
    if (!result.ok) {
      if (result.retryAfterSeconds !== undefined)
        return tooManyRequests(result.formError ?? SUBMIT_FAILED, result.retryAfterSeconds);
      return refused(
        jsonAnswer(400, { error: result.formError ?? FIX_ERRORS_HEADING, errors: result.errors }),
      );
    }
    if (isForm && request.headers.get("accept")?.includes("text/html")) {
      return new Response(null, {
        status: 303,
        headers: { location: successPath(result.reference, result.category) },
      });
    }
    return jsonAnswer(result.created ? 201 : 200, {
      lead_id: result.leadId,
      reference: result.reference,
      category: result.category,
      event_id: result.eventId,
    });
  } catch (error) {
    // The lead could not be stored (database away): the shopper must know it was not sent.
    logError("leads", "submission failed", error);
    return jsonAnswer(503, { error: SUBMIT_FAILED }, { "retry-after": "30" });
  }
}
