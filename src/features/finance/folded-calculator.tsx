"use client";
/**
 * A finance calculator folded under a summary (the vehicle sidebar's quick repayment
 * calculator). It is drawn in the browser the first time it opens, with its disclaimer, so the
 * page's markup does not carry a second copy of the finance section's calculator. Without
 * JavaScript the fold holds a link to that calculator instead, which works as a plain form.
 */
import { useRef } from "react";
import { useOpenedOnce } from "@/components/ui/opened-once";
import type { CalculatorSetup } from "./calculator-setup";
import { DeferredFinanceCalculator } from "./deferred-calculators";
import { DisclaimerText, type DisclaimerTextProps } from "./disclaimer-text";
import { FINANCE_CALCULATOR_ANCHOR } from "./finance-link";

type Props = {
  summary: string;
  setup: CalculatorSetup;
  /** Shown under the calculator, drawn with it. */
  disclaimer: DisclaimerTextProps;
};

export function FoldedCalculator({ summary, setup, disclaimer }: Props) {
  const fold = useRef<HTMLDetailsElement>(null);
  const opened = useOpenedOnce(fold);
  return (
    <details ref={fold} className="group rounded-brand border border-ink/15">
      <summary className="cursor-pointer px-4 py-2.5 text-sm font-semibold">{summary}</summary>
      <div className="space-y-4 border-t border-ink/15 p-4">
        {opened ? (
          <>
            <DeferredFinanceCalculator setup={setup} />
            <DisclaimerText {...disclaimer} />
          </>
        ) : (
          <noscript>
            <a
              href={`#${FINANCE_CALCULATOR_ANCHOR}`}
              className="font-semibold text-brand underline underline-offset-4"
            >
              Work out your repayments in the finance calculator
            </a>
          </noscript>
        )}
      </div>
    </details>
  );
}
