import "server-only";
/**
 * POST /api/online-payment: the online payment page's form. The amount and reference are
 * checked here, the buyer's details by the lead form's schema, and the payment is sent to the
 * dealer as a lead (kind payment) through the lead pipeline, paid through the chosen payment
 * provider, whose label says how the money is taken. A failed post goes back to the page with
 * its messages by key in the address and what the buyer typed in a sealed cookie
 * (payment-values.ts); success goes to /success. No input answers 5xx.
 */
import { randomBytes } from "node:crypto";
import { formatPrice } from "@/domain/format/price";
import { FIELD_MESSAGES } from "@/domain/leads/messages";
import { parsePaymentRequest, paymentComments } from "@/domain/leads/online-payment";
import { signInHref } from "@/domain/site/sign-in-gate";
import { currentShopper } from "@/features/account/server";
import { readFields } from "@/features/platform";
import type { CurrentSite } from "@/features/site/server";
import { env } from "@/lib/env";
import { logError } from "@/lib/log";
import { isSameOrigin } from "@/lib/origin";
import { processSecret } from "@/lib/process-secret";
import { successPath } from "../form-state";
import { guardSettings, submitDeps } from "../lead-services.server";
import { findPaymentProvider } from "../payments";
import { guardLeadRequest } from "../submit/request-guard";
import { submitLead } from "../submit/submit-lead";
import { encodeErrors } from "./payment-errors";
import { forgetPaymentValues, keepPaymentValues } from "./payment-values";

export const ONLINE_PAYMENT_PATH = "/online-payment";
const MAX_BODY_BYTES = 8192;

function seeOther(location: string, cookie?: string): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  if (cookie) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

export async function handleOnlinePayment(request: Request, site: CurrentSite): Promise<Response> {
  const { config } = site;
  const page = config.journeys.onlinePayment;
  if (!page.enabled)
    return new Response("Not found.", { status: 404, headers: { "content-type": "text/plain" } });
  if (!isSameOrigin(request.headers, env().TRUST_PROXY))
    return new Response("Pay from this site's own pages.", { status: 403 });
  const body = await readFields(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const { record } = body.value;
  if (config.gating.onlinePayment && !(await currentShopper(config.slug)))
    return seeOther(signInHref("online-payment", ONLINE_PAYMENT_PATH));

  const context = { maxAmount: page.maxAmount, termsMessage: config.labels.termsMessage };
  const secure = request.headers.get("x-forwarded-proto") === "https" && env().TRUST_PROXY;
  const back = (errors: Record<string, string>) => {
    const query = new URLSearchParams({ errors: encodeErrors(errors, context) });
    return seeOther(
      `${ONLINE_PAYMENT_PATH}?${query.toString()}`,
      keepPaymentValues(record, processSecret(), new Date(), secure),
    );
  };
  const payment = parsePaymentRequest(record, page.maxAmount);
  const provider = findPaymentProvider(typeof record.payment === "string" ? record.payment : "");
  // Nothing is stored until the amount, reference and provider are right.
  const own = { ...(payment.ok ? {} : payment.errors) };
  if (!provider) own.payment = FIELD_MESSAGES.paymentRequired;
  if (!payment.ok || !provider) return back(own);
  const refusal = guardLeadRequest(
    { headers: request.headers, siteSlug: config.slug },
    guardSettings(),
  );
  if (refusal) return back({ form: refusal.message });
  try {
    const result = await submitLead(
      await submitDeps(site, request.headers),
      {
        ...record,
        form: "payment",
        car_id: "",
        comments: paymentComments(
          payment.value,
          provider.paymentSummary(formatPrice(payment.value.amount)),
        ),
        idempotency_key:
          typeof record.idempotency_key === "string"
            ? record.idempotency_key
            : randomBytes(18).toString("base64url"),
        page_url: ONLINE_PAYMENT_PATH,
      },
      {
        url: request.headers.get("referer") ?? "",
        userAgent: request.headers.get("user-agent") ?? "",
        referer: request.headers.get("referer"),
      },
    );
    if (!result.ok)
      return back({ ...result.errors, ...(result.formError ? { form: result.formError } : {}) });
    return seeOther(successPath(result.reference, result.category), forgetPaymentValues(secure));
  } catch (error) {
    logError("online-payment", "payment not sent", error);
    return back({ form: "" });
  }
}
