import { describe, expect, it } from "vitest";
import { countUpValue, salesCount, wallClock } from "./sales-counter";

/** Brisbane is UTC+10 all year (no daylight saving). */
const brisbane = (iso: string) => new Date(`${iso}+10:00`);

describe("salesCount: (day − 1) × 192 + steps of 450 s so far, Brisbane time", () => {
  it("is 0 at midnight on the first of the month", () =>
    expect(salesCount(brisbane("2025-06-01T00:00:00"))).toBe(0));

  it("counts one step per 450 s", () => {
    expect(salesCount(brisbane("2025-06-01T00:07:29"))).toBe(0);
    expect(salesCount(brisbane("2025-06-01T00:07:30"))).toBe(1);
    // 10:00 = 36 000 s = 80 steps.
    expect(salesCount(brisbane("2025-06-01T10:00:00"))).toBe(80);
  });

  it("adds 192 per whole day: the 15th at 12:00 is 14 × 192 + 96", () =>
    expect(salesCount(brisbane("2025-06-15T12:00:00"))).toBe(2784));

  it("reaches 191 steps at the last second of a day", () =>
    expect(salesCount(brisbane("2025-06-30T23:59:59"))).toBe(29 * 192 + 191));

  it("follows Brisbane's date, not UTC's", () => {
    // 2025-06-30T15:00Z is 1 July 01:00 in Brisbane: a new month, 8 steps.
    expect(salesCount(new Date("2025-06-30T15:00:00Z"))).toBe(8);
  });

  it("takes another time zone and step count", () => {
    // 1 July 00:30 in Sydney (AEST, UTC+10 in July) with 96 steps of 900 s: 2 steps.
    expect(
      salesCount(new Date("2025-06-30T14:30:00Z"), {
        timeZone: "Australia/Sydney",
        stepsPerDay: 96,
      }),
    ).toBe(2);
    // Perth is UTC+8: 2025-06-02T04:00Z is 12:00 on the 2nd → 192 + 96.
    expect(salesCount(new Date("2025-06-02T04:00:00Z"), { timeZone: "Australia/Perth" })).toBe(288);
  });

  it("gives 0 for an invalid date or step count", () => {
    expect(salesCount(new Date(Number.NaN))).toBe(0);
    expect(salesCount(brisbane("2025-06-15T12:00:00"), { stepsPerDay: 0 })).toBe(0);
    expect(salesCount(brisbane("2025-06-15T12:00:00"), { stepsPerDay: -5 })).toBe(0);
  });

  it("reads the wall clock", () =>
    expect(wallClock(brisbane("2025-06-15T01:02:03"), "Australia/Brisbane")).toEqual({
      day: 15,
      secondsOfDay: 3723,
    }));
});

describe("countUpValue over 2 s", () => {
  it("starts at from and ends at to", () => {
    expect(countUpValue(0, 2784, 0)).toBe(0);
    expect(countUpValue(0, 2784, 2000)).toBe(2784);
    expect(countUpValue(0, 2784, 5000)).toBe(2784);
  });
  it("is part way and whole in between, never past the target", () => {
    const mid = countUpValue(0, 1000, 1000);
    expect(mid).toBe(875);
    expect(Number.isInteger(countUpValue(0, 999, 333))).toBe(true);
  });
  it("jumps to the target with no duration", () => expect(countUpValue(3, 7, 1, 0)).toBe(7));
});
