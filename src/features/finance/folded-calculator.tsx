"use client";
/**
 * A finance calculator folded under a summary (the vehicle sidebar's quick repayment
 * calculator). It is drawn in the browser the first time it opens, with its disclaimer, so the
 * page's markup does not carry a second copy of the finance section's calculator. Without
 * JavaScript the fold holds a link to that calculator instead, which works as a plain form.
 */
import { useEffect, useRef, useState } from "react";
import type { CalculatorSetup } from "./calculator-setup";
import { DisclaimerText, type DisclaimerTextProps } from "./disclaimer-text";
import { FinanceCalculator } from "./finance-calculator";
import { FINANCE_CALCULATOR_ANCHOR } from "./finance-link";

type Props = {
  summary: string;
  setup: CalculatorSetup;
  /** Shown under the calculator, drawn with it. */
  disclaimer: DisclaimerTextProps;
};

export function FoldedCalculator({ summary, setup, disclaimer }: Props) {
  const fold = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before this code ran (a slow connection): draw it now.
  useEffect(() => {
    if (fold.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={fold}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
      className="group rounded-brand border border-ink/15"
    >
      <summary className="cursor-pointer px-4 py-2.5 text-sm font-semibold">{summary}</summary>
      <div className="space-y-4 border-t border-ink/15 p-4">
        {opened ? (
          <>
            <FinanceCalculator setup={setup} />
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
