import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountMessage,
  calculatorBounds,
  calculatorDefaults,
  clamp,
  clampTerm,
  establishmentFeesFor,
  normaliseAmount,
} from "./bounds";
import { lender } from "./test-fixtures";

const vehicle = { placement: "vehicle" } as const;
const sidebar = { placement: "sidebar" } as const;

describe("calculatorBounds: amount", () => {
  it("runs 1000 to 100,000 on the vehicle slider and to 250,000 in the sidebar, step 500", () => {
    expect(calculatorBounds({}, vehicle).amount).toEqual({ min: 1000, max: 100000, step: 500 });
    expect(calculatorBounds({}, sidebar).amount).toEqual({ min: 1000, max: 250000, step: 500 });
  });

  it("starts at 5000 for a site or a lender that says so", () => {
    expect(calculatorBounds({ minAmount: 5000 }, vehicle).amount.min).toBe(5000);
    const settings = { lenders: { "Nissan Finance": { minAmount: 5000 } } };
    const nissan = lender({ financeProvider: "nissan_finance" });
    expect(calculatorBounds(settings, { ...vehicle, lender: nissan }).amount.min).toBe(5000);
    expect(calculatorBounds(settings, { ...vehicle, lender: lender() }).amount.min).toBe(1000);
  });

  it("reaches 1.05 × a price above 100,000 where the site says so", () => {
    const follows = { amountMaxFollowsPrice: true };
    // 120000 × 1.05 = 126,000
    expect(calculatorBounds(follows, { ...vehicle, price: 120000 }).amount.max).toBe(126000);
    // 200000 × 1.05 = 210,000 (not 210000.00000000003)
    expect(calculatorBounds(follows, { ...vehicle, price: 200000 }).amount.max).toBe(210000);
    // exactly 100,000 is not above it
    expect(calculatorBounds(follows, { ...vehicle, price: 100000 }).amount.max).toBe(100000);
    expect(calculatorBounds(follows, { ...vehicle, price: null }).amount.max).toBe(100000);
    expect(calculatorBounds({}, { ...vehicle, price: 120000 }).amount.max).toBe(100000);
    expect(calculatorBounds(follows, { ...sidebar, price: 300000 }).amount.max).toBe(250000);
  });
});

describe("calculatorBounds: term, interest, deposit, residual", () => {
  it("offers 1 to 7 years in half years, or up to the site's maximum", () => {
    expect(calculatorBounds({}, vehicle).term).toEqual({
      min: 1,
      max: 7,
      step: 0.5,
      options: null,
    });
    expect(calculatorBounds({ maxTermYears: 5 }, vehicle).term.max).toBe(5);
  });

  it("offers the site's own year increments, sorted", () => {
    const term = calculatorBounds({ termYearOptions: [5, 2, 3, 4, 0, -1] }, vehicle).term;
    expect(term).toMatchObject({ min: 2, max: 5, options: [2, 3, 4, 5] });
    // an empty list falls back to the slider
    expect(calculatorBounds({ termYearOptions: [] }, vehicle).term.options).toBeNull();
  });

  it("takes interest 0.5 to 15 by default, the site's range, or the lender's own", () => {
    expect(calculatorBounds({}, vehicle).interest).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(
      calculatorBounds({ interestRange: { min: 4, max: 20 } }, vehicle).interest,
    ).toMatchObject({
      min: 4,
      max: 20,
    });
    const settings = { lenders: { Angle: { interestMin: 7.5, interestMax: 14.5 } } };
    const angle = lender({ financeProvider: "Angle" });
    expect(calculatorBounds(settings, { ...vehicle, lender: angle }).interest).toMatchObject({
      min: 7.5,
      max: 14.5,
    });
    // only one side configured: the other stays the default
    const floorOnly = { lenders: { Taurus: { interestMin: 9.95 } } };
    const taurus = lender({ financeProvider: "Taurus" });
    expect(calculatorBounds(floorOnly, { ...vehicle, lender: taurus }).interest).toMatchObject({
      min: 9.95,
      max: 15,
    });
  });

  it("takes deposit and residual 0 to 250,000, step 0.5", () => {
    const bounds = calculatorBounds({}, vehicle);
    expect(bounds.deposit).toEqual({ min: 0, max: 250000, step: 0.5 });
    expect(bounds.residual).toEqual({ min: 0, max: 250000, step: 0.5 });
  });
});

