import { describe, expect, it } from "vitest";
import { hasDealerLocator } from "./dealer-locator";

describe("hasDealerLocator", () => {
  it("follows group.dealerLocator on a dealer-group site", () => {
    expect(hasDealerLocator({ template: "dealer-group", group: { dealerLocator: true } })).toBe(
      true,
    );
    expect(hasDealerLocator({ template: "dealer-group", group: { dealerLocator: false } })).toBe(
      false,
    );
  });

  it("is always there on a single dealer's site", () => {
    expect(hasDealerLocator({ template: "single-dealer", group: { dealerLocator: false } })).toBe(
      true,
    );
  });
});
