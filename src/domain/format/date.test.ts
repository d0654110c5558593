import { describe, expect, it } from "vitest";
import { formatDateAu } from "./date";

describe("formatDateAu", () => {
  it("writes a calendar date as dd/MM/yyyy without shifting it", () => {
    expect(formatDateAu("2025-06-15")).toBe("15/06/2025");
    expect(formatDateAu("2024-01-02")).toBe("02/01/2024");
  });

  it("shows an instant in the site's time zone", () => {
    // 2025-06-14T23:30Z is 09:30 on the 15th in Brisbane (UTC+10, no daylight saving).
    const instant = new Date("2025-06-14T23:30:00Z");
    expect(formatDateAu(instant)).toBe("15/06/2025");
    expect(formatDateAu(instant, "UTC")).toBe("14/06/2025");
    // Perth is UTC+8: 07:30 on the 15th.
    expect(formatDateAu(instant, "Australia/Perth")).toBe("15/06/2025");
    // 2025-01-01T13:30Z is 00:30 on 2 January in Sydney (UTC+11 in summer), 23:30 on 1 January in Brisbane.
    const summer = "2025-01-01T13:30:00Z";
    expect(formatDateAu(summer, "Australia/Sydney")).toBe("02/01/2025");
    expect(formatDateAu(summer)).toBe("01/01/2025");
  });

  it("accepts epoch milliseconds", () => {
    // 0 ms is 1970-01-01T00:00Z, 10:00 that morning in Brisbane.
    expect(formatDateAu(0)).toBe("01/01/1970");
  });

  it("gives '' for missing or unparseable input", () => {
    expect(formatDateAu(undefined)).toBe("");
    expect(formatDateAu(null)).toBe("");
    expect(formatDateAu("")).toBe("");
    expect(formatDateAu("not a date")).toBe("");
    expect(formatDateAu(new Date(Number.NaN))).toBe("");
  });
});
