/**
 * The calculator's inputs: amount and deposit as money fields with quick-picks, the amount and
 * interest sliders, the term (a slider, or a toggle of the site's year options), the optional
 * balloon and the frequency toggle. Names match calculator-query.ts for the GET form.
 */
import type { Dispatch } from "react";
import { MoneyInput, NumberInput } from "@/components/ui/number-input";
import { SegmentedToggle } from "@/components/ui/segmented-toggle";
import { Slider } from "@/components/ui/slider";
import type { CalculatorValues } from "@/domain/finance/bounds";
import { FREQUENCY_NAMES, type Frequency } from "@/domain/finance/repayment";
import { formatPrice } from "@/domain/format/price";
import { CALCULATOR_PARAMS as P, pickParam } from "./calculator-query";
import type { CalculatorSetup } from "./calculator-setup";
import type { CalculatorAction, CalculatorOutcome } from "./calculator-state";
import { rateText, shortMoney, yearsText } from "./money-labels";

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  week: "Weekly",
  fortnight: "Fortnightly",
  month: "Monthly",
};

const FREQUENCY_OPTIONS = FREQUENCY_NAMES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }));

const picks = (values: readonly number[]) =>
  values.map((value) => ({ value, label: shortMoney(value) }));

type Props = {
  setup: CalculatorSetup;
  values: CalculatorValues;
  outcome: CalculatorOutcome;
  dispatch: Dispatch<CalculatorAction>;
};

export function CalculatorFields({ setup, values, outcome, dispatch }: Props) {
  const { bounds } = setup;
  const set =
    (field: Exclude<keyof CalculatorValues, "frequency" | "establishmentFees">) =>
    (value: number | null) =>
      dispatch({ type: "set", field, value });
  return (
    <div className="flex flex-col gap-5">
      <div>
        <MoneyInput
          label="Purchase price"
          name={P.amount}
          value={values.amount}
          onValueChange={set("amount")}
          error={outcome.amountMessage}
          quickPicks={picks(setup.amountPicks)}
          pickName={pickParam("amount")}
        />
        <Slider
          label="Adjust the purchase price"
          hideLabel
          value={values.amount}
          {...bounds.amount}
          onValueChange={set("amount")}
          valueText={formatPrice(values.amount)}
          minLabel={formatPrice(bounds.amount.min)}
          maxLabel={formatPrice(bounds.amount.max)}
          className="mt-2"
        />
      </div>
      <MoneyInput
        label="Deposit or trade-in"
        name={P.deposit}
        value={values.deposit}
        onValueChange={set("deposit")}
        quickPicks={picks(setup.depositPicks)}
        pickName={pickParam("deposit")}
      />
      {setup.showResidual ? (
        <MoneyInput
          label="Balloon (final payment)"
          name={P.residual}
          value={values.residual}
          onValueChange={set("residual")}
          hint="Paid in one sum at the end of the loan; it lowers each repayment."
        />
      ) : null}
      {bounds.term.options ? (
        <SegmentedToggle
          legend="Loan term"
          name={P.termYears}
          options={bounds.term.options.map((y) => ({ value: String(y), label: yearsText(y) }))}
          value={String(values.termYears)}
          onValueChange={(v) => set("termYears")(Number(v))}
        />
      ) : (
        <Slider
          label="Loan term"
          name={P.termYears}
          value={values.termYears}
          min={bounds.term.min}
          max={bounds.term.max}
          step={bounds.term.step}
          onValueChange={set("termYears")}
          valueText={yearsText(values.termYears)}
          minLabel={yearsText(bounds.term.min)}
          maxLabel={yearsText(bounds.term.max)}
        />
      )}
      <div>
        <NumberInput
          label="Interest rate"
          name={P.interest}
          suffix="% p.a."
          decimals={2}
          padDecimals={false}
          group={false}
          value={values.interest}
          onValueChange={set("interest")}
          hint={`${rateText(bounds.interest.min)} to ${rateText(bounds.interest.max)}`}
        />
        <Slider
          label="Adjust the interest rate"
          hideLabel
          value={values.interest}
          {...bounds.interest}
          onValueChange={set("interest")}
          valueText={rateText(values.interest)}
          className="mt-2"
        />
      </div>
      <SegmentedToggle
        legend="Repayment frequency"
        name={P.frequency}
        options={FREQUENCY_OPTIONS}
        value={values.frequency}
        onValueChange={(frequency) => dispatch({ type: "frequency", frequency })}
      />
    </div>
  );
}
