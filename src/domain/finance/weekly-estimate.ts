/**
 * The "from $X/wk" figure on search cards and the vehicle sidebar's finance button.
 * Sources, first that applies: the car's external quote, the eligible lender's weekly payment,
 * else the vehicle-page calculator's opening figure (price, nothing down, the site's default
 * rate and term) so the card and the calculator a click away agree.
 * Null whenever finance must not show: a never-show rule, an unavailable or ≤ $500 car,
 * lenders on the car none of which is eligible, or a repayment too small to quote.
 */
import { type Car, isAvailable } from "@/domain/car/car";
import { calculatorDefaults } from "./bounds";
import { type FinanceCar, financeBlocked, pickLender } from "./eligibility";
import { calculateRepayment, MIN_SHOWN_REPAYMENT } from "./repayment";
import { type FinanceSettingsInput, lenderSettingsFor, resolveFinanceSettings } from "./settings";

export type WeeklyEstimate = { amount: number; source: "quote" | "lender" | "calculated" };
export type EstimateCar = FinanceCar & Pick<Car, "youxQuote">;

const MIN_FINANCED_PRICE = 500;

export function weeklyEstimate(
  car: EstimateCar,
  input: FinanceSettingsInput = {},
  now: Date = new Date(),
): WeeklyEstimate | null {
  const settings = resolveFinanceSettings(input);
  if (financeBlocked(car, settings)) return null;
  if (!isAvailable(car) || !(car.price > MIN_FINANCED_PRICE)) return null;

  // The quote carries its own rates, so it stands without a lender on the car.
  const quoted = car.youxQuote?.weeklyRepaymentAmount;
  if (quoted != null && quoted > 0) return shown(quoted, "quote");

  const hasLenders = Object.keys(car.finance_lenders).length > 0;
  const picked = hasLenders ? pickLender(car, settings, now) : null;
  if (picked && !picked.ok) return null;
  const lender = picked?.ok ? picked.value : null;
  if (lender?.paymentWeek != null && lender.paymentWeek > 0) {
    return shown(lender.paymentWeek, "lender");
  }

  const start = calculatorDefaults(settings, { placement: "vehicle", price: car.price, lender });
  const repayment = calculateRepayment({
    ...start,
    frequency: "week",
    rounding: lender ? lenderSettingsFor(settings, lender.financeProvider).rounding : null,
  });
  return repayment ? shown(repayment.payment, "calculated") : null;
}

/** Whole dollars up, as the calculator shows them; at or below $25 nothing is quoted. */
function shown(amount: number, source: WeeklyEstimate["source"]): WeeklyEstimate | null {
  const whole = Math.ceil(amount);
  return whole > MIN_SHOWN_REPAYMENT ? { amount: whole, source } : null;
}
