import { describe, expect, it } from "vitest";
import { type CalculatorValues, calculatorBounds } from "@/domain/finance/bounds";
import { applyChange, calculatorOutcome, reduceCalculator } from "./calculator-state";

const bounds = calculatorBounds({}, { placement: "vehicle" });
const start: CalculatorValues = {
  amount: 30000,
  deposit: 0,
  residual: 0,
  termYears: 5,
  interest: 10,
  establishmentFees: 0,
  frequency: "week",
};
const options = { rounding: null, messageRange: { min: 1000, max: 250000, step: 500 } };

describe("applyChange", () => {
  it("keeps the typed amount, even past the slider, but never below 0", () => {
    expect(applyChange(start, { type: "set", field: "amount", value: 180000 }, bounds).amount).toBe(
      180000,
    );
    expect(applyChange(start, { type: "set", field: "amount", value: -5 }, bounds).amount).toBe(0);
    expect(applyChange(start, { type: "set", field: "amount", value: null }, bounds).amount).toBe(
      0,
    );
  });

  it("clamps term, interest, deposit and balloon into their ranges", () => {
    const set = (field: "termYears" | "interest" | "deposit" | "residual", value: number | null) =>
      applyChange(start, { type: "set", field, value }, bounds)[field];
    expect(set("termYears", 9)).toBe(7);
    expect(set("termYears", 0)).toBe(1);
    expect(set("interest", 22)).toBe(15);
    expect(set("interest", 0)).toBe(0.5);
    expect(set("interest", 8.49)).toBe(8.49);
    expect(set("deposit", 300000)).toBe(250000);
    expect(set("deposit", -1)).toBe(0);
    // An emptied money field counts as nothing down, not as the minimum of some other range.
    expect(set("deposit", null)).toBe(0);
    expect(set("residual", null)).toBe(0);
  });

  it("snaps the term to the site's year options", () => {
    const options5 = calculatorBounds(
      { termYearOptions: [1, 2, 3, 4, 5] },
      { placement: "vehicle" },
    );
    const next = applyChange(start, { type: "set", field: "termYears", value: 4.4 }, options5);
    expect(next.termYears).toBe(4);
  });

  it("switches frequency and touches nothing else", () => {
    const next = applyChange(start, { type: "frequency", frequency: "month" }, bounds);
    expect(next).toEqual({ ...start, frequency: "month" });
  });
});

describe("reduceCalculator", () => {
  it("marks the calculator used on the first change and keeps it so", () => {
    const first = reduceCalculator(
      { values: start, used: false },
      { type: "frequency", frequency: "fortnight" },
      bounds,
    );
    expect(first.used).toBe(true);
    const second = reduceCalculator(first, { type: "set", field: "amount", value: 20000 }, bounds);
    expect(second).toEqual({
      values: { ...start, frequency: "fortnight", amount: 20000 },
      used: true,
    });
  });
});

describe("calculatorOutcome", () => {
  // payment = P·r / (1 − (1+r)^−n), r = 10 / 100 / 52 = 0.0019231, n = 5 × 52 = 260:
  // (1+r)^−260 = 0.60682, so 30000 × 0.0019231 / 0.39318 = 146.73, rounded up to $147;
  // total 147 × 260 = $38,220, interest 38,220 − 30,000 = $8,220.
  it("shows a $30,000 loan at 10% over 5 years as $147 a week", () => {
    const outcome = calculatorOutcome(start, options);
    expect(outcome.display).toEqual({
      repayment: "$147",
      suffix: "wk",
      total: "$38,220",
      enquire: false,
    });
    expect(outcome).toMatchObject({ financed: 30000, interestTotal: 8220, payments: 260 });
    expect(outcome.amountMessage).toBeNull();
  });

  // Monthly: r = 0.1 / 12 = 0.0083333, n = 60, (1+r)^−60 = 0.60779 → 250 / 0.39221 = 637.41 → $638.
  it("recalculates for a monthly frequency", () => {
    const outcome = calculatorOutcome({ ...start, frequency: "month" }, options);
    expect(outcome.display).toMatchObject({ repayment: "$638", suffix: "mo", total: "$38,280" });
  });

  it("invites an enquiry with a blank total at $25 or less", () => {
    // $1,000 at 10% over 7 years weekly: 3.82 → $4.
    const outcome = calculatorOutcome({ ...start, amount: 1000, termYears: 7 }, options);
    expect(outcome.display).toEqual({
      repayment: "Enquire for Finance",
      suffix: "",
      total: "",
      enquire: true,
    });
    expect(outcome.interestTotal).toBeNull();
  });

  it("gives the bounds message at or beyond the amounts a shopper may type", () => {
    const message = "Cannot be less than $1,000 or more than $250,000";
    expect(calculatorOutcome({ ...start, amount: 1000 }, options).amountMessage).toBe(message);
    expect(calculatorOutcome({ ...start, amount: 250000 }, options).amountMessage).toBe(message);
    expect(calculatorOutcome({ ...start, amount: 0 }, options).amountMessage).toBe(message);
    expect(calculatorOutcome({ ...start, amount: 1500 }, options).amountMessage).toBeNull();
  });

  it("counts the deposit out and the fee in", () => {
    // principal 30000 − 5000 + 495 = 25,495
    const outcome = calculatorOutcome({ ...start, deposit: 5000, establishmentFees: 495 }, options);
    expect(outcome.financed).toBe(25495);
  });
});
