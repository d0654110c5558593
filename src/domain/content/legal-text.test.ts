import { describe, expect, it } from "vitest";
import {
  paragraphs,
  privacyTimingLines,
  returnsPolicyLines,
  warrantyHeadline,
  warrantySummary,
} from "./legal-text";

describe("warranty", () => {
  it.each([3, 5, 7])("states %d years", (years) => {
    expect(warrantyHeadline(years)).toBe(`${years}-year warranty`);
    expect(warrantySummary(years, "Parkside Nissan")).toContain(`${years} years of warranty`);
  });
});

describe("returnsPolicyLines", () => {
  it("states 14 days, 500 km, a quarter tank and no liens", () =>
    expect(returnsPolicyLines({ days: 14, maxKm: 500, minFuel: "quarter" })).toEqual([
      "14-day money back or exchange guarantee.",
      "The vehicle has been driven no more than 500 km since purchase.",
      "The vehicle is returned with at least a quarter tank of fuel.",
      "The vehicle is free of liens and encumbrances.",
    ]));
  it("groups thousands and names a full tank", () => {
    const lines = returnsPolicyLines({ days: 7, maxKm: 1500, minFuel: "full" });
    expect(lines[1]).toContain("1,500 km");
    expect(lines[2]).toContain("a full tank");
  });
  it("is empty without a policy", () => expect(returnsPolicyLines(null)).toEqual([]));
});

describe("privacyTimingLines", () => {
  it("states 7, 30 and 14 days", () => {
    const lines = privacyTimingLines({ acknowledgeDays: 7, accessDays: 30, complaintDays: 14 });
    expect(lines[0]).toContain("within 7 days");
    expect(lines[1]).toContain("within 30 days");
    expect(lines[2]).toContain("within 14 days");
  });
  it("writes 1 day in the singular", () =>
    expect(
      privacyTimingLines({ acknowledgeDays: 1, accessDays: 30, complaintDays: 30 })[0],
    ).toContain("within 1 day."));
});

describe("paragraphs", () => {
  it("splits on blank lines and tidies whitespace", () =>
    expect(paragraphs("One\n line.\n\n  \nTwo.\n\n")).toEqual(["One line.", "Two."]));
  it.each([null, undefined, "", "\n\n"])("is empty for %s", (text) =>
    expect(paragraphs(text)).toEqual([]),
  );
});
