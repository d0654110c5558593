import { describe, expect, it } from "vitest";
import type { OpeningHour, SpecialHour } from "../location/location";
import { isOfferedSlot, testDriveSlots } from "./test-drive-slots";

const open = (weekday: number, from: string, to: string): OpeningHour => ({
  weekday,
  status: "Open",
  open: from,
  close: to,
  formated_hours: "",
});
const closed = (weekday: number): OpeningHour => ({
  weekday,
  status: "Closed",
  open: null,
  close: null,
  formated_hours: "Closed",
});

// Mon-Fri 9-11, Sat 9-10, Sun closed.
const week = [
  closed(0),
  ...[1, 2, 3, 4, 5].map((d) => open(d, "09:00", "11:00")),
  open(6, "09:00", "10:00"),
];
const brisbane = "Australia/Brisbane";
// Monday 23 November 2026, 06:00 in Brisbane (UTC+10).
const mondayDawn = new Date("2026-11-22T20:00:00Z");

const base = {
  opening: week,
  special: [] as SpecialHour[],
  timeZone: brisbane,
  now: mondayDawn,
  booked: [] as Date[],
};

describe("testDriveSlots", () => {
  it("offers half-hour starts that end by closing time, in the location's zone", () => {
    const days = testDriveSlots({ ...base, rules: { slotMinutes: 30, leadMinutes: 120, days: 1 } });
    expect(days).toEqual([
      {
        date: "2026-11-23",
        label: "Monday 23 November",
        slots: [
          { at: "2026-11-22T23:00:00.000Z", label: "9:00 am" },
          { at: "2026-11-22T23:30:00.000Z", label: "9:30 am" },
          { at: "2026-11-23T00:00:00.000Z", label: "10:00 am" },
          { at: "2026-11-23T00:30:00.000Z", label: "10:30 am" },
        ],
      },
    ]);
  });

  it("leaves out times sooner than the lead time and times already booked", () => {
    const now = new Date("2026-11-22T22:30:00Z"); // 8:30 am Monday
    const booked = [new Date("2026-11-23T00:30:00Z")]; // 10:30 am
    const [monday] = testDriveSlots({
      ...base,
      now,
      booked,
      rules: { slotMinutes: 30, leadMinutes: 60, days: 1 },
    });
    expect(monday?.slots.map((s) => s.label)).toEqual(["9:30 am", "10:00 am"]);
  });

  it("skips closed days and takes special hours over the week", () => {
    const special: SpecialHour[] = [
      { date: "2026-11-24", status: "Closed", start_hour: null, end_hour: null, location_id: 1 },
      {
        date: "2026-11-29",
        status: "Open",
        start_hour: "10:00",
        end_hour: "11:00",
        location_id: 1,
      },
    ];
    const days = testDriveSlots({
      ...base,
      special,
      rules: { slotMinutes: 30, leadMinutes: 0, days: 7 },
    });
    expect(days.map((d) => d.date)).toEqual([
      "2026-11-23",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(days.at(-1)?.slots.map((s) => s.label)).toEqual(["10:00 am", "10:30 am"]);
  });

  it("gives nothing for a location without hours (missing hours read as Closed)", () => {
    expect(testDriveSlots({ ...base, opening: [] })).toEqual([]);
  });

  it("keeps local times across a daylight-saving change", () => {
    // Sydney moves to UTC+11 on Sunday 4 October 2026.
    const sydney = {
      ...base,
      timeZone: "Australia/Sydney",
      opening: [0, 1, 2, 3, 4, 5, 6].map((d) => open(d, "09:00", "09:30")),
    };
    const days = testDriveSlots({
      ...sydney,
      now: new Date("2026-10-02T12:00:00Z"),
      rules: { slotMinutes: 30, leadMinutes: 0, days: 4 },
    });
    expect(days.map((d) => [d.date, d.slots[0]?.at])).toEqual([
      ["2026-10-03", "2026-10-02T23:00:00.000Z"],
      ["2026-10-04", "2026-10-03T22:00:00.000Z"],
      ["2026-10-05", "2026-10-04T22:00:00.000Z"],
    ]);
  });
});

describe("isOfferedSlot", () => {
  it("matches the instant, however it is written", () => {
    const days = testDriveSlots({ ...base, rules: { slotMinutes: 30, leadMinutes: 0, days: 1 } });
    expect(isOfferedSlot(days, "2026-11-22T23:30:00.000Z")).toBe(true);
    expect(isOfferedSlot(days, "2026-11-23T09:30:00+10:00")).toBe(true);
    expect(isOfferedSlot(days, "2026-11-22T23:31:00.000Z")).toBe(false);
    expect(isOfferedSlot(days, "not a date")).toBe(false);
  });
});
