import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalculatorQuery, parseCalculatorQuery, toCalculatorParams } from "./calculator-query";

describe("parseCalculatorQuery", () => {
  it("reads the form's fields as the shopper typed them", () => {
    expect(
      parseCalculatorQuery({
        amount: "25,000",
        deposit: "$2,000",
        term: "5",
        interest: "8.5",
        residual: "",
        frequency: "month",
      }),
    ).toEqual({ amount: 25000, deposit: 2000, termYears: 5, interest: 8.5, frequency: "month" });
  });

  it("lets a pressed quick-pick win over the typed field", () => {
    expect(parseCalculatorQuery({ amount: "25,000", amountPick: "40000" }).amount).toBe(40000);
    expect(parseCalculatorQuery({ deposit: "100", depositPick: "0" }).deposit).toBe(0);
  });

  it("leaves out what it cannot read", () => {
    expect(parseCalculatorQuery({})).toEqual({});
    expect(parseCalculatorQuery({ amount: "lots", frequency: "yearly", term: ["x", "5"] })).toEqual(
      {},
    );
    expect(parseCalculatorQuery({ term: ["4", "5"] })).toEqual({ termYears: 4 });
  });
});

describe("toCalculatorParams", () => {
  const query = fc.record(
    {
      amount: fc.integer({ min: 0, max: 1_000_000 }),
      deposit: fc.integer({ min: 0, max: 250_000 }),
      residual: fc.integer({ min: 0, max: 250_000 }),
      termYears: fc.constantFrom(1, 1.5, 5, 7),
      interest: fc.double({ min: 0, max: 20, noNaN: true }),
      frequency: fc.constantFrom("week" as const, "fortnight" as const, "month" as const),
    },
    { requiredKeys: [] },
  );

  it("round-trips through the address", () => {
    fc.assert(
      fc.property(query, (q: CalculatorQuery) => {
        const params = Object.fromEntries(toCalculatorParams(q));
        expect(parseCalculatorQuery(params)).toEqual(q);
      }),
    );
  });
});
