/**
 * The calculator's answer: the repayment per period (or 'Enquire for Finance' at $25 or less,
 * with a blank total), the total payable and how it is made up. The repayment is an <output>,
 * a polite live region, so a screen reader hears each new figure without the whole panel.
 */
import type { ReactNode } from "react";
import type { CalculatorValues } from "@/domain/finance/bounds";
import { formatPrice } from "@/domain/format/price";
import type { CalculatorOutcome } from "./calculator-state";
import { moneyText } from "./money-labels";

const PAYMENT_WORDS = { week: "weekly", fortnight: "fortnightly", month: "monthly" } as const;
const PER = { week: "per week", fortnight: "per fortnight", month: "per month" } as const;

type Props = {
  values: CalculatorValues;
  outcome: CalculatorOutcome;
  compact: boolean;
  children?: ReactNode;
};

export function CalculatorResult({ values, outcome, compact, children }: Props) {
  const { display } = outcome;
  const rows: [string, string][] = [
    ["Total payable", display.total],
    ["Amount financed", display.enquire ? "" : formatPrice(outcome.financed)],
    ["Total interest", outcome.interestTotal === null ? "" : formatPrice(outcome.interestTotal)],
  ];
  if (values.establishmentFees > 0) {
    rows.push(["Establishment fee (financed)", moneyText(values.establishmentFees)]);
  }
  if (values.residual > 0) rows.push(["Final balloon payment", formatPrice(values.residual)]);
  return (
    <div
      className={`flex flex-col gap-4 rounded-brand bg-surface p-5 ${compact ? "" : "md:sticky md:top-4 md:self-start"}`}
    >
      <div>
        <p className="text-sm font-semibold">Estimated repayment</p>
        <output aria-live="polite" className="mt-1 block">
          {display.enquire ? (
            <span className="text-2xl font-bold text-brand">{display.repayment}</span>
          ) : (
            <>
              <span className="text-4xl font-bold tabular-nums text-brand">
                {display.repayment}
              </span>
              <span className="ml-1 text-lg font-semibold">/{display.suffix}</span>
              <span className="sr-only"> {PER[values.frequency]}</span>
            </>
          )}
        </output>
        {display.enquire ? null : (
          <p className="mt-1 text-sm text-ink/75">
            {outcome.payments} {PAYMENT_WORDS[values.frequency]} payments
          </p>
        )}
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-ink/80">{term}</dt>
            <dd className="text-right font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {children ? <div className="flex flex-col gap-2">{children}</div> : null}
    </div>
  );
}
