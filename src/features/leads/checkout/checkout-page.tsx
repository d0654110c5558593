import "server-only";
/**
 * /checkout-journey?car_id={slug}: buying a car online, on sites with features.checkoutJourney
 * (404 elsewhere) and behind sign-in where gating.checkout says so. Each step is a plain form
 * posting to /api/checkout-journey; the draft lives in a signed cookie, the step in the address.
 * A failed step shows its messages in a focused summary and beside each field.
 */
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import type { Car } from "@/domain/car/car";
import { carTitle } from "@/domain/car/car-title";
import {
  CHECKOUT_STEP_TITLES,
  CHECKOUT_STEPS,
  type CheckoutDraft,
  type CheckoutStep,
  checkoutChoices,
  shownStep,
} from "@/domain/leads/checkout-journey";
import { targetOf } from "@/domain/site/sign-in-gate";
import { isReservable } from "@/domain/vehicle/ctas";
import { type CurrentSite, requireSignIn } from "@/features/site/server";
import { captcha } from "../lead-services.server";
import { carBySlug } from "../load-lead-pages.server";
import { CarSummary } from "../pages/car-summary";
import { LeadPageShell } from "../pages/page-shell";
import {
  CHECKOUT_PATH,
  checkoutHref,
  DEPOSIT_PROVIDERS,
  draftSecret,
} from "./checkout-services.server";
import { decodeDraft, type Failed, readDraftCookie } from "./draft-cookie";
import { Choice, ErrorSummary, TermsAndCaptcha, TextField } from "./plain-fields";

type Query = Record<string, string | string[] | undefined>;

const primary =
  "min-h-11 rounded-brand bg-brand px-5 font-semibold text-brand-contrast hover:opacity-90";
const secondary = "underline underline-offset-2";

const FIELD_LABELS: Record<string, string> = {
  name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Mobile number",
  postcode: "Postcode",
  trade_in: "Do you have a car to trade in?",
  finance: "Would you like finance?",
  handover: "Delivery or pick-up",
  payment: "Deposit",
  terms: "Terms",
  captcha_answer: "Robot check",
};

function StepForm(props: { car: Car; step: CheckoutStep; children: ReactNode; submit: string }) {
  return (
    <form method="post" action="/api/checkout-journey" noValidate className="space-y-5">
      <input type="hidden" name="car_id" value={props.car.slug} />
      <input type="hidden" name="step" value={props.step} />
      {props.children}
      <button type="submit" className={primary}>
        {props.submit}
      </button>
    </form>
  );
}

