/**
 * The vehicle sidebar's finance: the weekly figure as a button to the finance calculator
 * (#finance-calculator), a link to the finance disclaimer (#finance-disclaimer), and a compact
 * calculator (amounts to $250,000, 5 years to start) that opens in place, drawn when it first
 * opens, with its own disclaimer toggle. Nothing renders for a car that may not show finance.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { weeklyEstimate } from "@/domain/finance/weekly-estimate";
import { formatPrice } from "@/domain/format/price";
import { calculatorSetup } from "./calculator-setup";
import {
  FINANCE_CALCULATOR_ANCHOR,
  FINANCE_DISCLAIMER_ANCHOR,
  financeLinkParams,
  financeQueryString,
} from "./finance-link";
import { disclaimerFor, financeOffer } from "./finance-offer";
import { FoldedCalculator } from "./folded-calculator";

export type SidebarFinanceProps = { car: Car; config: SiteConfig };

export function SidebarFinance({ car, config }: SidebarFinanceProps) {
  const offer = financeOffer(car, config);
  if (!offer) return null;
  const estimate = weeklyEstimate(car, offer.settings);
  const hidden = [...new URLSearchParams(financeQueryString(financeLinkParams(car)))];
  const setup = calculatorSetup(config, {
    placement: "sidebar",
    compact: true,
    car,
    lender: offer.lender,
    form: { action: config.finance.financeLinkPath, hidden },
  });
  return (
    <div className="space-y-2">
      <a
        href={`#${FINANCE_CALCULATOR_ANCHOR}`}
        className="flex items-baseline justify-between gap-3 rounded-brand border-2 border-brand px-4 py-2.5 font-semibold text-brand hover:bg-surface"
      >
        {estimate ? (
          <>
            <span>Finance from</span>
            <span className="tabular-nums">
              <span className="text-xl font-bold">{formatPrice(estimate.amount)}</span>/wk*
              <span className="sr-only"> per week, see the finance calculator</span>
            </span>
          </>
        ) : (
          <span>Calculate your repayments</span>
        )}
      </a>
      <a
        href={`#${FINANCE_DISCLAIMER_ANCHOR}`}
        className="block text-xs text-ink/80 underline underline-offset-2"
      >
        *Finance disclaimer
      </a>
      <FoldedCalculator
        summary="Quick repayment calculator"
        setup={setup}
        disclaimer={{
          text: disclaimerFor(config, offer.lender),
          hideToggle: config.finance.hideDisclaimerToggle,
        }}
      />
    </div>
  );
}
