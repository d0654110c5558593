/**
 * The built-in vehicle finance quote behind POST /api/youx/quote: the request the
 * vehicle page sends, its schema for the route to parse, and the estimate answered from a
 * lender plan. The answer has the external quote's shape with `estimate: true`, so pages treat
 * both alike and can still say which one they show. Self-assessed credit score is accepted and
 * passed on, but one plan prices every score alike: the estimate is a guide, not an offer.
 */
import { z } from "zod";
import type { Car, FinanceQuote } from "@/domain/car/car";
import { calculateRepayment } from "./repayment";
import type { RoundingRule } from "./settings";

/** The vehicle page asks with these: a great credit score over 5 years. */
export const DEFAULT_CREDIT_SCORE = "GREAT";
export const DEFAULT_QUOTE_TERM_YEARS = 5;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const quoteRequestSchema = z.object({
  selfAssessedCreditScore: z.string().trim().min(1).max(40).default(DEFAULT_CREDIT_SCORE),
  purchasePrice: z.number().positive().max(10_000_000),
  loanTerm: z.number().min(1).max(7).default(DEFAULT_QUOTE_TERM_YEARS),
  year: z.number().int().min(1900).max(2100),
  vin: optionalText(32),
  nvic: optionalText(32),
  whoIsHelping: optionalText(100),
});

export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** The plan the estimate is priced from; src/config supplies the site's own. */
export type QuotePlan = {
  /** Percent per annum. */
  advertisedRate: number;
  comparisonRate: number;
  establishmentFees?: number;
  rounding?: RoundingRule;
};

/** The example the finance disclaimers cite: 6.29% p.a., comparison 8.19%, no fees. */
export const DEFAULT_QUOTE_PLAN: QuotePlan = { advertisedRate: 6.29, comparisonRate: 8.19 };

export type EstimatedQuote = FinanceQuote & { estimate: true };

/** Weekly repayment of the whole purchase price over the requested term, nothing down. */
export function estimateQuote(
  request: QuoteRequest,
  plan: QuotePlan = DEFAULT_QUOTE_PLAN,
): EstimatedQuote {
  const repayment = calculateRepayment({
    amount: request.purchasePrice,
    interest: plan.advertisedRate,
    termYears: request.loanTerm,
    establishmentFees: plan.establishmentFees ?? 0,
    frequency: "week",
    rounding: plan.rounding ?? null,
  });
  return {
    // The schema guarantees a term of at least a year, so there is always a repayment.
    weeklyRepaymentAmount: repayment?.payment ?? 0,
    comparisonRate: plan.comparisonRate,
    advertisedRate: plan.advertisedRate,
    estimate: true,
  };
}

type QuoteCar = Pick<Car, "price" | "year" | "vin" | "nvic" | "youxQuote">;

/** Ask once per car: the flag is on, the car has no quote yet and it has a price. */
export function shouldRequestQuote(
  flag: boolean,
  car: Pick<QuoteCar, "price" | "youxQuote">,
): boolean {
  return flag && car.youxQuote == null && car.price > 0;
}

/** The request the vehicle page sends for a car. */
export function quoteRequestFor(car: QuoteCar, whoIsHelping: string | null = null): QuoteRequest {
  return {
    selfAssessedCreditScore: DEFAULT_CREDIT_SCORE,
    purchasePrice: car.price,
    loanTerm: DEFAULT_QUOTE_TERM_YEARS,
    year: car.year,
    vin: car.vin,
    nvic: car.nvic,
    whoIsHelping,
  };
}
