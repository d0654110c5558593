/**
 * Every eligible lender for a car side by side: the car's own plans
 * (finance_lenders) and the site's configured plans for providers the car does not carry, each
 * priced on the car with its own rate, term, deposit, balloon and fees, at every frequency.
 * Eligibility is the domain's table, so a lender the car may not advertise never appears.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car, FinanceLender } from "@/domain/car/car";
import { establishmentFeesFor } from "@/domain/finance/bounds";
import { lenderEligibility } from "@/domain/finance/eligibility";
import { calculateRepayment, FREQUENCY_NAMES, type Frequency } from "@/domain/finance/repayment";
import {
  type FinanceSettings,
  lenderSettingsFor,
  providerKey,
  resolveFinanceSettings,
} from "@/domain/finance/settings";
import { financeSettingsFor } from "./finance-settings";

type LenderConfig = SiteConfig["finance"]["lenders"][number];

/** How each configured provider is named when the site gives no name. */
const PROVIDER_NAMES: Record<LenderConfig["financeProvider"], string> = {
  taurus: "Taurus",
  "360-finance": "360 Finance",
  ausloans: "AusLoans",
  manual: "Dealer finance",
  angle: "Angle Finance",
  powertorque: "Powertorque",
  "nissan-finance": "Nissan Finance",
};

export type LenderRow = {
  provider: string;
  name: string;
  interestRate: number;
  comparisonRate: number | null;
  /** Shown instead of a comparison rate the plan does not state (e.g. 8.38% to 19.42%). */
  comparisonRange: { min: number; max: number } | null;
  termYears: number;
  deposit: number;
  balloon: number;
  fees: number;
  /** Whole dollars per period; 0 when the loan is nothing. */
  repayments: Record<Frequency, number>;
  /** Weekly repayments over the term plus the balloon. */
  totalPayable: number;
};

/** A configured plan as the car would carry it: its balloon, a percentage, priced on the car. */
function planLender(plan: LenderConfig, price: number): FinanceLender {
  return {
    financeProvider: plan.financeProvider,
    interestRate: plan.interestRate,
    comparisonRate: plan.comparisonRate ?? plan.comparisonRateFallback?.min ?? null,
    advertisedRate: plan.advertisedRate,
    establishmentFees: plan.establishmentFees,
    termYears: plan.termYears,
    termMonths: plan.termMonths,
    deposit: plan.deposit,
    balloon: Math.round((price * plan.balloon) / 100),
    disclaimer: plan.disclaimer || null,
  };
}

function termOf(lender: FinanceLender, settings: FinanceSettings): number {
  if (lender.termYears) return lender.termYears;
  if (lender.termMonths) return lender.termMonths / 12;
  if (lender.termWeeks) return lender.termWeeks / 52;
  return settings.defaultTermYears;
}

/** The site's name for the provider, else its usual name, else the name the car gives. */
export function lenderName(provider: string, config: SiteConfig): string {
  const key = providerKey(provider);
  const plan = config.finance.lenders.find((p) => providerKey(p.financeProvider) === key);
  if (plan?.name) return plan.name;
  const known = Object.entries(PROVIDER_NAMES).find(([id]) => providerKey(id) === key);
  return known?.[1] ?? provider;
}

function priceRow(
  car: Car,
  lender: FinanceLender,
  settings: FinanceSettings,
  plan: LenderConfig | null,
): LenderRow {
  const base = {
    amount: car.price,
    deposit: lender.deposit ?? 0,
    residual: lender.balloon ?? 0,
    establishmentFees: establishmentFeesFor(settings, lender),
    interest: lender.interestRate,
    termYears: termOf(lender, settings),
    rounding: lenderSettingsFor(settings, lender.financeProvider).rounding ?? null,
  };
  const repayments = Object.fromEntries(
    FREQUENCY_NAMES.map((f) => [f, calculateRepayment({ ...base, frequency: f })?.payment ?? 0]),
  ) as Record<Frequency, number>;
  const statesNoRate = plan !== null && plan.comparisonRate === null;
  return {
    provider: lender.financeProvider,
    name: "",
    interestRate: lender.interestRate ?? 0,
    comparisonRate: statesNoRate ? null : lender.comparisonRate,
    comparisonRange: statesNoRate ? plan.comparisonRateFallback : null,
    termYears: base.termYears,
    deposit: base.deposit,
    balloon: base.residual,
    fees: base.establishmentFees,
    repayments,
    totalPayable: calculateRepayment({ ...base, frequency: "week" })?.totalPayable ?? 0,
  };
}

export function compareLenders(car: Car, config: SiteConfig, now: Date = new Date()): LenderRow[] {
  const settings = resolveFinanceSettings(financeSettingsFor(config, car));
  if (!(car.price > 0)) return [];
  const carried = Object.entries(car.finance_lenders).map(([key, l]) =>
    l.financeProvider ? l : { ...l, financeProvider: key },
  );
  const carriedKeys = new Set(carried.map((l) => providerKey(l.financeProvider)));
  const candidates = carried.map((lender) => ({ lender, plan: null as LenderConfig | null }));
  for (const plan of config.finance.lenders) {
    if (carriedKeys.has(providerKey(plan.financeProvider))) continue;
    const lender = planLender(plan, car.price);
    // A plan states no payment of its own: its payments are what it works out to on this car.
    const row = priceRow(car, lender, settings, plan);
    lender.paymentWeek = row.repayments.week;
    lender.paymentMonth = row.repayments.month;
    candidates.push({ lender, plan });
  }
  return candidates
    .filter(({ lender }) => lenderEligibility(car, lender, settings, now).ok)
    .map(({ lender, plan }) => ({
      ...priceRow(car, lender, settings, plan),
      name: lenderName(lender.financeProvider, config),
    }))
    .filter((row) => row.repayments.week > 0)
    .sort((a, b) => a.repayments.week - b.repayments.week);
}
