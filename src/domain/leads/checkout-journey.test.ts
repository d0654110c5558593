import { describe, expect, it } from "vitest";
import {
  CHECKOUT_MESSAGES,
  type CheckoutDraft,
  checkoutComments,
  firstOpenStep,
  nextStep,
  parseDepositStep,
  parseDetailsStep,
  parseOptionsStep,
  shownStep,
} from "./checkout-journey";
import type { FormRules } from "./lead-form-schema";
import { FIELD_MESSAGES, POSTCODE_MESSAGE } from "./messages";

const rules: FormRules = {
  kind: "checkout",
  termsMessage: "You must agree",
  commentsRequired: true,
  categories: null,
  locationIds: null,
  dealershipIds: null,
  maxYear: 2027,
};

const details = {
  name: "Jo",
  last_name: "Citizen",
  email: "jo@example.com",
  phone: "0412 345 678",
  postcode: "2000",
};

describe("parseDetailsStep", () => {
  it("accepts the buyer's details, the phone in national digits", () => {
    expect(parseDetailsStep(rules, details)).toEqual({
      ok: true,
      value: { ...details, phone: "0412345678" },
    });
  });
  it("gives the lead forms' messages for this step's fields only", () => {
    const result = parseDetailsStep(rules, { ...details, name: "", postcode: "20", email: "x" });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: FIELD_MESSAGES.nameRequired,
        email: FIELD_MESSAGES.emailInvalid,
        postcode: POSTCODE_MESSAGE,
      },
    });
  });
  it("refuses an empty post and values of the wrong type without throwing", () => {
    const empty = parseDetailsStep(rules, {});
    expect(empty.ok).toBe(false);
    expect(parseDetailsStep(rules, { name: ["a"], phone: 42 }).ok).toBe(false);
  });
});

describe("parseOptionsStep", () => {
  it("accepts yes/no answers and delivery or pick-up", () => {
    expect(parseOptionsStep({ trade_in: "yes", finance: "no", handover: "pickup" })).toEqual({
      ok: true,
      value: { trade_in: "yes", finance: "no", handover: "pickup" },
    });
  });
  it("names each missing or unknown answer", () => {
    expect(parseOptionsStep({ trade_in: "maybe" })).toEqual({
      ok: false,
      errors: {
        trade_in: CHECKOUT_MESSAGES.tradeInRequired,
        finance: CHECKOUT_MESSAGES.financeRequired,
        handover: CHECKOUT_MESSAGES.handoverRequired,
      },
    });
  });
});

describe("parseDepositStep", () => {
  it("accepts a provider on offer only", () => {
    expect(parseDepositStep({ payment: "at-dealership" }, ["at-dealership"]).ok).toBe(true);
    expect(parseDepositStep({ payment: "card" }, ["at-dealership"])).toEqual({
      ok: false,
      errors: { payment: CHECKOUT_MESSAGES.paymentRequired },
    });
    expect(parseDepositStep({}, ["at-dealership"]).ok).toBe(false);
  });
});

describe("steps", () => {
  const empty: CheckoutDraft = { car: "c", key: "k" };
  const full: CheckoutDraft = {
    ...empty,
    details: { ...details, phone: "0412345678" },
    options: { trade_in: "no", finance: "yes", handover: "delivery" },
    deposit: { payment: "at-dealership" },
  };
  it("opens the first step not done, and no step past it", () => {
    expect(firstOpenStep(empty)).toBe("details");
    expect(shownStep(empty, "summary")).toBe("details");
    expect(shownStep({ ...empty, details: full.details }, "deposit")).toBe("options");
    expect(firstOpenStep(full)).toBe("summary");
  });
  it("lets a buyer go back to any done step; an unknown step is the first open one", () => {
    expect(shownStep(full, "details")).toBe("details");
    expect(shownStep(full, "nonsense")).toBe("summary");
    expect(shownStep(full, undefined)).toBe("summary");
  });
  it("goes forward one step at a time and stops at the summary", () => {
    expect(nextStep("details")).toBe("options");
    expect(nextStep("deposit")).toBe("summary");
    expect(nextStep("summary")).toBe("summary");
  });
  it("writes the buyer's choices for the lead", () => {
    expect(checkoutComments(full.options!)).toBe(
      "Online purchase.\nTrade-in: No\nFinance: Yes\nDelivery or pick-up: Delivery",
    );
  });
});
