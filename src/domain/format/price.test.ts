import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPrice, groupThousands } from "./price";

describe("formatPrice", () => {
  it.each([
    [34990, "$34,990"],
    [0, "$0"],
    [999, "$999"],
    [1000, "$1,000"],
    [250000, "$250,000"],
    [1234567, "$1,234,567"],
    // No decimals: 1360.50 rounds half up to 1361; 34989.4 rounds down.
    [1360.5, "$1,361"],
    [34989.4, "$34,989"],
    [-500, "-$500"],
    // -0.4 rounds to 0, which carries no sign.
    [-0.4, "$0"],
  ])("%s → %s", (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it("gives '' for missing or non-finite input", () => {
    expect(formatPrice(undefined)).toBe("");
    expect(formatPrice(null)).toBe("");
    expect(formatPrice(Number.NaN)).toBe("");
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe("");
  });

  it("reads back to the rounded number once '$' and ',' are removed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (n) => {
        const text = formatPrice(n);
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*$/);
        expect(Number(text.replace(/[$,]/g, ""))).toBe(n);
      }),
    );
  });
});

describe("groupThousands", () => {
  it("groups without a currency sign", () => {
    expect(groupThousands(45123)).toBe("45,123");
    expect(groupThousands(-1000)).toBe("-1,000");
    expect(groupThousands(Number.NaN)).toBeNull();
  });
});
