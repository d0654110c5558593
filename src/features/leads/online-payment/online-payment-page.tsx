import "server-only";
/**
 * /online-payment: the dealer's payment page (journeys.onlinePayment), 404 when off and behind
 * sign-in where gating.onlinePayment says so. The dealer's words, then one plain form: the
 * amount and reference, the buyer's details, how the payment is taken (the site's payment
 * providers, each labelled with what it really does), the terms and the no-JavaScript captcha.
 */
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { paragraphs } from "@/domain/content/legal-text";
import { type CurrentSite, requireSignIn } from "@/features/site/server";
import { processSecret } from "@/lib/process-secret";
import { Choice, ErrorSummary, TermsAndCaptcha, TextField } from "../checkout/plain-fields";
import { captcha } from "../lead-services.server";
import { LeadPageShell } from "../pages/page-shell";
import { PAYMENT_PROVIDERS } from "../payments";
import { ONLINE_PAYMENT_PATH } from "./handle-online-payment";
import { decodeErrors } from "./payment-errors";
import { keptPaymentValues } from "./payment-values";

type Query = Record<string, string | string[] | undefined>;

export async function OnlinePaymentPage({ site, query }: { site: CurrentSite; query: Query }) {
  const { config } = site;
  const page = config.journeys.onlinePayment;
  if (!page.enabled) notFound();
  await requireSignIn(config, "onlinePayment", ONLINE_PAYMENT_PATH);
  const errors = decodeErrors(query.errors, {
    maxAmount: page.maxAmount,
    termsMessage: config.labels.termsMessage,
  });
  const question = config.forms.captcha ? captcha().question() : null;
  const typed = keptPaymentValues((await headers()).get("cookie"), processSecret(), new Date());
  const amountText = (typed.amount ?? "").replace(/[^\d]/g, "");
  const amountLabel = amountText ? `$${Number(amountText).toLocaleString("en-AU")}` : "the amount";
  return (
    <LeadPageShell title={page.title} intro={paragraphs(page.body).map((p) => <p key={p}>{p}</p>)}>
      <ErrorSummary errors={errors} />
      <form method="post" action="/api/online-payment" noValidate className="space-y-5">
        <TextField
          label="Amount in dollars"
          name="amount"
          value={amountText}
          error={errors.amount}
          inputMode="numeric"
        />
        <TextField
          label="Reference (invoice or order number)"
          name="reference"
          value={typed.reference ?? ""}
          error={errors.reference}
        />
        <TextField
          label="First name"
          name="name"
          value={typed.name ?? ""}
          error={errors.name}
          autoComplete="given-name"
        />
        <TextField
          label="Last name"
          name="last_name"
          value={typed.last_name ?? ""}
          error={errors.last_name}
          autoComplete="family-name"
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={typed.email ?? ""}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          label="Mobile number"
          name="phone"
          type="tel"
          value={typed.phone ?? ""}
          error={errors.phone}
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          label="Postcode"
          name="postcode"
          value={typed.postcode ?? ""}
          error={errors.postcode}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <Choice
          label="How you pay"
          name="payment"
          options={PAYMENT_PROVIDERS.map((p) => ({
            value: p.id,
            label: p.paymentLabel(amountLabel),
          }))}
          value={
            PAYMENT_PROVIDERS.find((p) => p.id === typed.payment)?.id ??
            PAYMENT_PROVIDERS[0]?.id ??
            ""
          }
          error={errors.payment}
        />
        <TermsAndCaptcha error={errors.terms} question={question} />
        <button
          type="submit"
          className="min-h-11 rounded-brand bg-brand px-5 font-semibold text-brand-contrast hover:opacity-90"
        >
          Send payment details
        </button>
      </form>
    </LeadPageShell>
  );
}