describe("clamp and clampTerm", () => {
  const interest = { min: 0.5, max: 15, step: 0.5 };

  it("clamps out-of-range values and turns missing ones into the minimum", () => {
    expect(clamp(20, interest)).toBe(15);
    expect(clamp(-4, interest)).toBe(0.5);
    expect(clamp(0, interest)).toBe(0.5);
    expect(clamp(7.25, interest)).toBe(7.25);
    expect(clamp(undefined, interest)).toBe(0.5);
    expect(clamp(null, interest)).toBe(0.5);
    expect(clamp(Number.NaN, interest)).toBe(0.5);
  });

  it("keeps every value inside the range", () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const out = clamp(value, interest);
        expect(out).toBeGreaterThanOrEqual(0.5);
        expect(out).toBeLessThanOrEqual(15);
      }),
    );
  });

  it("clamps a term, or picks the nearest custom option (ties to the shorter)", () => {
    const slider = calculatorBounds({ maxTermYears: 5 }, vehicle).term;
    expect(clampTerm(6, slider)).toBe(5);
    expect(clampTerm(0, slider)).toBe(1);
    const options = { min: 2, max: 7, step: 0.5, options: [2, 3, 5, 7] };
    expect(clampTerm(4.2, options)).toBe(5);
    expect(clampTerm(4, options)).toBe(3); // 1 from 3 and from 5: the shorter
    expect(clampTerm(10, options)).toBe(7);
    expect(clampTerm(undefined, options)).toBe(2);
  });
});

describe("normaliseAmount and amountMessage", () => {
  const range = { min: 1000, max: 250000, step: 500 };

  it("turns negative and missing amounts into 0 and leaves the rest as typed", () => {
    expect(normaliseAmount(-500)).toBe(0);
    expect(normaliseAmount(undefined)).toBe(0);
    expect(normaliseAmount(Number.NaN)).toBe(0);
    expect(normaliseAmount(300000)).toBe(300000);
  });

  it("warns at or beyond either bound", () => {
    const message = "Cannot be less than $1,000 or more than $250,000";
    expect(amountMessage(1000, range)).toBe(message);
    expect(amountMessage(999, range)).toBe(message);
    expect(amountMessage(-1, range)).toBe(message);
    expect(amountMessage(undefined, range)).toBe(message);
    expect(amountMessage(250000, range)).toBe(message);
    expect(amountMessage(300000, range)).toBe(message);
    expect(amountMessage(1000.5, range)).toBeNull();
    expect(amountMessage(30000, range)).toBeNull();
  });

  it("names the minimum in force", () => {
    expect(amountMessage(4000, { ...range, min: 5000 })).toBe(
      "Cannot be less than $5,000 or more than $250,000",
    );
  });
});

describe("calculatorDefaults", () => {
  it("starts at the price, 6 years, 10%, nothing down, weekly", () => {
    expect(calculatorDefaults({}, { ...vehicle, price: 34990 })).toEqual({
      amount: 34990,
      termYears: 6,
      interest: 10,
      deposit: 0,
      residual: 0,
      establishmentFees: 0,
      frequency: "week",
    });
  });

  it("starts at 30,000 without a price", () => {
    for (const price of [undefined, null, 0, -1]) {
      expect(calculatorDefaults({}, { ...vehicle, price }).amount).toBe(30000);
    }
  });

  it("starts the sidebar at 5 years and follows the site's term and rate", () => {
    expect(calculatorDefaults({}, sidebar).termYears).toBe(5);
    expect(calculatorDefaults({ defaultTermYears: 5 }, vehicle).termYears).toBe(5);
    expect(calculatorDefaults({ defaultInterestRate: 6.29 }, vehicle).interest).toBe(6.29);
  });

  it("keeps the defaults inside the bounds", () => {
    // default term 6 on a site whose term stops at 5
    expect(calculatorDefaults({ maxTermYears: 5 }, vehicle).termYears).toBe(5);
    // default rate 10 below an Angle plan's 12% floor
    const settings = { lenders: { Angle: { interestMin: 12 } } };
    const angle = lender({ financeProvider: "Angle" });
    expect(calculatorDefaults(settings, { ...vehicle, lender: angle }).interest).toBe(12);
  });
});

describe("establishmentFeesFor", () => {
  it("is 0 without a lender or a figure", () => {
    expect(establishmentFeesFor({}, null)).toBe(0);
    expect(establishmentFeesFor({}, lender())).toBe(0);
    expect(establishmentFeesFor({}, lender({ establishmentFees: -10 }))).toBe(0);
  });

  it("takes the plan's figure, unless the site sets one for the lender", () => {
    expect(establishmentFeesFor({}, lender({ establishmentFees: 1360.5 }))).toBe(1360.5);
    const settings = { lenders: { manual: { establishmentFees: 1300 } } };
    expect(establishmentFeesFor(settings, lender({ establishmentFees: 1360.5 }))).toBe(1300);
  });
});
