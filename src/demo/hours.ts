/**
 * Opening hours per kind of location, and special hours for the public holidays around `now`.
 */
import type { OpeningHour, SpecialHour } from "@/domain/location/location";
import type { AuState, HoursPreset } from "./sites/blueprint";
import { DAY_MS, isoDate } from "./text-util";

type Span = readonly [string, string] | null;
/** Sunday first, as weekday 0..6. */
const PRESETS: Record<HoursPreset, readonly Span[]> = {
  sales: [null, ...Array(5).fill(["08:30", "17:30"]), ["08:30", "16:00"]],
  used: [["10:00", "16:00"], ...Array(5).fill(["08:30", "17:30"]), ["08:30", "16:00"]],
  service: [null, ...Array(5).fill(["07:30", "17:30"]), ["08:00", "12:00"]],
  parts: [null, ...Array(5).fill(["08:00", "17:00"]), ["08:00", "12:00"]],
  caravan: [["10:00", "14:00"], ...Array(5).fill(["08:30", "17:00"]), ["09:00", "15:00"]],
};

/** "08:30" -> "8:30am" */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "pm" : "am";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, "0")}${suffix}`;
}

export function openingHours(preset: HoursPreset): OpeningHour[] {
  return PRESETS[preset].map((span, weekday) =>
    span
      ? {
          weekday,
          status: "Open",
          open: span[0],
          close: span[1],
          formated_hours: `${formatTime(span[0])} - ${formatTime(span[1])}`,
        }
      : { weekday, status: "Closed", open: null, close: null, formated_hours: "Closed" },
  );
}

/** Easter Sunday (anonymous Gregorian algorithm), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

function nthMonday(year: number, month: number, n: number): Date {
  const first = new Date(Date.UTC(year, month, 1));
  const offset = (8 - first.getUTCDay()) % 7;
  return new Date(Date.UTC(year, month, 1 + offset + (n - 1) * 7));
}

type Holiday = { date: Date; name: string; salesHours: Span };

export function publicHolidays(year: number, state: AuState): Holiday[] {
  const easter = easterSunday(year);
  const d = (m: number, day: number) => new Date(Date.UTC(year, m, day));
  return [
    { date: d(0, 1), name: "New Year's Day", salesHours: null },
    { date: d(0, 26), name: "Australia Day", salesHours: ["10:00", "16:00"] },
    { date: new Date(easter.getTime() - 2 * DAY_MS), name: "Good Friday", salesHours: null },
    {
      date: new Date(easter.getTime() + DAY_MS),
      name: "Easter Monday",
      salesHours: ["10:00", "16:00"],
    },
    { date: d(3, 25), name: "Anzac Day", salesHours: ["13:00", "17:00"] },
    {
      date: state === "QLD" ? nthMonday(year, 9, 1) : nthMonday(year, 5, 2),
      name: "King's Birthday",
      salesHours: ["10:00", "16:00"],
    },
    { date: d(11, 25), name: "Christmas Day", salesHours: null },
    { date: d(11, 26), name: "Boxing Day", salesHours: ["10:00", "16:00"] },
  ];
}

/** Holidays from two weeks ago to six months ahead of `now`. */
export function specialHours(
  now: Date,
  state: AuState,
  preset: HoursPreset,
  locationId: number,
): SpecialHour[] {
  const from = now.getTime() - 14 * DAY_MS;
  const to = now.getTime() + 183 * DAY_MS;
  const year = now.getUTCFullYear();
  const retail = preset === "sales" || preset === "used" || preset === "caravan";
  return [...publicHolidays(year, state), ...publicHolidays(year + 1, state)]
    .filter((h) => h.date.getTime() >= from && h.date.getTime() <= to)
    .map((h) => {
      const span = retail ? h.salesHours : null;
      return {
        date: isoDate(h.date),
        status: span ? "Open" : "Closed",
        start_hour: span?.[0] ?? null,
        end_hour: span?.[1] ?? null,
        location_id: locationId,
        note: h.name,
      };
    });
}
