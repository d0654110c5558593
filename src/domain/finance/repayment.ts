/**
 * Repayment of an amortised loan, and how the calculator shows it.
 * Pure arithmetic on plain numbers: the calculator, the weekly estimate on cards and the
 * built-in quote all come through here so that they always agree.
 */
import { formatPrice } from "@/domain/format/price";
import type { RoundingRule, RoundMode } from "./settings";

export const FREQUENCIES = {
  week: { periodsPerYear: 52, suffix: "wk" },
  fortnight: { periodsPerYear: 26, suffix: "fn" },
  month: { periodsPerYear: 12, suffix: "mo" },
} as const;

export type Frequency = keyof typeof FREQUENCIES;
export const FREQUENCY_NAMES = [
  "week",
  "fortnight",
  "month",
] as const satisfies readonly Frequency[];

export type RepaymentInput = {
  /** Purchase or loan amount. */
  amount: number | null | undefined;
  /** Deposit or trade-in. */
  deposit?: number | null;
  establishmentFees?: number | null;
  /** Interest rate, percent per annum. */
  interest: number | null | undefined;
  termYears: number | null | undefined;
  /** Residual (balloon) in dollars, paid at the end. */
  residual?: number | null;
  frequency: Frequency;
  rounding?: RoundingRule | null;
};

export type Repayment = {
  /** Whole dollars per period. */
  payment: number;
  periods: number;
  principal: number;
  /** payment × periods + residual. */
  totalPayable: number;
  frequency: Frequency;
};

/**
 * payment = (P − B / (1+r)^n) × r / (1 − (1+r)^−n), straight line (P − B) / n at 0 %.
 * Missing, negative or non-finite money and rates count as 0, as the calculator inputs do;
 * a term that gives no whole period is no loan at all, so the answer is null.
 */
export function calculateRepayment(input: RepaymentInput): Repayment | null {
  const { periodsPerYear } = FREQUENCIES[input.frequency];
  const termYears = input.termYears;
  if (termYears === null || termYears === undefined || !Number.isFinite(termYears)) return null;
  const periods = Math.round(termYears * periodsPerYear);
  if (periods < 1) return null;

  const principal = Math.max(
    0,
    money(input.amount) - money(input.deposit) + money(input.establishmentFees),
  );
  const residual = money(input.residual);
  const rate = money(input.interest) / 100 / periodsPerYear;
  const exact = Math.max(0, exactPayment(principal, residual, rate, periods));
  // max with +0: Math.ceil(−1e-9) is −0, which would print as '-$0'.
  const payment = Math.max(0, roundPayment(exact, principal, input.rounding ?? null));
  return {
    payment,
    periods,
    principal,
    totalPayable: payment * periods + residual,
    frequency: input.frequency,
  };
}

function exactPayment(principal: number, residual: number, rate: number, periods: number): number {
  if (rate === 0) return (principal - residual) / periods;
  const discount = (1 + rate) ** -periods;
  return ((principal - residual * discount) * rate) / (1 - discount);
}

function money(value: number | null | undefined): number {
  return value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Binary fractions leave exact answers a hair off (24000 / 60 can come out 400.0000000001);
 * that noise must not cost the shopper a dollar when rounding up.
 */
const NOISE = 1e-9;

const ROUND: Record<RoundMode, (x: number) => number> = {
  up: (x) => Math.ceil(x - NOISE),
  down: (x) => Math.floor(x + NOISE),
  nearest: (x) => Math.round(x),
};

function roundPayment(exact: number, principal: number, rule: RoundingRule | null): number {
  if (!rule) return ROUND.up(exact);
  const compared = rule.compare === "payment" ? exact : principal;
  return ROUND[compared < rule.reference ? rule.below : rule.atOrAbove](exact);
}

/** At or below this the calculator invites an enquiry instead of quoting. */
export const MIN_SHOWN_REPAYMENT = 25;
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";

export type RepaymentDisplay = {
  /** '$147', or 'Enquire for Finance'. */
  repayment: string;
  /** 'wk', 'fn' or 'mo'; '' when enquiring. */
  suffix: string;
  /** '$38,220', or '' when enquiring. */
  total: string;
  enquire: boolean;
};

export function displayRepayment(repayment: Repayment | null): RepaymentDisplay {
  if (!repayment || repayment.payment <= MIN_SHOWN_REPAYMENT) {
    return { repayment: ENQUIRE_FOR_FINANCE, suffix: "", total: "", enquire: true };
  }
  return {
    repayment: formatPrice(repayment.payment),
    suffix: FREQUENCIES[repayment.frequency].suffix,
    total: formatPrice(repayment.totalPayable),
    enquire: false,
  };
}
