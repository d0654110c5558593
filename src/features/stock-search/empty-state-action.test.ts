import { describe, expect, it } from "vitest";
import { stockEmptyAction } from "./empty-state-action";

describe("stockEmptyAction", () => {
  it("clears the filters while the site has stock", () => {
    expect(stockEmptyAction(12, "Find Me Something Similar")).toEqual({
      label: "Clear Filters",
      href: "/search/new-used-and-demo-cars",
      inPlace: true,
    });
  });

  it("asks for an enquiry when the site has no stock at all", () => {
    expect(stockEmptyAction(0, "Find Me Something Similar")).toEqual({
      label: "Find Me Something Similar",
      href: "/contact",
    });
  });
});
