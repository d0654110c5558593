/**
 * Whether a car shows finance on this site, and through which lender: the domain's never-show
 * and eligibility rules with the site's settings. A car without lenders still gets the built-in
 * calculator (lender null); a car whose lenders are all ineligible gets no finance at all.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { type Car, type FinanceLender, isAvailable } from "@/domain/car/car";
import { financeBlocked, pickLender } from "@/domain/finance/eligibility";
import { type FinanceSettingsInput, providerKey } from "@/domain/finance/settings";
import { financeSettingsFor } from "./finance-settings";

export type FinanceOffer = { settings: FinanceSettingsInput; lender: FinanceLender | null };

export function financeOffer(
  car: Car,
  config: SiteConfig,
  now: Date = new Date(),
): FinanceOffer | null {
  const settings = financeSettingsFor(config, car);
  if (financeBlocked(car, settings) || !isAvailable(car)) return null;
  if (Object.keys(car.finance_lenders).length === 0) return { settings, lender: null };
  const picked = pickLender(car, settings, now);
  return picked.ok ? { settings, lender: picked.value } : null;
}

/** The lender's own disclaimer, else the site's plan for that provider, else the site's. */
export function disclaimerFor(config: SiteConfig, lender: FinanceLender | null): string {
  const own = lender?.disclaimer?.trim();
  if (own) return own;
  const wanted = lender ? providerKey(lender.financeProvider) : null;
  const plan = config.finance.lenders.find((l) => providerKey(l.financeProvider) === wanted);
  return plan?.disclaimer.trim() || config.finance.disclaimer;
}

/** Where the calculator's Enquire Now goes: the vehicle page's finance form, or the finance page. */
export function enquireTarget(
  config: SiteConfig,
  car: Pick<Car, "slug">,
  financePageLink: string,
): string {
  return config.finance.calculatorEnquiryTarget === "vehicle"
    ? `/cars/${car.slug}#finance-form`
    : financePageLink;
}
