import { describe, expect, it } from "vitest";
import { car, lender } from "@/domain/finance/test-fixtures";
import { calculatorSetup } from "./calculator-setup";
import { calculatorOutcome } from "./calculator-state";
import { siteConfig } from "./test-config";

const form = { action: "/finance", hidden: [] as [string, string][] };

describe("calculatorSetup", () => {
  it("starts the vehicle calculator at the price, 6 years, 10%, weekly", () => {
    const setup = calculatorSetup(siteConfig(), { placement: "vehicle", car: car(), form });
    expect(setup.values).toEqual({
      amount: 30000,
      deposit: 0,
      residual: 0,
      termYears: 6,
      interest: 10,
      establishmentFees: 0,
      frequency: "week",
    });
    expect(setup.bounds.amount).toEqual({ min: 1000, max: 100000, step: 500 });
    expect(setup.messageRange.max).toBe(250000);
    // r = 10/100/52, n = 312: 30000 × 0.0019231 / (1 − 0.54854) = 127.96 → $128
    expect(calculatorOutcome(setup.values, setup).display.repayment).toBe("$128");
  });

  it("starts the sidebar calculator at 5 years with a $250,000 ceiling", () => {
    const setup = calculatorSetup(siteConfig(), { placement: "sidebar", car: car(), form });
    expect(setup.values.termYears).toBe(5);
    expect(setup.bounds.amount.max).toBe(250000);
  });

  it("takes a finance link's budget when there is no car, else the site's default amount", () => {
    const config = siteConfig({ defaultAmount: 25000 });
    expect(
      calculatorSetup(config, { placement: "sidebar", budget: 42000, form }).values.amount,
    ).toBe(42000);
    expect(calculatorSetup(config, { placement: "sidebar", form }).values.amount).toBe(25000);
    expect(
      calculatorSetup(config, { placement: "vehicle", car: car({ price: 0 }), form }).values.amount,
    ).toBe(25000);
  });

  it("follows the site's defaults, term options and frequency", () => {
    const config = siteConfig({
      defaultTermYears: 5,
      maxTermYears: 5,
      termIncrements: [1, 2, 3, 4, 5],
      defaultInterestRate: 8,
      defaultFrequency: "month",
    });
    const setup = calculatorSetup(config, { placement: "vehicle", car: car(), form });
    expect(setup.values).toMatchObject({ termYears: 5, interest: 8, frequency: "month" });
    expect(setup.bounds.term.options).toEqual([1, 2, 3, 4, 5]);
  });

  it("lets the slider reach 1.05 × a price above its maximum where the site says so", () => {
    const config = siteConfig({ sliderMaxFromPrice: true });
    const dear = car({ price: 180000 });
    expect(
      calculatorSetup(config, { placement: "vehicle", car: dear, form }).bounds.amount.max,
    ).toBe(189000);
    expect(
      calculatorSetup(siteConfig(), { placement: "vehicle", car: dear, form }).bounds.amount.max,
    ).toBe(100000);
  });

  it("applies the lender's fees, bounds and rounding", () => {
    const config = siteConfig({
      lenders: [
        {
          financeProvider: "nissan-finance",
          interestRate: 5.99,
          comparisonRate: 6.89,
          interestMin: 4,
          interestMax: 14.5,
          amountMin: 5000,
          roundingRule: "reference",
          roundingReferenceAmount: 20000,
        },
      ],
    });
    const nissan = lender({ financeProvider: "Nissan Finance", establishmentFees: 1360.5 });
    const setup = calculatorSetup(config, {
      placement: "vehicle",
      car: car(),
      lender: nissan,
      form,
    });
    expect(setup.values.establishmentFees).toBe(1360.5);
    expect(setup.bounds.interest).toMatchObject({ min: 4, max: 14.5 });
    expect(setup.bounds.amount.min).toBe(5000);
    expect(setup.rounding).toMatchObject({ reference: 20000 });
    // Quick-picks below the lender's minimum are left out.
    expect(setup.amountPicks[0]).toBe(5000);
  });

  it("applies a posted recalculation within the bounds", () => {
    const setup = calculatorSetup(siteConfig(), {
      placement: "vehicle",
      car: car(),
      query: { amount: 25000, termYears: 12, interest: 30, frequency: "fortnight" },
      form,
    });
    expect(setup.values).toMatchObject({
      amount: 25000,
      termYears: 7,
      interest: 15,
      frequency: "fortnight",
    });
  });

  it("leaves the balloon out of the compact calculator", () => {
    expect(
      calculatorSetup(siteConfig(), { placement: "sidebar", compact: true, form }).showResidual,
    ).toBe(false);
  });
});
