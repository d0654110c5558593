import "server-only";
/**
 * POST /api/checkout-journey: one step of the online purchase, a plain form answered with a
 * 303 (so it works without JavaScript). A valid step is kept in the signed draft cookie and the
 * buyer goes on to the next; an invalid one goes back with its values and messages. The
 * summary's post sends the lead through the lead pipeline (captcha, limits, the car still
 * reservable, stored with its outbox and the car marked reserved in one transaction), once per
 * draft however often it is sent. No input answers 5xx.
 */
import { randomBytes } from "node:crypto";
import {
  CHECKOUT_STEPS,
  type CheckoutDraft,
  type CheckoutStep,
  checkoutComments,
  firstOpenStep,
  parseDepositStep,
  parseDetailsStep,
  parseOptionsStep,
  type StepResult,
} from "@/domain/leads/checkout-journey";
import { signInHref } from "@/domain/site/sign-in-gate";
import { currentShopper } from "@/features/account/server";
import { readFields } from "@/features/platform";
import type { CurrentSite } from "@/features/site/server";
import { env } from "@/lib/env";
import { logError } from "@/lib/log";
import { isSameOrigin } from "@/lib/origin";
import { successPath } from "../form-state";
import { guardSettings, submitDeps } from "../lead-services.server";
import { carBySlug } from "../load-lead-pages.server";
import { guardLeadRequest } from "../submit/request-guard";
import { submitLead } from "../submit/submit-lead";
import {
  CHECKOUT_PATH,
  checkoutHref,
  checkoutRules,
  DEPOSIT_PROVIDERS,
  draftSecret,
} from "./checkout-services.server";
import {
  clearDraftCookieHeader,
  decodeDraft,
  draftCookieHeader,
  encodeDraft,
  type Failed,
  readDraftCookie,
} from "./draft-cookie";

const MAX_BODY_BYTES = 8192;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

function seeOther(location: string, cookie?: string): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  if (cookie) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

const stringValues = (record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(record)
      .filter(([key, value]) => typeof value === "string" && !key.startsWith("captcha"))
      .map(([key, value]) => [key, (value as string).slice(0, 200)]),
  );

function checkStep(
  step: CheckoutStep,
  record: Record<string, unknown>,
  site: CurrentSite,
  now: Date,
): StepResult<Partial<CheckoutDraft>> {
  const wrap = <T>(result: StepResult<T>, key: keyof CheckoutDraft) =>
    result.ok ? { ok: true as const, value: { [key]: result.value } } : result;
  if (step === "details")
    return wrap(parseDetailsStep(checkoutRules(site, now), record), "details");
  if (step === "options") return wrap(parseOptionsStep(record), "options");
  return wrap(
    parseDepositStep(
      record,
      DEPOSIT_PROVIDERS.map((p) => p.id),
    ),
    "deposit",
  );
}

export async function handleCheckoutPost(request: Request, site: CurrentSite): Promise<Response> {
  const { config } = site;
  if (!config.features.checkoutJourney) return plain(404, "Not found.");
  const settings = env();
  if (!isSameOrigin(request.headers, settings.TRUST_PROXY))
    return plain(403, "Buy online from this site's own pages.");
  const body = await readFields(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const { record } = body.value;
  const slug = typeof record.car_id === "string" ? record.car_id.slice(0, 200) : "";
  const car = slug ? await carBySlug(site.scope, slug) : null;
  if (!car) return seeOther(checkoutHref(slug));
  const here = checkoutHref(car.slug);
  if (config.gating.checkout && !(await currentShopper(config.slug)))
    return seeOther(signInHref("checkout", here));

  const now = new Date();
  const secure = request.headers.get("x-forwarded-proto") === "https" && settings.TRUST_PROXY;
  const secret = draftSecret();
  const stored = decodeDraft(readDraftCookie(request.headers.get("cookie")), secret, now);
  const draft: CheckoutDraft =
    stored && stored.car === car.slug
      ? {
          car: stored.car,
          key: stored.key,
          details: stored.details,
          options: stored.options,
          deposit: stored.deposit,
        }
      : { car: car.slug, key: randomBytes(18).toString("base64url") };
  const step = CHECKOUT_STEPS.find((s) => s === record.step) ?? firstOpenStep(draft);
  const save = (next: CheckoutDraft & { failed?: Failed }) =>
    draftCookieHeader(encodeDraft(next, secret, now), secure);
  const fail = (errors: Record<string, string>) =>
    seeOther(
      checkoutHref(car.slug, step),
      save({ ...draft, failed: { step, values: stringValues(record), errors } }),
    );

  if (step !== "summary") {
    const checked = checkStep(step, record, site, now);
    if (!checked.ok) return fail(checked.errors);
    const next = { ...draft, ...checked.value };
    return seeOther(checkoutHref(car.slug, firstOpenStep(next)), save(next));
  }
  if (firstOpenStep(draft) !== "summary") return seeOther(checkoutHref(car.slug), save(draft));
  const refusal = guardLeadRequest(
    { headers: request.headers, siteSlug: config.slug },
    guardSettings(),
  );
  if (refusal) return fail({ form: refusal.message });
  const { details, options, deposit } = draft as Required<CheckoutDraft>;
  try {
    const result = await submitLead(
      await submitDeps(site, request.headers),
      {
        ...details,
        form: "checkout",
        car_id: String(car.id),
        payment: deposit.payment,
        comments: checkoutComments(options),
        contact_preference: "any",
        terms: record.terms,
        opt_in: record.opt_in,
        idempotency_key: draft.key,
        captcha_token: record.captcha_token,
        captcha_answer: record.captcha_answer,
        altcha: record.altcha,
        page_url: `${CHECKOUT_PATH}?car_id=${car.slug}`,
      },
      {
        url: request.headers.get("referer") ?? "",
        userAgent: request.headers.get("user-agent") ?? "",
        referer: request.headers.get("referer"),
      },
    );
    if (!result.ok) {
      const errors: Record<string, string> = { ...(result.errors as Record<string, string>) };
      if (result.formError) errors.form = result.formError;
      return fail(errors);
    }
    return seeOther(successPath(result.reference, result.category), clearDraftCookieHeader(secure));
  } catch (error) {
    logError("checkout", "online purchase not sent", error);
    return fail({ form: "Sorry, we could not send your order just now. Please try again." });
  }
}
