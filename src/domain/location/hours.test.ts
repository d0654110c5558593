import { describe, expect, it } from "vitest";
import { formatTime, hoursOn, weeklyHours } from "./hours";
import type { OpeningHour, SpecialHour } from "./location";

const week: OpeningHour[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: "Open" as const,
  open: "08:30",
  close: "17:30",
  formated_hours: "8:30am - 5:30pm",
}));
week.push({
  weekday: 6,
  status: "Open",
  open: "09:00",
  close: "12:00",
  formated_hours: "9:00am - 12:00pm",
});
week.push({ weekday: 0, status: "Closed", open: null, close: null, formated_hours: "Closed" });

const special: SpecialHour[] = [
  { date: "2026-12-25", status: "Closed", start_hour: null, end_hour: null, location_id: 1 },
  { date: "2026-12-24", status: "Open", start_hour: "08:30", end_hour: "13:00", location_id: 1 },
];

describe("hoursOn", () => {
  it("reads the weekday in the location's own time zone", () => {
    // 2026-11-20T22:00Z is Saturday 21 Nov 08:00 in Brisbane (UTC+10) but still Friday in UTC.
    const at = new Date("2026-11-20T22:00:00Z");
    expect(hoursOn(week, [], at, "Australia/Brisbane")).toEqual({
      status: "Open",
      text: "9:00am – 12:00pm",
      special: false,
    });
    expect(hoursOn(week, [], at, "UTC")).toEqual({
      status: "Open",
      text: "8:30am – 5:30pm",
      special: false,
    });
  });

  it("lets special hours win over the week", () => {
    expect(hoursOn(week, special, new Date("2026-12-25T01:00:00Z"), "Australia/Sydney")).toEqual({
      status: "Closed",
      text: "Closed",
      special: true,
    });
    expect(hoursOn(week, special, new Date("2026-12-24T01:00:00Z"), "Australia/Sydney")).toEqual({
      status: "Open",
      text: "8:30am – 1:00pm",
      special: true,
    });
  });

  it("reads Closed for a closed day and for a day with no entry", () => {
    expect(hoursOn(week, [], new Date("2026-11-22T01:00:00Z"), "Australia/Brisbane").status).toBe(
      "Closed",
    );
    expect(hoursOn([], [], new Date("2026-11-23T01:00:00Z"), "Australia/Brisbane")).toEqual({
      status: "Closed",
      text: "Closed",
      special: false,
    });
  });
});

describe("formatTime", () => {
  it.each([
    ["00:00", "12:00am"],
    ["08:30", "8:30am"],
    ["12:00", "12:00pm"],
    ["17:05", "5:05pm"],
  ])("%s -> %s", (input, output) => expect(formatTime(input)).toBe(output));
});

describe("weeklyHours", () => {
  it("names every day from Monday, Closed where there is no entry or it is closed", () => {
    const week = weeklyHours([
      { weekday: 0, status: "Closed", open: null, close: null, formated_hours: "" },
      {
        weekday: 1,
        status: "Open",
        open: "08:30",
        close: "17:30",
        formated_hours: "8:30am - 5:30pm",
      },
      { weekday: 6, status: "Open", open: "09:00", close: "13:00", formated_hours: "" },
    ]);
    expect(week.map((d) => `${d.day} ${d.text}`)).toEqual([
      "Monday 8:30am - 5:30pm",
      "Tuesday Closed",
      "Wednesday Closed",
      "Thursday Closed",
      "Friday Closed",
      "Saturday 9:00am – 1:00pm",
      "Sunday Closed",
    ]);
  });
});
