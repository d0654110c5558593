import { describe, expect, it } from "vitest";
import { formatKm } from "./km";

describe("formatKm", () => {
  it.each([
    [45123, "45,123 kms"],
    [0, "0 kms"],
    [7, "7 kms"],
    [100000, "100,000 kms"],
    // Odometers are whole kilometres: 12.6 rounds to 13.
    [12.6, "13 kms"],
  ])("%s → %s", (value, expected) => {
    expect(formatKm(value)).toBe(expected);
  });

  it("gives '' for missing, negative or non-finite input", () => {
    expect(formatKm(undefined)).toBe("");
    expect(formatKm(null)).toBe("");
    expect(formatKm(-1)).toBe("");
    expect(formatKm(Number.NaN)).toBe("");
  });
});
