/**
 * The plan the built-in quote is priced on: the site's first (preferred) lender, its advertised
 * rate, comparison rate, fees and rounding. A site without lenders quotes its default rate;
 * with no fees, the comparison rate of such a loan is its interest rate.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { QuotePlan } from "@/domain/finance/quote";
import { lenderSettingsFor, resolveFinanceSettings } from "@/domain/finance/settings";
import { financeSettingsFor } from "./finance-settings";

export function quotePlanFor(config: SiteConfig): QuotePlan {
  const [first] = config.finance.lenders;
  if (!first) {
    const rate = config.finance.defaultInterestRate;
    return { advertisedRate: rate, comparisonRate: rate };
  }
  const settings = resolveFinanceSettings(financeSettingsFor(config));
  const rate = first.advertisedRate ?? first.interestRate;
  return {
    advertisedRate: rate,
    comparisonRate: first.comparisonRate ?? first.comparisonRateFallback?.min ?? rate,
    establishmentFees: first.establishmentFees,
    rounding: lenderSettingsFor(settings, first.financeProvider).rounding,
  };
}
