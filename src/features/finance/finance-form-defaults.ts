/**
 * What the finance form (the leads feature's FinanceEnquiryForm) starts from: the calculator's
 * starting values, which already follow the finance link (vehiclePriceBudget, the car's price)
 * and any recalculation posted without JavaScript.
 */
import type { CalculatorValues } from "@/domain/finance/bounds";

export type FinanceFormDefaults = { amount?: string; deposit?: string; term_years?: string };

export function financeFormDefaults(values: CalculatorValues): FinanceFormDefaults {
  return {
    amount: String(values.amount),
    ...(values.deposit > 0 ? { deposit: String(values.deposit) } : {}),
    term_years: String(values.termYears),
  };
}
