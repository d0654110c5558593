import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES, parsePaymentRequest, paymentComments } from "./online-payment";

describe("parsePaymentRequest", () => {
  it("accepts whole dollars up to the site's largest, $ and commas forgiven", () => {
    expect(parsePaymentRequest({ amount: "$1,500", reference: "INV-2041" }, 10_000)).toEqual({
      ok: true,
      value: { amount: 1500, reference: "INV-2041" },
    });
    expect(parsePaymentRequest({ amount: "10000", reference: "AB" }, 10_000).ok).toBe(true);
  });
  it("refuses 0, cents, negatives, too much, text and missing values", () => {
    for (const amount of ["0", "10.50", "-5", "10001", "ten", "", undefined, ["5"]])
      expect(parsePaymentRequest({ amount, reference: "AB" }, 10_000)).toEqual({
        ok: false,
        errors: { amount: PAYMENT_MESSAGES.amountInvalid(10_000) },
      });
  });
  it("wants a reference of 2 to 40 letters, digits, spaces, - or /", () => {
    expect(parsePaymentRequest({ amount: "5", reference: "A" }, 10).ok).toBe(false);
    expect(parsePaymentRequest({ amount: "5", reference: "x".repeat(41) }, 10).ok).toBe(false);
    expect(parsePaymentRequest({ amount: "5", reference: "<script>" }, 10).ok).toBe(false);
    expect(parsePaymentRequest({ amount: "5", reference: " SO 12/3 " }, 10)).toEqual({
      ok: true,
      value: { amount: 5, reference: "SO 12/3" },
    });
  });
  it("names the largest amount in its message", () => {
    expect(PAYMENT_MESSAGES.amountInvalid(10_000)).toBe(
      "Please enter an amount in whole dollars from $1 to $10,000.",
    );
  });
});

it("writes the payment for the lead", () => {
  expect(paymentComments({ amount: 250, reference: "INV-1" }, "paid at the dealership")).toBe(
    "Online payment.\nReference: INV-1\nAmount: $250\npaid at the dealership",
  );
});
