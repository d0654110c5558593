import { describe, expect, it } from "vitest";
import { checkSlot, lastDays, localDay, localDayStart, localWeekStart } from "./delivery-schedule";

describe("localDay", () => {
  it("is the date where the site is, not in UTC", () => {
    // 14:30 UTC on 9 March is 00:30 on 10 March in Brisbane (UTC+10).
    expect(localDay(new Date("2026-03-09T14:30:00Z"), "Australia/Brisbane")).toBe("2026-03-10");
    expect(localDay(new Date("2026-03-09T13:30:00Z"), "Australia/Brisbane")).toBe("2026-03-09");
  });
  it("starts the day at local midnight", () => {
    expect(localDayStart(new Date("2026-03-09T14:30:00Z"), "Australia/Brisbane")).toEqual(
      new Date("2026-03-09T14:00:00Z"),
    );
  });
});

describe("checkSlot", () => {
  it("is one slot a day by default, keyed by the local date, next at local midnight", () => {
    // 10 March 2026 in Sydney is daylight saving (UTC+11).
    const slot = checkSlot(new Date("2026-03-10T01:00:00Z"), "Australia/Sydney", 24);
    expect(slot).toEqual({
      key: "2026-03-10",
      startsAt: new Date("2026-03-09T13:00:00Z"),
      nextAt: new Date("2026-03-10T13:00:00Z"),
    });
  });

  it("cuts the day into slots of everyHours from local midnight", () => {
    // 13:20 in Perth (UTC+8).
    const slot = checkSlot(new Date("2026-03-10T05:20:00Z"), "Australia/Perth", 6);
    expect(slot.key).toBe("2026-03-10 12:00");
    expect(slot.startsAt).toEqual(new Date("2026-03-10T04:00:00Z"));
    expect(slot.nextAt).toEqual(new Date("2026-03-10T10:00:00Z"));
  });

  it("reads an hour count that does not divide the day as daily", () => {
    expect(checkSlot(new Date("2026-03-10T05:20:00Z"), "Australia/Perth", 5).key).toBe(
      "2026-03-10",
    );
  });

  it("keeps the day's length across the end of daylight saving (5 April 2026, 25 hours)", () => {
    const slot = checkSlot(new Date("2026-04-05T10:00:00Z"), "Australia/Sydney", 24);
    expect(slot.key).toBe("2026-04-05");
    expect(slot.startsAt).toEqual(new Date("2026-04-04T13:00:00Z"));
    expect(slot.nextAt).toEqual(new Date("2026-04-05T14:00:00Z"));
  });
});

describe("localWeekStart and lastDays", () => {
  it("starts the week on the Monday before, at local midnight", () => {
    // Wednesday 11 March 2026, 10:00 in Brisbane: the week began Monday 9 March 00:00 (UTC+10).
    expect(localWeekStart(new Date("2026-03-11T00:00:00Z"), "Australia/Brisbane")).toEqual(
      new Date("2026-03-08T14:00:00Z"),
    );
    // A Monday is its own week's start.
    expect(localWeekStart(new Date("2026-03-09T01:00:00Z"), "Australia/Brisbane")).toEqual(
      new Date("2026-03-08T14:00:00Z"),
    );
  });
  it("lists the days up to today, across a month's end", () => {
    expect(lastDays(new Date("2026-03-01T23:30:00Z"), "Australia/Brisbane", 3)).toEqual([
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(lastDays(new Date(), "Australia/Brisbane", 0)).toEqual([]);
  });
});
