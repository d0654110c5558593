import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import { type FormContext, formRulesFor } from "./form-rules";

const config = (forms: Record<string, unknown> = {}, labels: Record<string, unknown> = {}) =>
  parseSiteConfig(
    { slug: "alpha", name: "Alpha", dealerships: ["alpha"], forms, labels },
    "alpha.json",
  );

const context = (over: Partial<FormContext> = {}): FormContext => ({
  kind: "enquiry",
  hasCar: false,
  fixedLocation: false,
  locations: [
    { id: 1, name: "One" },
    { id: 2, name: "Two" },
  ],
  dealerships: [{ id: 7, name: "Seven" }],
  now: new Date("2026-11-21T00:00:00Z"),
  ...over,
});

describe("formRulesFor", () => {
  it("follows the site's switches for comments, terms message and category", () => {
    const rules = formRulesFor(
      config(
        { commentsRequired: false, showCategory: true },
        { termsMessage: "You must agree to the terms of use before submitting the form." },
      ),
      context(),
    );
    expect(rules).toMatchObject({
      commentsRequired: false,
      termsMessage: "You must agree to the terms of use before submitting the form.",
      maxYear: 2027,
    });
    expect(rules.categories).toContain("General Enquiry");
    expect(
      formRulesFor(config({ showCategory: true }), context({ kind: "finance" })).categories,
    ).toBeNull();
  });

  it("shows the location select only when the site asks, the page fixed none and there are several", () => {
    expect(formRulesFor(config(), context()).locationIds).toBeNull();
    expect(formRulesFor(config({ showLocationSelect: true }), context()).locationIds).toEqual([
      1, 2,
    ]);
    expect(
      formRulesFor(config({ showLocationSelect: true }), context({ hasCar: true })).locationIds,
    ).toBeNull();
    expect(
      formRulesFor(config({ showLocationSelect: true }), context({ fixedLocation: true }))
        .locationIds,
    ).toBeNull();
  });

  it("asks for a dealership when the site has several and nothing else decides", () => {
    const group = context({
      dealerships: [
        { id: 7, name: "Seven" },
        { id: 8, name: "Eight" },
      ],
    });
    expect(formRulesFor(config(), group).dealershipIds).toEqual([7, 8]);
    expect(formRulesFor(config(), { ...group, hasCar: true }).dealershipIds).toBeNull();
    expect(formRulesFor(config({ showLocationSelect: true }), group).dealershipIds).toBeNull();
    expect(formRulesFor(config(), context()).dealershipIds).toBeNull();
  });
});
