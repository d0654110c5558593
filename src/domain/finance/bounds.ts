/**
 * Bounds, clamping and starting values of the finance calculator inputs. The calculator component
 * renders its sliders from `calculatorBounds` and passes every change through the clamp helpers,
 * so a typed value outside the range never reaches `calculateRepayment`.
 */
import type { FinanceLender } from "@/domain/car/car";
import { formatPrice } from "@/domain/format/price";
import type { Frequency } from "./repayment";
import {
  type FinanceSettings,
  type FinanceSettingsInput,
  lenderSettingsFor,
  resolveFinanceSettings,
} from "./settings";

export type Range = { min: number; max: number; step: number };
export type TermRange = Range & { options: readonly number[] | null };

/** The vehicle-page slider or the sidebar calculator: their amount ceilings differ. */
export type CalculatorPlacement = "vehicle" | "sidebar";

export type CalculatorContext = {
  placement: CalculatorPlacement;
  price?: number | null;
  /** The lender or plan the calculator quotes for, as carried on the car. */
  lender?: FinanceLender | null;
};

export type CalculatorBounds = {
  amount: Range;
  term: TermRange;
  interest: Range;
  deposit: Range;
  residual: Range;
};

export const DEFAULT_AMOUNT = 30_000;
export const AMOUNT_SLIDER_MAX = 100_000;
export const AMOUNT_SIDEBAR_MAX = 250_000;
const AMOUNT_STEP = 500;
/** Above $100,000 some sites let the slider reach 5% past the price. */
const PRICE_HEADROOM = 1.05;
const TERM_MIN_YEARS = 1;
const TERM_STEP_YEARS = 0.5;
const SIDEBAR_TERM_YEARS = 5;
const DEFAULT_INTEREST_RANGE = { min: 0.5, max: 15 };
const INTEREST_STEP = 0.5;
const MONEY_RANGE: Range = { min: 0, max: 250_000, step: 0.5 };

export function calculatorBounds(
  input: FinanceSettingsInput,
  context: CalculatorContext,
): CalculatorBounds {
  const settings = resolveFinanceSettings(input);
  const lender = context.lender ? lenderSettingsFor(settings, context.lender.financeProvider) : {};
  const interest = settings.interestRange ?? DEFAULT_INTEREST_RANGE;
  return {
    amount: {
      min: Math.max(settings.minAmount, lender.minAmount ?? 0),
      max: amountMax(settings, context),
      step: AMOUNT_STEP,
    },
    term: termRange(settings),
    interest: {
      min: lender.interestMin ?? interest.min,
      max: lender.interestMax ?? interest.max,
      step: INTEREST_STEP,
    },
    deposit: MONEY_RANGE,
    residual: MONEY_RANGE,
  };
}

function amountMax(settings: FinanceSettings, { placement, price }: CalculatorContext): number {
  if (placement === "sidebar") return AMOUNT_SIDEBAR_MAX;
  if (settings.amountMaxFollowsPrice && price != null && price > AMOUNT_SLIDER_MAX) {
    // Whole dollars: 200000 × 1.05 is 210000.00000000003 in binary.
    return Math.round(price * PRICE_HEADROOM);
  }
  return AMOUNT_SLIDER_MAX;
}

function termRange(settings: FinanceSettings): TermRange {
  const options = [...(settings.termYearOptions ?? [])].filter((y) => y > 0).sort((a, b) => a - b);
  const first = options[0];
  const last = options.at(-1);
  if (first !== undefined && last !== undefined) {
    return { min: first, max: last, step: TERM_STEP_YEARS, options };
  }
  const max = Math.max(TERM_MIN_YEARS, settings.maxTermYears);
  return { min: TERM_MIN_YEARS, max, step: TERM_STEP_YEARS, options: null };
}

/** Into [min, max]; a missing or non-numeric value becomes the minimum. */
export function clamp(value: number | null | undefined, range: Range): number {
  if (value == null || !Number.isFinite(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, value));
}

/**
 * A term inside the range; with custom options, the nearest option (a tie goes to the shorter
 * term, the smaller commitment).
 */
export function clampTerm(value: number | null | undefined, range: TermRange): number {
  const clamped = clamp(value, range);
  if (!range.options) return clamped;
  let best = range.min;
  for (const option of range.options) {
    if (Math.abs(option - clamped) < Math.abs(best - clamped)) best = option;
  }
  return best;
}

/**
 * The amount is not clamped, so a shopper can type past the slider and see the message;
 * only negative (or non-numeric) amounts become 0.
 */
export function normaliseAmount(value: number | null | undefined): number {
  return value != null && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * 'Cannot be less than $1,000 or more than $250,000' at or beyond either bound, else null.
 * The ceiling in the text is always $250,000, even on the $100,000 slider.
 */
export function amountMessage(value: number | null | undefined, range: Range): string | null {
  const amount = normaliseAmount(value);
  if (amount > range.min && amount < range.max) return null;
  return `Cannot be less than ${formatPrice(range.min)} or more than $250,000`;
}

export type CalculatorValues = {
  amount: number;
  termYears: number;
  interest: number;
  deposit: number;
  residual: number;
  establishmentFees: number;
  frequency: Frequency;
};

/** Where the calculator starts, already inside the bounds. */
export function calculatorDefaults(
  input: FinanceSettingsInput,
  context: CalculatorContext,
): CalculatorValues {
  const settings = resolveFinanceSettings(input);
  const bounds = calculatorBounds(settings, context);
  const price = context.price;
  const term = context.placement === "sidebar" ? SIDEBAR_TERM_YEARS : settings.defaultTermYears;
  return {
    amount: price != null && price > 0 ? price : DEFAULT_AMOUNT,
    termYears: clampTerm(term, bounds.term),
    interest: clamp(settings.defaultInterestRate, bounds.interest),
    deposit: 0,
    residual: 0,
    establishmentFees: establishmentFeesFor(settings, context.lender ?? null),
    frequency: "week",
  };
}

/** The site's figure for the lender (e.g. 1300), else the plan's, else 0. */
export function establishmentFeesFor(
  input: FinanceSettingsInput,
  lender: FinanceLender | null,
): number {
  if (!lender) return 0;
  const configured = lenderSettingsFor(resolveFinanceSettings(input), lender.financeProvider);
  const fees = configured.establishmentFees ?? lender.establishmentFees ?? 0;
  return Number.isFinite(fees) && fees > 0 ? fees : 0;
}
