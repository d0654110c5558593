/**
 * POST /api/leads: the JSON (or form-encoded) way in, for the multi-step enquiry, scripts and
 * integrations. Same checks and the same submission as the forms' server action. The answer
 * carries lead_id, or an error with the field messages (spec 2 §7 Lead submit). A form posted
 * here without JavaScript is answered with a 303 to /success.
 */
import { formDataToRecord } from "@/domain/leads/form-values";
import { FIX_ERRORS_HEADING, SUBMIT_FAILED } from "@/domain/leads/messages";
import type { CurrentSite } from "@/features/site/current-site.server";
import type { RateLimitStore } from "@/lib/rate-limit";
import { successPath } from "../form-state";
import { BodyTooLarge, readBody } from "./read-body";
import { type GuardSettings, guardLeadRequest, MAX_LEAD_BODY_BYTES } from "./request-guard";
import { type SubmitDeps, submitLead } from "./submit-lead";

export type LeadRequestContext = {
  site: CurrentSite | undefined;
  store: RateLimitStore;
  settings: GuardSettings;
  deps: (site: CurrentSite) => Promise<SubmitDeps>;
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });

class Unreadable extends Error {}

async function readRecord(
  request: Request,
): Promise<{ record: Record<string, unknown>; isForm: boolean }> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  let buffer: Buffer;
  try {
    buffer = await readBody(request, MAX_LEAD_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new Unreadable("too-large");
    throw error;
  }
  const text = new TextDecoder().decode(buffer);
  if (type.includes("application/x-www-form-urlencoded")) {
    return { record: Object.fromEntries(new URLSearchParams(text)), isForm: true };
  }
  if (type.includes("multipart/form-data")) {
    const form = await new Response(new Uint8Array(buffer), {
      headers: { "content-type": type },
    }).formData();
    return { record: formDataToRecord(form), isForm: true };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Unreadable("malformed");
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new Unreadable("malformed");
  // A nested userData object (spec 2 §7 submit-lead helper) is read as top-level fields.
  const { userData, ...rest } = value as Record<string, unknown>;
  const nested =
    userData && typeof userData === "object" && !Array.isArray(userData) ? userData : {};
  return { record: { ...nested, ...rest }, isForm: false };
}

export async function handleLeadRequest(
  request: Request,
  context: LeadRequestContext,
): Promise<Response> {
  const { site } = context;
  if (!site) return json(404, { error: "No such site." });
  const refusal = await guardLeadRequest(
    { headers: request.headers, siteSlug: site.config.slug },
    context.store,
    context.settings,
  );
  if (refusal) {
    const retry: Record<string, string> = refusal.retryAfterSeconds
      ? { "retry-after": String(refusal.retryAfterSeconds) }
      : {};
    return json(refusal.status, { error: refusal.message }, retry);
  }
  let body: Awaited<ReturnType<typeof readRecord>>;
  try {
    body = await readRecord(request);
  } catch (error) {
    const tooLarge = error instanceof Unreadable && error.message === "too-large";
    return json(tooLarge ? 413 : 400, {
      error: tooLarge
        ? "This form is larger than we accept."
        : "The request body is not a JSON object or a form.",
    });
  }
  try {
    const result = await submitLead(await context.deps(site), body.record, {
      url: request.headers.get("referer") ?? "",
      userAgent: request.headers.get("user-agent") ?? "",
      referer: request.headers.get("referer"),
    });
    if (!result.ok) {
      return json(400, { error: result.formError ?? FIX_ERRORS_HEADING, errors: result.errors });
    }
    if (body.isForm && request.headers.get("accept")?.includes("text/html")) {
      return new Response(null, {
        status: 303,
        headers: { location: successPath(result.reference, result.category) },
      });
    }
    return json(result.created ? 201 : 200, {
      lead_id: result.leadId,
      reference: result.reference,
      category: result.category,
      event_id: result.eventId,
    });
  } catch (error) {
    // The lead could not be stored (database away): the shopper must know it was not sent.
    console.error("[leads] submission failed:", error);
    return json(503, { error: SUBMIT_FAILED }, { "retry-after": "30" });
  }
}
