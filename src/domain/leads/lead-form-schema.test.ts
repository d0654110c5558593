import { describe, expect, it } from "vitest";
import { type FormRules, orderedErrors, parseLeadForm } from "./lead-form-schema";
import { FIELD_MESSAGES as M, POSTCODE_MESSAGE, REQUEST_PHOTOS_MESSAGE } from "./messages";

const SHORT = "*You must agree to the terms of use before submitting.";
const LONG = "You must agree to the terms of use before submitting the form.";

const rules = (over: Partial<FormRules> = {}): FormRules => ({
  kind: "enquiry",
  termsMessage: SHORT,
  commentsRequired: true,
  categories: null,
  locationIds: null,
  dealershipIds: null,
  maxYear: 2027,
  ...over,
});

const valid = {
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  comments: "Is it still available?",
  terms: "on",
};

const errorsOf = (r: FormRules, input: Record<string, unknown>) => {
  const parsed = parseLeadForm(r, input);
  return parsed.ok ? {} : parsed.errors;
};

describe("contact fields", () => {
  it("accepts a complete enquiry and normalises the phone", () => {
    const parsed = parseLeadForm(rules(), valid);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.phone).toBe("0412345678");
    expect(parsed.value.contact_preference).toBe("any");
    expect(parsed.value.opt_in).toBe(false);
    expect(parsed.value.terms).toBe(true);
  });

  it("names each missing field with its own message", () => {
    expect(errorsOf(rules(), {})).toEqual({
      name: M.nameRequired,
      last_name: M.lastNameRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
      postcode: POSTCODE_MESSAGE,
      comments: M.commentsRequired,
      terms: SHORT,
    });
  });

  it.each([
    ["", POSTCODE_MESSAGE],
    ["400", POSTCODE_MESSAGE],
    ["40000", POSTCODE_MESSAGE],
    ["4,000", POSTCODE_MESSAGE],
    ["40a0", POSTCODE_MESSAGE],
  ])(
    "postcode %j reads 'Invalid postcode. Please enter a 4-digit number.'",
    (postcode, message) => {
      expect(errorsOf(rules(), { ...valid, postcode }).postcode).toBe(message);
    },
  );

  it("accepts a postcode with spaces around it", () => {
    expect(errorsOf(rules(), { ...valid, postcode: " 0800 " }).postcode).toBeUndefined();
  });

  it.each(["12345", "0412 345 67", "+1 555 123 4567", "phone me"])("rejects phone %j", (phone) => {
    expect(errorsOf(rules(), { ...valid, phone }).phone).toBe(M.phoneInvalid);
  });

  it.each(["+61 412 345 678", "(07) 3123 4567", "1300 123 456", "0061412345678"])(
    "accepts phone %j",
    (phone) => {
      expect(errorsOf(rules(), { ...valid, phone }).phone).toBeUndefined();
    },
  );

  it("lets an email-only shopper leave the phone out, nobody else", () => {
    const noPhone = { ...valid, phone: "" };
    expect(errorsOf(rules(), { ...noPhone, contact_preference: "email" }).phone).toBeUndefined();
    expect(errorsOf(rules(), { ...noPhone, contact_preference: "sms" }).phone).toBe(
      M.phoneRequired,
    );
    expect(errorsOf(rules(), { ...valid, contact_preference: "fax" }).contact_preference).toBe(
      M.contactPreferenceInvalid,
    );
  });

  it.each(["jane", "jane@", "jane@example", "ja ne@example.com"])("rejects email %j", (email) => {
    expect(errorsOf(rules(), { ...valid, email }).email).toBe(M.emailInvalid);
  });

  it("limits names and messages", () => {
    const long = "x".repeat(51);
    expect(errorsOf(rules(), { ...valid, name: long }).name).toBe(M.nameTooLong);
    expect(errorsOf(rules(), { ...valid, comments: "y".repeat(2001) }).comments).toBe(
      M.commentsTooLong,
    );
  });

  it("reads wrong JSON types as missing, with the field's message", () => {
    const errors = errorsOf(rules(), { ...valid, name: { $gt: "" }, postcode: 4000, terms: true });
    expect(errors).toEqual({ name: M.nameRequired });
  });
});

describe("terms and comments follow the site", () => {
  it("uses the site's terms message", () => {
    expect(errorsOf(rules({ termsMessage: LONG }), { ...valid, terms: "" }).terms).toBe(LONG);
  });

  it("drops the comments requirement when the site turns it off", () => {
    const parsed = parseLeadForm(rules({ commentsRequired: false }), { ...valid, comments: "" });
    expect(parsed.ok).toBe(true);
  });

  it("sends the hidden default text of a request for photos", () => {
    const parsed = parseLeadForm(rules({ kind: "request-photos" }), {
      ...valid,
      comments: "",
      car_id: "12",
    });
    expect(parsed.ok && parsed.value.comments).toBe(REQUEST_PHOTOS_MESSAGE);
  });
});

