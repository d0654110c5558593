/**
 * The online purchase journey (/checkout-journey?car_id={slug}) as steps, each a plain form:
 * the buyer's details, their purchase choices (trade-in, finance, delivery or pick-up), the
 * deposit, then a summary that sends one lead. A step can be opened only when every step before
 * it is done. The details are checked by the lead form's own schema, so the messages are the
 * lead forms'.
 */
import * as z from "zod/mini";
import type { LeadContact } from "./lead";
import { type FieldErrors, type FormRules, parseLeadForm } from "./lead-form-schema";
import { FIELD_MESSAGES } from "./messages";

export const CHECKOUT_STEPS = ["details", "options", "deposit", "summary"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const CHECKOUT_STEP_TITLES: Record<CheckoutStep, string> = {
  details: "Your details",
  options: "Your purchase",
  deposit: "Deposit",
  summary: "Summary",
};

export type CheckoutDetails = Pick<
  LeadContact,
  "name" | "last_name" | "email" | "phone" | "postcode"
>;
export const DETAIL_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;

export const YES_NO = ["yes", "no"] as const;
export const HANDOVERS = ["delivery", "pickup"] as const;
export type CheckoutOptions = {
  trade_in: (typeof YES_NO)[number];
  finance: (typeof YES_NO)[number];
  handover: (typeof HANDOVERS)[number];
};

export const CHECKOUT_MESSAGES = {
  tradeInRequired: "Please tell us whether you have a car to trade in.",
  financeRequired: "Please tell us whether you would like finance.",
  handoverRequired: "Please choose delivery or pick-up.",
  paymentRequired: FIELD_MESSAGES.paymentRequired,
} as const;

/** What the buyer has told so far; `key` makes the final post's lead once however often sent. */
export type CheckoutDraft = {
  car: string;
  key: string;
  details?: CheckoutDetails;
  options?: CheckoutOptions;
  deposit?: { payment: string };
};

export type StepResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** Answers for the fields the details step does not ask, so only its own fields can fail. */
const OTHER_FIELDS = { contact_preference: "any", car_id: "1", payment: "step", terms: "on" };

/** The details step, by the lead form's schema: only this step's fields' messages count. */
export function parseDetailsStep(
  rules: FormRules,
  input: Record<string, unknown>,
): StepResult<CheckoutDetails> {
  const picked = Object.fromEntries(DETAIL_FIELDS.map((field) => [field, input[field] ?? ""]));
  const parsed = parseLeadForm(rules, { ...picked, ...OTHER_FIELDS });
  if (parsed.ok) {
    const { name, last_name, email, phone, postcode } = parsed.value;
    return { ok: true, value: { name, last_name, email, phone, postcode } };
  }
  const errors: Record<string, string> = {};
  for (const field of DETAIL_FIELDS) {
    const message = (parsed.errors as FieldErrors)[field];
    if (message) errors[field] = message;
  }
  return {
    ok: false,
    errors: Object.keys(errors).length > 0 ? errors : { form: "Please check your details." },
  };
}

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: () => message });

const optionsSchema = z.object({
  trade_in: choice(YES_NO, CHECKOUT_MESSAGES.tradeInRequired),
  finance: choice(YES_NO, CHECKOUT_MESSAGES.financeRequired),
  handover: choice(HANDOVERS, CHECKOUT_MESSAGES.handoverRequired),
});

function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export function parseOptionsStep(input: Record<string, unknown>): StepResult<CheckoutOptions> {
  const result = optionsSchema.safeParse({
    trade_in: input.trade_in,
    finance: input.finance,
    handover: input.handover,
  });
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: issuesToErrors(result.error.issues) };
}

/** The deposit step: one of the payment providers on offer. */
export function parseDepositStep(
  input: Record<string, unknown>,
  providerIds: readonly string[],
): StepResult<{ payment: string }> {
  const payment = typeof input.payment === "string" ? input.payment : "";
  return providerIds.includes(payment)
    ? { ok: true, value: { payment } }
    : { ok: false, errors: { payment: CHECKOUT_MESSAGES.paymentRequired } };
}

/** The first step not done yet; the summary when all are. */
export function firstOpenStep(draft: CheckoutDraft): CheckoutStep {
  if (!draft.details) return "details";
  if (!draft.options) return "options";
  if (!draft.deposit) return "deposit";
  return "summary";
}

/** The step shown: the one asked for when every step before it is done, else the first open one. */
export function shownStep(draft: CheckoutDraft, asked: unknown): CheckoutStep {
  const open = firstOpenStep(draft);
  const wanted = CHECKOUT_STEPS.find((step) => step === asked) ?? open;
  return CHECKOUT_STEPS.indexOf(wanted) <= CHECKOUT_STEPS.indexOf(open) ? wanted : open;
}

export function nextStep(step: CheckoutStep): CheckoutStep {
  return CHECKOUT_STEPS[Math.min(CHECKOUT_STEPS.indexOf(step) + 1, CHECKOUT_STEPS.length - 1)]!;
}

const ANSWERS: Record<string, string> = {
  yes: "Yes",
  no: "No",
  delivery: "Delivery",
  pickup: "Pick-up at the dealership",
};

/** The buyer's choices as the summary and the lead's comments list them. */
export function checkoutChoices(options: CheckoutOptions): { label: string; value: string }[] {
  return [
    { label: "Trade-in", value: ANSWERS[options.trade_in]! },
    { label: "Finance", value: ANSWERS[options.finance]! },
    { label: "Delivery or pick-up", value: ANSWERS[options.handover]! },
  ];
}

export function checkoutComments(options: CheckoutOptions): string {
  return [
    "Online purchase.",
    ...checkoutChoices(options).map((c) => `${c.label}: ${c.value}`),
  ].join("\n");
}
