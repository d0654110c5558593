import { describe, expect, it } from "vitest";
import { testDriveSlots } from "@/domain/leads/test-drive-slots";
import type { OpeningHour } from "@/domain/location/location";
import { packSlots, unpackSlots } from "./slot-list";

const open = (from: string, to: string) =>
  [0, 1, 2, 3, 4, 5, 6].map(
    (weekday): OpeningHour => ({
      weekday,
      status: "Open",
      open: from,
      close: to,
      formated_hours: "",
    }),
  );
const offered = (days: { label: string; slots: { at: string; label: string }[] }[]) =>
  days.map(({ label, slots }) => ({ label, slots }));

describe("packSlots / unpackSlots", () => {
  it("packs a day of half hours into its label, first time and offsets", () => {
    const days = [
      {
        label: "Monday 23 November",
        slots: [
          { at: "2026-11-22T23:00:00.000Z", label: "9:00 am" },
          { at: "2026-11-22T23:30:00.000Z", label: "9:30 am" },
          { at: "2026-11-23T01:00:00.000Z", label: "11:00 am" },
          { at: "2026-11-23T02:30:00.000Z", label: "12:30 pm" },
        ],
      },
    ];
    // 2026-11-22T23:00Z is 29,923,140 minutes after the epoch; 9:00 am is minute 540.
    expect(packSlots(days)).toEqual([["Monday 23 November", 29_923_140, 540, 0, 30, 120, 210]]);
    expect(unpackSlots(packSlots(days))).toEqual(days);
  });

  it("gives back a fortnight of times exactly, booked and too-soon times left out", () => {
    const days = testDriveSlots({
      opening: open("08:30", "17:30"),
      special: [],
      timeZone: "Australia/Brisbane",
      now: new Date("2026-11-22T22:10:00Z"),
      booked: [new Date("2026-11-23T03:00:00Z"), new Date("2026-11-25T05:30:00Z")],
    });
    expect(days.length).toBe(14);
    expect(unpackSlots(packSlots(days))).toEqual(offered(days));
    expect(packSlots(days)).toHaveLength(14);
  });

  it("splits a day whose clocks change within its hours, and gives it back as one day", () => {
    // Sydney moves from 2:00 to 3:00 am on Sunday 4 October 2026 and back on 5 April 2026.
    for (const now of [new Date("2026-10-02T00:00:00Z"), new Date("2026-04-02T00:00:00Z")]) {
      const days = testDriveSlots({
        opening: open("00:00", "06:00"),
        special: [],
        timeZone: "Australia/Sydney",
        now,
        booked: [],
        rules: { slotMinutes: 30, leadMinutes: 0, days: 5 },
      });
      const runs = packSlots(days);
      expect(runs.length).toBeGreaterThan(days.length);
      expect(unpackSlots(runs)).toEqual(offered(days));
    }
  });

  it("packs no days into no runs", () => {
    expect(packSlots([])).toEqual([]);
    expect(unpackSlots([])).toEqual([]);
  });

  it("refuses a label that is not a time of day", () => {
    const days = [{ label: "Monday", slots: [{ at: "2026-11-22T23:00:00.000Z", label: "9 am" }] }];
    expect(() => packSlots(days)).toThrow(/Not a time label/);
  });
});
