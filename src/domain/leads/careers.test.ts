import { describe, expect, it } from "vitest";
import { convertCareersCategory } from "./careers";

describe("convertCareersCategory", () => {
  it("sends Careers Enquiry as General Enquiry / Career Enquiry", () => {
    expect(convertCareersCategory("Careers Enquiry", null)).toEqual({
      category: "General Enquiry",
      subcategory: "Career Enquiry",
    });
    expect(convertCareersCategory("Careers Enquiry", "Sales")).toEqual({
      category: "General Enquiry",
      subcategory: "Career Enquiry",
    });
  });

  it("leaves every other category alone", () => {
    expect(convertCareersCategory("Finance Enquiry", null)).toEqual({
      category: "Finance Enquiry",
      subcategory: null,
    });
    expect(convertCareersCategory("careers enquiry", "x")).toEqual({
      category: "careers enquiry",
      subcategory: "x",
    });
  });
});
