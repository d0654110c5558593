import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calculateRepayment,
  displayRepayment,
  ENQUIRE_FOR_FINANCE,
  FREQUENCIES,
  type RepaymentInput,
} from "./repayment";

const loan = (over: Partial<RepaymentInput> = {}): RepaymentInput => ({
  amount: 30000,
  interest: 10,
  termYears: 5,
  frequency: "week",
  ...over,
});

describe("FREQUENCIES", () => {
  it("has 52, 26 and 12 periods a year with suffixes wk, fn, mo", () => {
    expect(FREQUENCIES).toEqual({
      week: { periodsPerYear: 52, suffix: "wk" },
      fortnight: { periodsPerYear: 26, suffix: "fn" },
      month: { periodsPerYear: 12, suffix: "mo" },
    });
  });
});

describe("calculateRepayment: worked examples", () => {
  it("$30,000 at 10% over 5 years, monthly", () => {
    // r = 0.10 / 12 = 0.0083333, n = 5 × 12 = 60
    // (1 + r)^60 = 1.6453089, so (1 + r)^−60 = 0.6077886
    // payment = 30000 × 0.0083333 / (1 − 0.6077886) = 250 / 0.3922114 = 637.41 → up to 638
    // total = 638 × 60 = 38,280
    expect(calculateRepayment(loan({ frequency: "month" }))).toEqual({
      payment: 638,
      periods: 60,
      principal: 30000,
      totalPayable: 38280,
      frequency: "month",
    });
  });

  it("$30,000 at 10% over 5 years, weekly", () => {
    // r = 0.10 / 52 = 0.00192308, n = 260; (1 + r)^260 = 1.6479298, inverse 0.6068223
    // payment = 57.6923 / 0.3931777 = 146.73 → 147; total = 147 × 260 = 38,220
    const r = calculateRepayment(loan());
    expect(r?.payment).toBe(147);
    expect(r?.totalPayable).toBe(38220);
  });

  it("$30,000 at 10% over 5 years, fortnightly", () => {
    // r = 0.10 / 26 = 0.00384615, n = 130; (1 + r)^130 = 1.6471408, inverse 0.6071130
    // payment = 115.3846 / 0.3928870 = 293.68 → 294; total = 294 × 130 = 38,220
    const r = calculateRepayment(loan({ frequency: "fortnight" }));
    expect(r?.payment).toBe(294);
    expect(r?.periods).toBe(130);
    expect(r?.totalPayable).toBe(38220);
  });

  it("discounts a 30% residual (balloon)", () => {
    // B = 9000, monthly as above: B × (1 + r)^−60 = 9000 × 0.6077886 = 5470.10
    // (30000 − 5470.10) × 0.0083333 / 0.3922114 = 204.4158 / 0.3922114 = 521.19 → 522
    // total = 522 × 60 + 9000 = 40,320
    const r = calculateRepayment(loan({ frequency: "month", residual: 9000 }));
    expect(r?.payment).toBe(522);
    expect(r?.totalPayable).toBe(40320);
  });

  it("finances amount − deposit + establishment fees", () => {
    // P = 35000 − 5000 + 400 = 30400; r = 0.08 / 52 = 0.00153846, n = 260
    // (1 + r)^260 = 1.4913662, inverse 0.6705268
    // payment = 30400 × 0.00153846 / 0.3294732 = 46.7692 / 0.3294732 = 141.95 → 142
    // total = 142 × 260 = 36,920
    const r = calculateRepayment(
      loan({ amount: 35000, deposit: 5000, establishmentFees: 400, interest: 8 }),
    );
    expect(r).toMatchObject({ payment: 142, principal: 30400, totalPayable: 36920 });
  });

  it("runs a straight line at 0% interest", () => {
    // 30000 / 260 = 115.38 → 116; total = 116 × 260 = 30,160
    expect(calculateRepayment(loan({ interest: 0 }))).toMatchObject({
      payment: 116,
      totalPayable: 30160,
    });
    // (30000 − 6000) / 60 = 400 exactly: no rounding up of floating-point noise
    // total = 400 × 60 + 6000 = 30,000
    expect(
      calculateRepayment(loan({ interest: 0, residual: 6000, frequency: "month" })),
    ).toMatchObject({ payment: 400, totalPayable: 30000 });
  });

  it("counts half-year terms in whole periods", () => {
    // 5.5 years × 12 = 66 months; 0.5 × 26 = 13 fortnights
    expect(calculateRepayment(loan({ termYears: 5.5, frequency: "month" }))?.periods).toBe(66);
    expect(calculateRepayment(loan({ termYears: 0.5, frequency: "fortnight" }))?.periods).toBe(13);
  });
});

describe("calculateRepayment: rounding rule", () => {
  // Exact weekly payment for $30,000 at 10% over 5 years is 146.73 (above).
  it("rounds by the mode for the side of the reference the payment falls on", () => {
    const below = { reference: 150, compare: "payment", below: "down", atOrAbove: "up" } as const;
    expect(calculateRepayment(loan({ rounding: below }))?.payment).toBe(146); // 146.73 < 150 → down
    const above = {
      reference: 146,
      compare: "payment",
      below: "up",
      atOrAbove: "nearest",
    } as const;
    expect(calculateRepayment(loan({ rounding: above }))?.payment).toBe(147); // 146.73 ≥ 146 → nearest
  });

  it("can compare the principal instead", () => {
    const rule = {
      reference: 50000,
      compare: "principal",
      below: "down",
      atOrAbove: "up",
    } as const;
    // principal 30000 < 50000 → down: 146.73 → 146; total 146 × 260 = 37,960
    expect(calculateRepayment(loan({ rounding: rule }))).toMatchObject({
      payment: 146,
      totalPayable: 37960,
    });
    // principal 60000 ≥ 50000 → up: 2 × 146.73 = 293.47 → 294
    expect(calculateRepayment(loan({ amount: 60000, rounding: rule }))?.payment).toBe(294);
  });
});

