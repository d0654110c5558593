/**
 * The finance calculator's state as pure functions: what each change does to the values (clamped
 * to the calculator's bounds), and what the shopper sees for a set of values. The client island
 * runs them in a reducer; the server runs the same ones for the first paint and for a
 * recalculation posted without JavaScript, so both always show the same figures.
 */
import {
  amountMessage,
  type CalculatorBounds,
  type CalculatorValues,
  clamp,
  clampTerm,
  normaliseAmount,
  type Range,
} from "@/domain/finance/bounds";
import {
  calculateRepayment,
  displayRepayment,
  type Frequency,
  type RepaymentDisplay,
} from "@/domain/finance/repayment";
import type { RoundingRule } from "@/domain/finance/settings";

export type CalculatorField = "amount" | "deposit" | "residual" | "termYears" | "interest";

export type CalculatorAction =
  | { type: "set"; field: CalculatorField; value: number | null }
  | { type: "frequency"; frequency: Frequency };

export type CalculatorState = {
  values: CalculatorValues;
  /** Whether the shopper has changed anything yet (event 26 fires on the first change). */
  used: boolean;
};

/** A change applied within the bounds: the amount is only kept non-negative, so the message shows. */
export function applyChange(
  values: CalculatorValues,
  action: CalculatorAction,
  bounds: CalculatorBounds,
): CalculatorValues {
  if (action.type === "frequency") return { ...values, frequency: action.frequency };
  const { field, value } = action;
  switch (field) {
    case "amount":
      return { ...values, amount: normaliseAmount(value) };
    case "termYears":
      return { ...values, termYears: clampTerm(value, bounds.term) };
    case "interest":
      return { ...values, interest: clamp(value, bounds.interest) };
    case "deposit":
      return { ...values, deposit: clamp(value ?? 0, bounds.deposit) };
    case "residual":
      return { ...values, residual: clamp(value ?? 0, bounds.residual) };
  }
}

export function reduceCalculator(
  state: CalculatorState,
  action: CalculatorAction,
  bounds: CalculatorBounds,
): CalculatorState {
  return { values: applyChange(state.values, action, bounds), used: true };
}

export type CalculatorOutcome = {
  display: RepaymentDisplay;
  /** 'Cannot be less than $1,000 or more than $250,000', or null. */
  amountMessage: string | null;
  /** Amount less deposit plus fees: what is borrowed. */
  financed: number;
  /** Interest over the loan; null when the calculator invites an enquiry instead. */
  interestTotal: number | null;
  payments: number;
};

export type OutcomeOptions = {
  rounding: RoundingRule | null;
  /** The amounts a shopper may type (the slider may stop sooner). */
  messageRange: Range;
};

export function calculatorOutcome(
  values: CalculatorValues,
  { rounding, messageRange }: OutcomeOptions,
): CalculatorOutcome {
  const repayment = calculateRepayment({ ...values, rounding });
  const display = displayRepayment(repayment);
  return {
    display,
    amountMessage: amountMessage(values.amount, messageRange),
    financed: repayment?.principal ?? 0,
    interestTotal:
      repayment && !display.enquire
        ? Math.max(0, repayment.totalPayable - repayment.principal)
        : null,
    payments: repayment?.periods ?? 0,
  };
}
