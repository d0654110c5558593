import { describe, expect, it } from "vitest";
import {
  DEFAULT_QUOTE_PLAN,
  estimateQuote,
  type QuoteRequest,
  quoteRequestFor,
  quoteRequestSchema,
  shouldRequestQuote,
} from "./quote";
import { car } from "./test-fixtures";

const request: QuoteRequest = {
  selfAssessedCreditScore: "GREAT",
  purchasePrice: 30000,
  loanTerm: 5,
  year: 2021,
  vin: "JTNB23HE10J123456",
  nvic: "0ABC21",
  whoIsHelping: null,
};

describe("estimateQuote", () => {
  it("prices $30,000 over 5 years on the default 6.29% plan", () => {
    // r = 0.0629 / 52 = 0.00120962, n = 260; (1 + r)^260 = 1.3693141, inverse 0.7302926
    // 30000 × 0.00120962 / (1 − 0.7302926) = 36.2885 / 0.2697074 = 134.55 → 135
    expect(estimateQuote(request)).toEqual({
      weeklyRepaymentAmount: 135,
      comparisonRate: 8.19,
      advertisedRate: 6.29,
      estimate: true,
    });
  });

  it("follows the requested term and the plan's rate and fees", () => {
    // 3 years: n = 156; (1 + r)^156 = 1.2075409, inverse 0.8281293
    // 45000 × 0.00120962 / 0.1718707 = 54.4327 / 0.1718707 = 316.71 → 317
    expect(
      estimateQuote({ ...request, purchasePrice: 45000, loanTerm: 3 }).weeklyRepaymentAmount,
    ).toBe(317);
    // fees 995 on $30,000: P = 30995; 37.4920 / 0.2697074 = 139.01 → 140
    const withFees = { ...DEFAULT_QUOTE_PLAN, establishmentFees: 995 };
    expect(estimateQuote(request, withFees).weeklyRepaymentAmount).toBe(140);
    // 0% plan: 30000 / 260 = 115.38 → 116
    const free = { advertisedRate: 0, comparisonRate: 0 };
    expect(estimateQuote(request, free)).toMatchObject({
      weeklyRepaymentAmount: 116,
      advertisedRate: 0,
    });
  });

  it("prices every credit score alike", () => {
    const poor = estimateQuote({ ...request, selfAssessedCreditScore: "POOR" });
    expect(poor).toEqual(estimateQuote(request));
  });
});

describe("quoteRequestSchema", () => {
  it("fills the vehicle page's defaults and blanks", () => {
    const parsed = quoteRequestSchema.parse({
      purchasePrice: 30000,
      year: 2021,
      vin: " ",
      nvic: undefined,
    });
    expect(parsed).toEqual({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 30000,
      loanTerm: 5,
      year: 2021,
      vin: null,
      nvic: null,
      whoIsHelping: null,
    });
  });

  it.each([
    ["no price", { year: 2021 }],
    ["zero price", { purchasePrice: 0, year: 2021 }],
    ["negative price", { purchasePrice: -1, year: 2021 }],
    ["price as text", { purchasePrice: "30000", year: 2021 }],
    ["term 0", { purchasePrice: 30000, year: 2021, loanTerm: 0 }],
    ["term 8", { purchasePrice: 30000, year: 2021, loanTerm: 8 }],
    ["no year", { purchasePrice: 30000 }],
    ["year with decimals", { purchasePrice: 30000, year: 2021.5 }],
  ])("rejects %s", (_, body) => {
    expect(quoteRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe("shouldRequestQuote", () => {
  const quote = { weeklyRepaymentAmount: 135, comparisonRate: 8.19, advertisedRate: 6.29 };

  it("asks when the flag is on, the car has no quote and a price above 0", () => {
    expect(shouldRequestQuote(true, car())).toBe(true);
  });

  it.each([
    ["flag off", false, car()],
    ["quote already held", true, car({ youxQuote: quote })],
    ["price 0", true, car({ price: 0 })],
    ["negative price", true, car({ price: -5 })],
  ])("does not ask: %s", (_, flag, c) => {
    expect(shouldRequestQuote(flag, c)).toBe(false);
  });
});

describe("quoteRequestFor", () => {
  it("sends a great credit score over 5 years for the car", () => {
    expect(quoteRequestFor(car(), "Brisbane Motors")).toEqual({
      ...request,
      whoIsHelping: "Brisbane Motors",
    });
  });
});
