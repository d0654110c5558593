import { describe, expect, it } from "vitest";
import { car, lender } from "./test-fixtures";
import { weeklyEstimate } from "./weekly-estimate";

const now = new Date("2026-06-01T00:00:00Z");
const quote = { weeklyRepaymentAmount: 112.4, comparisonRate: 8.19, advertisedRate: 6.29 };

describe("weeklyEstimate: calculated from the price", () => {
  it("uses the site's default rate and term with nothing down", () => {
    // $30,000 at 10% over 6 years weekly: r = 0.10 / 52 = 0.00192308, n = 312
    // (1 + r)^312 = 1.8210692, inverse 0.5491279
    // 57.6923 / (1 − 0.5491279) = 57.6923 / 0.4508721 = 127.96 → 128
    expect(weeklyEstimate(car(), {}, now)).toEqual({ amount: 128, source: "calculated" });
  });

  it("follows the site's settings", () => {
    // 5 years: 146.73 → 147 (repayment.test.ts)
    expect(weeklyEstimate(car(), { defaultTermYears: 5 }, now)?.amount).toBe(147);
    // A default of 0% is below the 0.5% floor, so the rate is clamped to 0.5%: r = 0.005 / 52 = 0.00009615, (1 + r)^260 = 1.0253139,
    // inverse 0.9753111; 2.8846 / 0.0246889 = 116.84 → 117
    expect(
      weeklyEstimate(car(), { defaultTermYears: 5, defaultInterestRate: 0 }, now)?.amount,
    ).toBe(117);
  });

  it("adds the eligible lender's establishment fees", () => {
    // Taurus carries no weekly figure; P = 30000 + 1300 = 31300 at 10% over 6 years:
    // 31300 × 0.00192308 / 0.4508721 = 60.1923 / 0.4508721 = 133.50 → 134
    const taurus = lender({ financeProvider: "Taurus", paymentWeek: null });
    const settings = { lenders: { Taurus: { establishmentFees: 1300 } } };
    expect(weeklyEstimate(car({ finance_lenders: { taurus } }), settings, now)).toEqual({
      amount: 134,
      source: "calculated",
    });
  });

  it("quotes nothing at $25 a week or less", () => {
    // $3,000 over 6 years at 10%: 3000 × 0.00192308 / 0.4508721 = 12.80 → 13
    expect(weeklyEstimate(car({ price: 3000 }), {}, now)).toBeNull();
  });
});

describe("weeklyEstimate: quote and lender figures", () => {
  it("prefers the car's quote, rounded up", () => {
    const c = car({
      youxQuote: quote,
      finance_lenders: { angle: lender({ financeProvider: "Angle" }) },
    });
    expect(weeklyEstimate(c, {}, now)).toEqual({ amount: 113, source: "quote" });
  });

  it("falls back past an empty quote to the lender's weekly payment", () => {
    const c = car({
      youxQuote: { ...quote, weeklyRepaymentAmount: 0 },
      finance_lenders: { angle: lender({ financeProvider: "Angle", paymentWeek: 129 }) },
    });
    expect(weeklyEstimate(c, {}, now)).toEqual({ amount: 129, source: "lender" });
  });

  it("shows nothing when the car's lenders are all ineligible", () => {
    const c = car({
      finance_lenders: { angle: lender({ financeProvider: "Angle", interestRate: null }) },
    });
    expect(weeklyEstimate(c, {}, now)).toBeNull();
  });
});

describe("weeklyEstimate: finance must not show", () => {
  it.each([
    ["sold", car({ status: "sold" }), {}],
    ["price 500", car({ price: 500 }), {}],
    ["price 0", car({ price: 0 }), {}],
    ["negative price", car({ price: -1 }), {}],
    ["Suzuki", car({ make: "Suzuki", youxQuote: quote }), {}],
    ["hidden", car({ youxQuote: quote }), { hideFinance: true }],
    ["excluded dealership", car(), { excludedDealershipSlugs: ["brisbane-motors"] }],
  ])("%s → null", (_, c, settings) => {
    expect(weeklyEstimate(c, settings, now)).toBeNull();
  });

  it("still shows for a coming-soon car", () => {
    expect(weeklyEstimate(car({ status: "coming_soon" }), {}, now)?.amount).toBe(128);
  });
});
