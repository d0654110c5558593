/**
 * A location's hours on a given day, in its own time zone: special hours for that date win over
 * the weekly opening hours; a missing entry reads Closed.
 */
import { TZDate } from "@date-fns/tz";
import type { OpeningHour, SpecialHour } from "./location";

export type DayHours = { status: "Open" | "Closed"; text: string; special: boolean };

function isoDate(date: TZDate): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "08:30" -> "8:30am", "17:00" -> "5:00pm". */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "pm" : "am";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")}${suffix}`;
}

function rangeText(open: string | null, close: string | null): string {
  return open && close ? `${formatTime(open)} – ${formatTime(close)}` : "Open";
}

export function hoursOn(
  opening: readonly OpeningHour[],
  special: readonly SpecialHour[],
  at: Date,
  timeZone: string,
): DayHours {
  const local = new TZDate(at, timeZone);
  const date = isoDate(local);
  const exception = special.find((s) => s.date === date);
  if (exception) {
    return exception.status === "Closed"
      ? { status: "Closed", text: "Closed", special: true }
      : {
          status: "Open",
          text: rangeText(exception.start_hour, exception.end_hour),
          special: true,
        };
  }
  const entry = opening.find((o) => o.weekday === local.getDay());
  if (!entry || entry.status === "Closed")
    return { status: "Closed", text: "Closed", special: false };
  return { status: "Open", text: rangeText(entry.open, entry.close), special: false };
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * A location's week of opening hours, Monday first, for the hours list of its card and of the
 * vehicle page: every day named, a day without an entry (or marked closed) reading Closed.
 */
export function weeklyHours(
  opening: readonly OpeningHour[],
): { weekday: number; day: string; text: string }[] {
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
    const entry = opening.find((h) => h.weekday === weekday);
    const open = entry?.status === "Open";
    const text = open ? entry.formated_hours || rangeText(entry.open, entry.close) : "Closed";
    return { weekday, day: WEEKDAYS[weekday]!, text };
  });
}
