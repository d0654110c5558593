"use client";
/**
 * The finance calculator island: the only part of the finance section that needs JavaScript.
 * Every change goes through the pure reducer (calculator-state.ts) and the figures update at
 * once; the first change sends event 26. The server renders the same component with the same
 * starting values, so the figures are there before (or without) JavaScript, and the fields sit
 * in a GET form that recalculates on the server when JavaScript is off (docs/adr/0030).
 */
import { type KeyboardEvent, type ReactNode, useEffect, useReducer, useState } from "react";
import { CalculatorFields } from "./calculator-fields";
import { CalculatorResult } from "./calculator-result";
import type { CalculatorSetup } from "./calculator-setup";
import type { CalculatorAction } from "./calculator-state";
import { calculatorOutcome, reduceCalculator } from "./calculator-state";
import { FINANCE_CALCULATOR_ANCHOR } from "./finance-link";
import { reportFirstUse } from "./first-use";

export type FinanceCalculatorProps = {
  setup: CalculatorSetup;
  /** Calls to action under the figures (Enquire Now, Get Finance Now). */
  children?: ReactNode;
};

/** Enter in a field recalculates nothing new with JavaScript on; it must not press a quick-pick. */
function keepEnterInField(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === "Enter" && (event.target as HTMLElement).tagName === "INPUT") {
    event.preventDefault();
  }
}

export function FinanceCalculator({ setup, children }: FinanceCalculatorProps) {
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof initial>, a: CalculatorAction) => reduceCalculator(s, a, setup.bounds),
    setup,
    initial,
  );
  useEffect(() => {
    if (state.used) reportFirstUse(setup.carId);
  }, [state.used, setup.carId]);
  // Marks the form live once hydrated (browser tests wait for it before typing).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const outcome = calculatorOutcome(state.values, setup);
  return (
    <form
      method="get"
      action={`${setup.form.action}#${FINANCE_CALCULATOR_ANCHOR}`}
      onSubmit={(event) => event.preventDefault()}
      onKeyDown={keepEnterInField}
      data-live={live ? "" : undefined}
      className="flex flex-col"
    >
      {/* First submit button of the form, so that Enter without JavaScript recalculates rather
          than pressing the first quick-pick; shown last. Never rendered with JavaScript. */}
      <noscript className="order-last">
        <button
          type="submit"
          className="mt-4 w-full rounded-brand border-2 border-brand px-4 py-2 font-semibold text-brand"
        >
          Recalculate
        </button>
      </noscript>
      {setup.form.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div
        className={
          setup.compact
            ? "flex flex-col gap-4"
            : "grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]"
        }
      >
        <CalculatorFields
          setup={setup}
          values={state.values}
          outcome={outcome}
          dispatch={dispatch}
        />
        <CalculatorResult values={state.values} outcome={outcome} compact={setup.compact}>
          {children}
        </CalculatorResult>
      </div>
    </form>
  );
}

function initial(setup: CalculatorSetup) {
  return { values: setup.values, used: false };
}