function StepList({ current, car }: { current: CheckoutStep; car: Car }) {
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label="Steps" className="mb-6">
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {CHECKOUT_STEPS.map((step, index) => (
          <li key={step} aria-current={step === current ? "step" : undefined}>
            {index < at ? (
              <a href={checkoutHref(car.slug, step)} className={secondary}>
                {index + 1}. {CHECKOUT_STEP_TITLES[step]}
              </a>
            ) : (
              <span className={step === current ? "font-bold" : "text-ink/75"}>
                {index + 1}. {CHECKOUT_STEP_TITLES[step]}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Summary({ draft, deposit }: { draft: Required<CheckoutDraft>; deposit: string }) {
  const provider = DEPOSIT_PROVIDERS.find((p) => p.id === draft.deposit.payment);
  const rows = [
    { label: "Name", value: `${draft.details.name} ${draft.details.last_name}` },
    { label: "Email", value: draft.details.email },
    { label: "Mobile number", value: draft.details.phone },
    { label: "Postcode", value: draft.details.postcode },
    ...checkoutChoices(draft.options),
    { label: "Deposit", value: provider?.label(deposit) ?? "" },
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold">{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StepBody(props: {
  site: CurrentSite;
  car: Car;
  step: CheckoutStep;
  draft: CheckoutDraft;
  failed: Failed | null;
}) {
  const { car, step, draft, failed, site } = props;
  const errors = failed?.errors ?? {};
  const typed = failed?.values ?? {};
  const value = (name: string, saved: string | undefined) => typed[name] ?? saved ?? "";
  const deposit = site.config.labels.reserveDeposit;
  if (step === "details") {
    const d = draft.details;
    return (
      <StepForm car={car} step={step} submit="Continue">
        <TextField
          label={FIELD_LABELS.name!}
          name="name"
          value={value("name", d?.name)}
          error={errors.name}
          autoComplete="given-name"
        />
        <TextField
          label={FIELD_LABELS.last_name!}
          name="last_name"
          value={value("last_name", d?.last_name)}
          error={errors.last_name}
          autoComplete="family-name"
        />
        <TextField
          label={FIELD_LABELS.email!}
          name="email"
          type="email"
          value={value("email", d?.email)}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          label={FIELD_LABELS.phone!}
          name="phone"
          type="tel"
          value={value("phone", d?.phone)}
          error={errors.phone}
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          label={FIELD_LABELS.postcode!}
          name="postcode"
          value={value("postcode", d?.postcode)}
          error={errors.postcode}
          autoComplete="postal-code"
          inputMode="numeric"
        />
      </StepForm>
    );
  }
  if (step === "options") {
    const o = draft.options;
    const yesNo = [
      { value: "yes", label: "Yes" },
      { value: "no", label: "No" },
    ];
    return (
      <StepForm car={car} step={step} submit="Continue">
        <Choice
          label={FIELD_LABELS.trade_in!}
          name="trade_in"
          options={yesNo}
          value={value("trade_in", o?.trade_in)}
          error={errors.trade_in}
        />
        <Choice
          label={FIELD_LABELS.finance!}
          name="finance"
          options={yesNo}
          value={value("finance", o?.finance)}
          error={errors.finance}
        />
        <Choice
          label={FIELD_LABELS.handover!}
          name="handover"
          options={[
            { value: "delivery", label: "Deliver it to me" },
            { value: "pickup", label: "I will pick it up" },
          ]}
          value={value("handover", o?.handover)}
          error={errors.handover}
        />
      </StepForm>
    );
  }
  if (step === "deposit") {
    return (
      <StepForm car={car} step={step} submit="Continue">
        <Choice
          label={FIELD_LABELS.payment!}
          name="payment"
          options={DEPOSIT_PROVIDERS.map((p) => ({ value: p.id, label: p.label(deposit) }))}
          value={value("payment", draft.deposit?.payment ?? DEPOSIT_PROVIDERS[0]?.id)}
          error={errors.payment}
        />
      </StepForm>
    );
  }
  const question = site.config.forms.captcha ? captcha().question() : null;
  return (
    <div className="space-y-6">
      <Summary draft={draft as Required<CheckoutDraft>} deposit={deposit} />
      <StepForm car={car} step={step} submit="Place order">
        <TermsAndCaptcha error={errors.terms} question={question} />
      </StepForm>
    </div>
  );
}

export async function CheckoutJourneyPage({ site, query }: { site: CurrentSite; query: Query }) {
  const { config } = site;
  if (!config.features.checkoutJourney) notFound();
  await requireSignIn(config, "checkout", targetOf(CHECKOUT_PATH, query));
  const slug = typeof query.car_id === "string" ? query.car_id.slice(0, 200) : "";
  const car = slug ? await carBySlug(site.scope, slug) : null;
  if (!car) notFound();
  const name = carTitle(car);
  if (!isReservable(car))
    return (
      <LeadPageShell title={`${name} can no longer be bought online`}>
        <p>
          Someone got there first, or the car has been sold.{" "}
          <a href={`/cars/${car.slug}`} className={secondary}>
            See the car
          </a>{" "}
          or{" "}
          <a href="/search" className={secondary}>
            search our stock
          </a>
          .
        </p>
      </LeadPageShell>
    );
  const now = new Date();
  const stored = decodeDraft(readDraftCookie((await headers()).get("cookie")), draftSecret(), now);
  const draft: CheckoutDraft =
    stored && stored.car === car.slug ? stored : { car: car.slug, key: "" };
  const step = shownStep(draft, query.step);
  const failed = stored?.failed && stored.failed.step === step ? stored.failed : null;
  return (
    <LeadPageShell
      title={`Buy the ${name} online`}
      intro={<p>Four short steps; the car is held for you once you place your order.</p>}
      aside={<CarSummary car={car} caption="You are buying" />}
    >
      <StepList current={step} car={car} />
      <h2 className="mb-4 text-xl font-bold">{CHECKOUT_STEP_TITLES[step]}</h2>
      <ErrorSummary errors={failed?.errors ?? {}} />
      <StepBody site={site} car={car} step={step} draft={draft} failed={failed} />
    </LeadPageShell>
  );
}