describe("selects", () => {
  it("requires a shown category, location and dealership, from their own options", () => {
    const r = rules({
      categories: ["General Enquiry", "Finance Enquiry"],
      locationIds: [3, 4],
      dealershipIds: [1, 2],
    });
    expect(errorsOf(r, valid)).toEqual({
      category: M.categoryRequired,
      location_id: M.locationRequired,
      dealership_id: M.dealershipRequired,
    });
    const tampered = { ...valid, category: "Free Car", location_id: "99", dealership_id: "x" };
    expect(Object.keys(errorsOf(r, tampered))).toEqual([
      "category",
      "location_id",
      "dealership_id",
    ]);
    const chosen = { ...valid, category: "Finance Enquiry", location_id: "4", dealership_id: "2" };
    expect(errorsOf(r, chosen)).toEqual({});
  });

  it("ignores a posted category when the form shows no select", () => {
    const parsed = parseLeadForm(rules(), { ...valid, category: "Anything" });
    expect(parsed.ok && parsed.value.category).toBeNull();
  });

  it("takes a hidden location id when no select is shown", () => {
    const parsed = parseLeadForm(rules(), { ...valid, location_id: "17" });
    expect(parsed.ok && parsed.value.location_id).toBe(17);
  });
});

describe("forms of each kind", () => {
  it("requires the trade-in car", () => {
    const errors = errorsOf(rules({ kind: "trade-in" }), { ...valid, year: "19", km: "lots" });
    expect(errors).toMatchObject({
      year: M.yearInvalid,
      make: M.makeRequired,
      model: M.modelRequired,
      km: M.kmInvalid,
    });
    const parsed = parseLeadForm(rules({ kind: "trade-in" }), {
      ...valid,
      year: "2019",
      make: "Mazda",
      model: "CX-5",
      km: "85,000 kms",
      rego: "abc-123",
      rego_state: "QLD",
    });
    expect(parsed.ok && [parsed.value.km, parsed.value.rego]).toEqual([85000, "ABC123"]);
  });

  it("refuses a rego that is not letters and numbers, and an unknown state", () => {
    const errors = errorsOf(rules(), { ...valid, rego: "AB#12", rego_state: "XX" });
    expect(errors).toEqual({ rego: M.regoInvalid, rego_state: M.regoStateRequired });
  });

  it("needs the role of a careers enquiry and the part of a parts enquiry", () => {
    expect(errorsOf(rules({ kind: "careers" }), valid).position).toBe(M.positionRequired);
    expect(errorsOf(rules({ kind: "parts" }), valid).part).toBe(M.partRequired);
  });

  it("needs the car and the payment choice of a reservation", () => {
    expect(errorsOf(rules({ kind: "reserve" }), valid)).toEqual({
      car_id: M.carMissing,
      payment: M.paymentRequired,
    });
  });

  it("accepts an appointment time as an ISO date-time only", () => {
    const r = rules({ kind: "test-drive" });
    expect(errorsOf(r, { ...valid, appointment_at: "tomorrow" }).appointment_at).toBe(
      M.appointmentInvalid,
    );
    const parsed = parseLeadForm(r, { ...valid, appointment_at: "2026-11-23T23:00:00.000Z" });
    expect(parsed.ok && parsed.value.appointment_at).toBe("2026-11-23T23:00:00.000Z");
  });
});

describe("orderedErrors", () => {
  it("lists errors in the order of the form", () => {
    const list = orderedErrors({ terms: SHORT, name: M.nameRequired, postcode: POSTCODE_MESSAGE });
    expect(list.map((e) => e.field)).toEqual(["name", "postcode", "terms"]);
  });
});

describe("schemas kept by their rules", () => {
  it("checks each set of rules by its own schema, however they alternate", () => {
    const empty = { ...valid, comments: "" };
    const terms = "Please accept the terms.";
    for (let round = 0; round < 2; round++) {
      expect(errorsOf(rules(), empty)).toEqual({ comments: M.commentsRequired });
      expect(errorsOf(rules({ commentsRequired: false }), empty)).toEqual({});
      expect(errorsOf(rules({ termsMessage: terms }), { ...valid, terms: "" })).toEqual({ terms });
      expect(errorsOf(rules(), { ...valid, terms: "" })).toEqual({ terms: SHORT });
    }
  });
});
