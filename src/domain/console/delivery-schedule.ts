/**
 * When the scheduled delivery check runs, in the site's own time zone: the local day is cut into
 * slots of `everyHours` hours (24 by default: one check a day), starting at local midnight. Each
 * slot has a key, which is unique per site in the database, so however many app nodes look, one
 * of them claims the slot and sends its check. A daily slot's key is the local date
 * ('2026-03-10'); a shorter slot's adds its starting hour ('2026-03-10 06:00').
 */
import { TZDate } from "@date-fns/tz";

export const CHECK_EVERY_HOURS = [1, 2, 3, 4, 6, 8, 12, 24] as const;

const two = (n: number) => String(n).padStart(2, "0");

/** The local date of an instant in a time zone, as YYYY-MM-DD. */
export function localDay(now: Date, timeZone: string): string {
  const local = new TZDate(now.getTime(), timeZone);
  return `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}`;
}

/** The instant the local day of `now` began. */
export function localDayStart(now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone);
  return new Date(
    new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), timeZone).getTime(),
  );
}

export type CheckSlot = { key: string; startsAt: Date; nextAt: Date };

/** The slot `now` falls in, when it began and when the next one begins. */
export function checkSlot(now: Date, timeZone: string, everyHours: number): CheckSlot {
  const hours = CHECK_EVERY_HOURS.includes(everyHours as 24) ? everyHours : 24;
  const local = new TZDate(now.getTime(), timeZone);
  const [y, m, d] = [local.getFullYear(), local.getMonth(), local.getDate()];
  const startHour = Math.floor(local.getHours() / hours) * hours;
  const startsAt = new Date(new TZDate(y, m, d, startHour, timeZone).getTime());
  const nextAt = new Date(new TZDate(y, m, d, startHour + hours, timeZone).getTime());
  const day = `${y}-${two(m + 1)}-${two(d)}`;
  return { key: hours === 24 ? day : `${day} ${two(startHour)}:00`, startsAt, nextAt };
}

/** The instant the local week of `now` began (weeks start on Monday, as in Australia). */
export function localWeekStart(now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone);
  const back = (local.getDay() + 6) % 7;
  return new Date(
    new TZDate(local.getFullYear(), local.getMonth(), local.getDate() - back, timeZone).getTime(),
  );
}

/** The `count` local dates up to and including today's, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, timeZone: string, count: number): string[] {
  const local = new TZDate(now.getTime(), timeZone);
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const day = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate() - back));
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}