describe("calculateRepayment: missing, zero, negative and impossible inputs", () => {
  it("is null without a term of at least one period", () => {
    expect(calculateRepayment(loan({ termYears: undefined }))).toBeNull();
    expect(calculateRepayment(loan({ termYears: null }))).toBeNull();
    expect(calculateRepayment(loan({ termYears: 0 }))).toBeNull();
    expect(calculateRepayment(loan({ termYears: -5 }))).toBeNull();
    expect(calculateRepayment(loan({ termYears: Number.NaN }))).toBeNull();
    // 0.005 years × 12 = 0.06 months: rounds to no period
    expect(calculateRepayment(loan({ termYears: 0.005, frequency: "month" }))).toBeNull();
  });

  it("treats a missing, zero or negative amount as nothing to finance", () => {
    for (const amount of [undefined, null, 0, -30000, Number.NaN]) {
      expect(calculateRepayment(loan({ amount }))).toMatchObject({
        payment: 0,
        principal: 0,
        totalPayable: 0,
      });
    }
  });

  it("treats a missing or negative interest rate as 0%", () => {
    expect(calculateRepayment(loan({ interest: undefined }))?.payment).toBe(116);
    expect(calculateRepayment(loan({ interest: -3 }))?.payment).toBe(116);
  });

  it("ignores negative deposits, fees and residuals", () => {
    const r = calculateRepayment(
      loan({ deposit: -5000, establishmentFees: -400, residual: -9000 }),
    );
    expect(r).toMatchObject({ payment: 147, principal: 30000, totalPayable: 38220 });
  });

  it("never asks for a negative payment", () => {
    // deposit above the amount: principal max(0, 20000 − 25000) = 0
    expect(calculateRepayment(loan({ amount: 20000, deposit: 25000 }))?.payment).toBe(0);
    // 10000 − 20000 × 0.6068223 < 0: the residual alone repays the loan; total is the residual
    expect(calculateRepayment(loan({ amount: 10000, residual: 20000 }))).toMatchObject({
      payment: 0,
      totalPayable: 20000,
    });
  });
});

describe("calculateRepayment: properties", () => {
  const input = fc.record({
    amount: fc.integer({ min: 0, max: 250_000 }),
    deposit: fc.integer({ min: 0, max: 50_000 }),
    establishmentFees: fc.integer({ min: 0, max: 2_000 }),
    residual: fc.integer({ min: 0, max: 100_000 }),
    interest: fc.integer({ min: 0, max: 40 }).map((n) => n / 2),
    termYears: fc.integer({ min: 2, max: 14 }).map((n) => n / 2),
    frequency: fc.constantFrom("week", "fortnight", "month") as fc.Arbitrary<
      RepaymentInput["frequency"]
    >,
  });

  it("pays whole dollars and at least the principal over the loan", () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = calculateRepayment(i)!;
        expect(Number.isInteger(r.payment)).toBe(true);
        expect(r.payment).toBeGreaterThanOrEqual(0);
        expect(r.totalPayable).toBeGreaterThanOrEqual(r.principal - 1e-6);
      }),
    );
  });

  it("never lowers the payment for a higher rate or a larger amount", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 10 }), (i, more) => {
        const base = calculateRepayment(i)!.payment;
        expect(
          calculateRepayment({ ...i, interest: i.interest + more / 2 })!.payment,
        ).toBeGreaterThanOrEqual(base);
        expect(
          calculateRepayment({ ...i, amount: i.amount + more * 500 })!.payment,
        ).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it("never raises the payment for a longer term without a residual", () => {
    fc.assert(
      fc.property(input, (i) => {
        const short = calculateRepayment({ ...i, residual: 0 })!.payment;
        const long = calculateRepayment({
          ...i,
          residual: 0,
          termYears: i.termYears + 0.5,
        })!.payment;
        expect(long).toBeLessThanOrEqual(short);
      }),
    );
  });
});

describe("displayRepayment", () => {
  it("shows the repayment, its suffix and the total", () => {
    expect(displayRepayment(calculateRepayment(loan()))).toEqual({
      repayment: "$147",
      suffix: "wk",
      total: "$38,220",
      enquire: false,
    });
    expect(displayRepayment(calculateRepayment(loan({ frequency: "month" })))).toMatchObject({
      repayment: "$638",
      suffix: "mo",
      total: "$38,280",
    });
  });

  it("invites an enquiry at $25 or less, with the total blank", () => {
    const enquire = { repayment: ENQUIRE_FOR_FINANCE, suffix: "", total: "", enquire: true };
    // 6500 / 260 = 25 exactly → 25: at the limit
    expect(displayRepayment(calculateRepayment(loan({ amount: 6500, interest: 0 })))).toEqual(
      enquire,
    );
    // 6501 / 260 = 25.004 → 26: shown
    expect(
      displayRepayment(calculateRepayment(loan({ amount: 6501, interest: 0 }))).repayment,
    ).toBe("$26");
    // $2,000 at 10% over 7 years weekly is 7.65 → 8
    expect(displayRepayment(calculateRepayment(loan({ amount: 2000, termYears: 7 })))).toEqual(
      enquire,
    );
    expect(displayRepayment(calculateRepayment(loan({ amount: 0 })))).toEqual(enquire);
    expect(displayRepayment(null)).toEqual(enquire);
  });
});
