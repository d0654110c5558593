/**
 * Whether a car may show finance, and through which lender (each provider finances its own
 * kinds of car). Both the never-show rules and each provider's requirements are tables: adding a
 * provider is one row, and a reader sees every rule in one screen.
 */
import { type Car, type FinanceLender, isAvailable } from "@/domain/car/car";
import {
  type FinanceSettings,
  type FinanceSettingsInput,
  providerKey,
  resolveFinanceSettings,
} from "./settings";

export type IneligibleReason =
  | "finance-hidden"
  | "dealership-excluded"
  | "manufacturer-excluded"
  | "rates-missing"
  | "unknown-provider"
  | "car-too-old"
  | "price-too-low"
  | "not-available"
  | "comparison-rate-missing"
  | "weekly-payment-missing"
  | "monthly-payment-missing"
  | "no-lender";

export type Ineligible = { reason: IneligibleReason; provider: string | null };
export type Eligibility<T> = { ok: true; value: T } | { ok: false; error: Ineligible };

export type FinanceCar = Pick<
  Car,
  "year" | "price" | "status" | "make" | "dealership_slug" | "finance_lenders"
>;

/** Finance is never shown for Suzuki cars or on Suzuki dealers' sites. */
export const NEVER_FINANCED_MANUFACTURERS = ["suzuki"] as const;
const MIN_FINANCED_PRICE = 500;
/** Taurus lends on cars newer than the current year minus 12. */
const TAURUS_MAX_AGE_YEARS = 12;

const isNeverFinanced = (name: string | null | undefined) =>
  (NEVER_FINANCED_MANUFACTURERS as readonly string[]).includes((name ?? "").trim().toLowerCase());

/** Car- and site-level rules: any that applies hides finance whatever the lender. */
const NEVER_SHOW: readonly {
  reason: IneligibleReason;
  applies: (car: FinanceCar, settings: FinanceSettings) => boolean;
}[] = [
  { reason: "finance-hidden", applies: (_, s) => s.hideFinance },
  {
    reason: "dealership-excluded",
    applies: (car, s) => s.excludedDealershipSlugs.includes(car.dealership_slug),
  },
  {
    reason: "manufacturer-excluded",
    applies: (car, s) => isNeverFinanced(car.make) || isNeverFinanced(s.manufacturer),
  },
];

type Check = { car: FinanceCar; lender: FinanceLender; currentYear: number };
type Requirement = { reason: IneligibleReason; holds: (c: Check) => boolean };

/** A payment counts as present when it is a positive amount: a $0 weekly figure says nothing. */
const present = (value: number | null | undefined) => value != null && value > 0;

const REQUIRE = {
  ratesPresent: {
    reason: "rates-missing",
    holds: ({ lender }) => lender.interestRate != null && lender.comparisonRate != null,
  },
  youngCar: {
    reason: "car-too-old",
    holds: ({ car, currentYear }) => car.year > currentYear - TAURUS_MAX_AGE_YEARS,
  },
  priceOver500: { reason: "price-too-low", holds: ({ car }) => car.price > MIN_FINANCED_PRICE },
  available: { reason: "not-available", holds: ({ car }) => isAvailable(car) },
  comparisonRate: {
    reason: "comparison-rate-missing",
    holds: ({ lender }) => lender.comparisonRate != null,
  },
  weeklyPayment: {
    reason: "weekly-payment-missing",
    holds: ({ lender }) => present(lender.paymentWeek),
  },
  monthlyPayment: {
    reason: "monthly-payment-missing",
    holds: ({ lender }) => present(lender.paymentMonth),
  },
} satisfies Record<string, Requirement>;

/** Each provider's requirements, in the order the first failure is reported. */
export const PROVIDER_RULES: readonly {
  providers: readonly string[];
  requires: readonly Requirement[];
}[] = [
  {
    providers: ["Taurus"],
    requires: [REQUIRE.youngCar, REQUIRE.priceOver500, REQUIRE.available, REQUIRE.comparisonRate],
  },
  { providers: ["360 Finance", "AusLoans"], requires: [REQUIRE.available] },
  {
    providers: ["Manual", "Angle", "Powertorque"],
    requires: [REQUIRE.priceOver500, REQUIRE.available, REQUIRE.weeklyPayment],
  },
  {
    providers: ["Nissan Finance"],
    requires: [REQUIRE.priceOver500, REQUIRE.available, REQUIRE.monthlyPayment],
  },
];

/** The first car- or site-level reason to hide finance, or null when none applies. */
export function financeBlocked(
  car: FinanceCar,
  input: FinanceSettingsInput = {},
): IneligibleReason | null {
  const settings = resolveFinanceSettings(input);
  return NEVER_SHOW.find((rule) => rule.applies(car, settings))?.reason ?? null;
}

/**
 * Whether `lender` may show finance for `car`. An unknown provider is not eligible: a lender
 * nobody has written rules for is not advertised.
 */
export function lenderEligibility(
  car: FinanceCar,
  lender: FinanceLender,
  input: FinanceSettingsInput = {},
  now: Date = new Date(),
): Eligibility<FinanceLender> {
  const provider = lender.financeProvider;
  const fail = (reason: IneligibleReason): Eligibility<FinanceLender> => ({
    ok: false,
    error: { reason, provider },
  });
  const blocked = financeBlocked(car, input);
  if (blocked) return fail(blocked);
  const key = providerKey(provider);
  const rule = PROVIDER_RULES.find((r) => r.providers.some((p) => providerKey(p) === key));
  if (!rule) return fail("unknown-provider");
  const check = { car, lender, currentYear: now.getFullYear() };
  const failed = [REQUIRE.ratesPresent, ...rule.requires].find((req) => !req.holds(check));
  return failed ? fail(failed.reason) : { ok: true, value: lender };
}

/**
 * The lender the car shows finance through: the first eligible one, taking the site's
 * preferred providers first, then the car's own order. When none is eligible the error is the
 * first lender's reason (or 'no-lender' for a car without lenders).
 */
export function pickLender(
  car: FinanceCar,
  input: FinanceSettingsInput = {},
  now: Date = new Date(),
): Eligibility<FinanceLender> {
  const settings = resolveFinanceSettings(input);
  const blocked = financeBlocked(car, settings);
  if (blocked) return { ok: false, error: { reason: blocked, provider: null } };
  const results = orderedLenders(car, settings).map((l) =>
    lenderEligibility(car, l, settings, now),
  );
  const first = results[0];
  if (!first) return { ok: false, error: { reason: "no-lender", provider: null } };
  return results.find((r) => r.ok) ?? first;
}

function orderedLenders(car: FinanceCar, settings: FinanceSettings): FinanceLender[] {
  const unranked = settings.lenderOrder.length;
  const rank = (lender: FinanceLender) => {
    const key = providerKey(lender.financeProvider);
    const at = settings.lenderOrder.findIndex((p) => providerKey(p) === key);
    return at === -1 ? unranked : at;
  };
  // A plan without its provider name is known by the key it is filed under on the car.
  const lenders = Object.entries(car.finance_lenders).map(([key, lender]) =>
    lender.financeProvider ? lender : { ...lender, financeProvider: key },
  );
  // Array.prototype.sort is stable: lenders the site does not rank keep the car's order.
  return lenders.sort((a, b) => rank(a) - rank(b));
}
