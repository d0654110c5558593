import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "@/domain/leads/messages";
import { PAYMENT_MESSAGES } from "@/domain/leads/online-payment";
import { decodeErrors, encodeErrors } from "./payment-errors";

const context = { maxAmount: 500, termsMessage: "You must agree." };

describe("payment errors in the address", () => {
  it("carry each message by key and come back the same", () => {
    const errors = {
      name: FIELD_MESSAGES.nameRequired,
      amount: PAYMENT_MESSAGES.amountInvalid(500),
      terms: "You must agree.",
    };
    const text = encodeErrors(errors, context);
    expect(text).toBe("name:nameRequired,amount:amount,terms:terms");
    expect(decodeErrors(text, context)).toEqual(errors);
  });
  it("never carry a value, and read junk as nothing or a plain message", () => {
    expect(encodeErrors({ form: "Too many tries from 203.0.113.9" }, context)).toBe("form:form");
    expect(decodeErrors(undefined, context)).toEqual({});
    expect(decodeErrors("x".repeat(600), context)).toEqual({});
    expect(decodeErrors("Name:<b>,amount:nope", context)).toEqual({
      amount: "Please check this answer.",
    });
  });
});
