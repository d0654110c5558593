/**
 * Everything a finance calculator needs to start, worked out on the server from the site's
 * config, the car (and its lender) or a budget from a finance link: bounds, starting values,
 * rounding, quick-picks and where the no-JavaScript recalculation goes. The result is plain
 * data, handed to the client island as one prop.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car, FinanceLender } from "@/domain/car/car";
import {
  type CalculatorBounds,
  type CalculatorPlacement,
  type CalculatorValues,
  calculatorBounds,
  calculatorDefaults,
  clampTerm,
  type Range,
} from "@/domain/finance/bounds";
import {
  lenderSettingsFor,
  type RoundingRule,
  resolveFinanceSettings,
} from "@/domain/finance/settings";
import type { CalculatorQuery } from "./calculator-query";
import { applyChange, type CalculatorField } from "./calculator-state";
import { financeSettingsFor } from "./finance-settings";

/** Above this price a site may let the vehicle slider reach 5% past the price. */
const PRICE_HEADROOM = 1.05;
const DEPOSIT_PICKS = [0, 1000, 2500, 5000, 10000] as const;

export type CalculatorForm = {
  /** Path the GET form recalculates on (its own page, or the finance page from a car). */
  action: string;
  /** Parameters carried along, e.g. the finance link's car_id. */
  hidden: [string, string][];
};

export type CalculatorSetup = {
  placement: CalculatorPlacement;
  values: CalculatorValues;
  bounds: CalculatorBounds;
  /** Amounts a shopper may type before the bounds message shows (the slider may stop sooner). */
  messageRange: Range;
  rounding: RoundingRule | null;
  amountPicks: number[];
  depositPicks: number[];
  /** The narrow one-column layout of the sidebar. */
  compact: boolean;
  /** The residual (balloon) field; the compact sidebar calculator leaves it out. */
  showResidual: boolean;
  carId: number | null;
  form: CalculatorForm;
};

export type SetupContext = {
  placement: CalculatorPlacement;
  car?: Pick<Car, "id" | "price" | "make" | "car_type"> | null;
  lender?: FinanceLender | null;
  /** vehiclePriceBudget of a finance link, used when there is no car. */
  budget?: number | null;
  /** Values posted back by the GET form. */
  query?: CalculatorQuery;
  /** The narrow sidebar calculator: no balloon field. */
  compact?: boolean;
  form: CalculatorForm;
};

function amountMax(config: SiteConfig, placement: CalculatorPlacement, price: number | null) {
  const f = config.finance;
  if (placement === "sidebar") return f.sidebarAmountMax;
  if (f.sliderMaxFromPrice && price !== null && price > f.sliderAmountMax) {
    return Math.round(price * PRICE_HEADROOM);
  }
  return f.sliderAmountMax;
}

const positive = (n: number | null | undefined) => (n != null && n > 0 ? n : null);

export function calculatorSetup(config: SiteConfig, context: SetupContext): CalculatorSetup {
  const { placement, car = null, lender = null, query = {} } = context;
  const settings = resolveFinanceSettings(financeSettingsFor(config, car));
  const price = positive(car?.price) ?? positive(context.budget);
  const domainContext = { placement, price, lender };

  const base = calculatorBounds(settings, domainContext);
  const bounds = {
    ...base,
    amount: { ...base.amount, max: amountMax(config, placement, price) },
  };
  const defaults = calculatorDefaults(settings, domainContext);
  const term =
    placement === "sidebar"
      ? config.finance.sidebarDefaultTermYears
      : config.finance.defaultTermYears;
  let values: CalculatorValues = {
    ...defaults,
    amount: price ?? config.finance.defaultAmount,
    termYears: clampTerm(term, bounds.term),
    frequency: config.finance.defaultFrequency,
  };
  for (const [field, value] of Object.entries(query)) {
    values =
      field === "frequency"
        ? applyChange(
            values,
            { type: "frequency", frequency: value as CalculatorValues["frequency"] },
            bounds,
          )
        : applyChange(
            values,
            { type: "set", field: field as CalculatorField, value: value as number },
            bounds,
          );
  }

  const messageRange = {
    ...bounds.amount,
    max: Math.max(config.finance.sidebarAmountMax, bounds.amount.max),
  };
  const rounding = lender
    ? (lenderSettingsFor(settings, lender.financeProvider).rounding ?? null)
    : null;
  return {
    placement,
    values,
    bounds,
    messageRange,
    rounding,
    amountPicks: config.search.priceFilter.quickPicks.filter(
      (p) => p >= bounds.amount.min && p <= messageRange.max,
    ),
    depositPicks: [...DEPOSIT_PICKS],
    compact: context.compact ?? false,
    showResidual: !context.compact,
    carId: car?.id ?? null,
    form: context.form,
  };
}
