import { describe, expect, it } from "vitest";
import { registrationLine } from "./registration";

const now = new Date("2025-06-15T02:00:00Z"); // 12:00 on 15 June in Brisbane

describe("registrationLine", () => {
  it("shows a future expiry as 'Expires on dd/MM/yyyy'", () => {
    expect(
      registrationLine(new Date("2026-01-31T00:00:00Z"), now, { showUnregistered: false }),
    ).toBe("Expires on 31/01/2026");
  });

  it("counts the expiry day itself as registered (site time zone)", () => {
    // 15 June 01:00 Brisbane is earlier than now but the same day.
    const today = new Date("2025-06-14T15:00:00Z");
    expect(registrationLine(today, now, { showUnregistered: true })).toBe("Expires on 15/06/2025");
  });

  it("reads 'Unregistered' once expired where the site says so, else nothing", () => {
    const yesterday = new Date("2025-06-14T02:00:00Z");
    expect(registrationLine(yesterday, now, { showUnregistered: true })).toBe("Unregistered");
    expect(registrationLine(yesterday, now, { showUnregistered: false })).toBeNull();
  });

  it("uses the given time zone for the day boundary", () => {
    // 14 June 23:30 in Perth (UTC+8) but 15 June 01:30 in Brisbane.
    const expiry = new Date("2025-06-14T15:30:00Z");
    const perthNow = new Date("2025-06-15T01:00:00Z"); // 09:00 15 June in Perth
    expect(
      registrationLine(expiry, perthNow, { showUnregistered: true, timeZone: "Australia/Perth" }),
    ).toBe("Unregistered");
    expect(registrationLine(expiry, perthNow, { showUnregistered: true })).toBe(
      "Expires on 15/06/2025",
    );
  });

  it("says nothing without a date", () => {
    expect(registrationLine(null, now, { showUnregistered: true })).toBeNull();
    expect(registrationLine(undefined, now, { showUnregistered: true })).toBeNull();
    expect(registrationLine(new Date(Number.NaN), now, { showUnregistered: true })).toBeNull();
  });
});
