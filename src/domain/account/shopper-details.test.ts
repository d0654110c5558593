import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES, POSTCODE_MESSAGE } from "@/domain/leads/messages";
import { formPrefill, readShopperDetails } from "./shopper-details";

describe("readShopperDetails", () => {
  it("keeps the fields given, trimmed, and drops blank ones", () => {
    expect(
      readShopperDetails({ name: " Kim ", last_name: "", email: "kim@example.com", postcode: "" }),
    ).toEqual({ ok: true, value: { name: "Kim", email: "kim@example.com" } });
    expect(readShopperDetails({})).toEqual({ ok: true, value: {} });
  });

  it("reads every field under the lead forms' names", () => {
    expect(
      readShopperDetails({ name: "Kim", last_name: "Lee", email: "k@e.com.au", postcode: "2000" }),
    ).toEqual({
      ok: true,
      value: { name: "Kim", lastName: "Lee", email: "k@e.com.au", postcode: "2000" },
    });
  });

  it("names each wrong field with the lead forms' messages", () => {
    expect(
      readShopperDetails({ name: "x".repeat(51), email: "kim@", postcode: "200", last_name: 3 }),
    ).toEqual({
      ok: false,
      fields: {
        name: FIELD_MESSAGES.nameTooLong,
        email: FIELD_MESSAGES.emailInvalid,
        postcode: POSTCODE_MESSAGE,
      },
    });
  });
});

describe("formPrefill", () => {
  it("fills the forms' fields from the kept details and the shopper's own number", () => {
    expect(
      formPrefill({ name: "Kim", lastName: "Lee", email: "kim@example.com" }, "+61412345678"),
    ).toEqual({ name: "Kim", last_name: "Lee", email: "kim@example.com", phone: "0412345678" });
    expect(formPrefill({}, "+61412345678")).toEqual({ phone: "0412345678" });
  });
});
