/**
 * Test-drive times a shopper can pick: the location's opening hours, with its special
 * hours winning on their dates (a holiday closes, a late night opens longer), in the location's
 * own time zone, minus the times already booked and the times too soon to arrange. The server
 * checks a chosen time against the same list when the form arrives.
 */
import { TZDate } from "@date-fns/tz";
import type { OpeningHour, SpecialHour } from "../location/location";

export type SlotRules = {
  /** Length of a test drive, and the step between start times. */
  slotMinutes: number;
  /** Earliest start after now, so the car can be readied. */
  leadMinutes: number;
  /** How many days ahead a booking may be made (today counts). */
  days: number;
};

export const DEFAULT_SLOT_RULES: SlotRules = { slotMinutes: 30, leadMinutes: 120, days: 14 };

export type Slot = { at: string; label: string };
export type SlotDay = { date: string; label: string; slots: Slot[] };

export type SlotInput = {
  opening: readonly OpeningHour[];
  special: readonly SpecialHour[];
  timeZone: string;
  now: Date;
  /** Start instants already booked at this location. */
  booked: readonly Date[];
  rules?: SlotRules;
};

const pad = (n: number) => String(n).padStart(2, "0");
const minutesOf = (hhmm: string | null): number | null => {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm ?? "");
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** Opening and closing minutes of a local day, or null when closed. */
function dayHours(input: SlotInput, day: TZDate): { open: number; close: number } | null {
  const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  const special = input.special.find((s) => s.date === date);
  const weekly = input.opening.find((o) => o.weekday === day.getDay());
  if (special?.status === "Closed") return null;
  const open = minutesOf(special ? special.start_hour : (weekly?.open ?? null));
  const close = minutesOf(special ? special.end_hour : (weekly?.close ?? null));
  if (!special && weekly?.status !== "Open") return null;
  return open !== null && close !== null && close > open ? { open, close } : null;
}

/** A local time of day, in minutes after midnight, as the form shows it: 9:30 am, 12:00 pm. */
export function timeLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const suffix = h >= 12 ? "pm" : "am";
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(minutes % 60)} ${suffix}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function testDriveSlots(input: SlotInput): SlotDay[] {
  const rules = input.rules ?? DEFAULT_SLOT_RULES;
  const earliest = input.now.getTime() + rules.leadMinutes * 60_000;
  const taken = new Set(input.booked.map((d) => d.getTime()));
  const today = new TZDate(input.now, input.timeZone);
  const days: SlotDay[] = [];
  for (let offset = 0; offset < rules.days; offset++) {
    // Built from calendar fields, so a daylight-saving change cannot skip or repeat a day.
    const day = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + offset,
      input.timeZone,
    );
    const hours = dayHours(input, day);
    if (!hours) continue;
    const slots: Slot[] = [];
    for (let m = hours.open; m + rules.slotMinutes <= hours.close; m += rules.slotMinutes) {
      const start = new TZDate(
        day.getFullYear(),
        day.getMonth(),
        day.getDate(),
        Math.floor(m / 60),
        m % 60,
        input.timeZone,
      );
      if (start.getTime() < earliest || taken.has(start.getTime())) continue;
      slots.push({ at: new Date(start.getTime()).toISOString(), label: timeLabel(m) });
    }
    if (slots.length === 0) continue;
    days.push({
      date: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
      label: `${WEEKDAYS[day.getDay()]} ${day.getDate()} ${MONTHS[day.getMonth()]}`,
      slots,
    });
  }
  return days;
}

/** Whether `at` (an ISO instant from the form) is one of the offered times. */
export function isOfferedSlot(days: readonly SlotDay[], at: string): boolean {
  const time = Date.parse(at);
  return days.some((d) => d.slots.some((s) => Date.parse(s.at) === time));
}
