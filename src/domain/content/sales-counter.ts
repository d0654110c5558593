/**
 * The "Sales this Month" counter: the day is cut into `stepsPerDay` steps (192: one
 * per 450 s) in the site's time zone (Brisbane by default), and the count is
 * (day of month − 1) × stepsPerDay + whole steps elapsed today. The banner re-reads it every
 * 150 000 ms and counts up to it over 2 s.
 */

export const SALES_COUNTER_REFRESH_MS = 150_000;
export const SALES_COUNTER_ANIMATION_MS = 2_000;
export const DEFAULT_STEPS_PER_DAY = 192;

type WallClock = { day: number; secondsOfDay: number };

/** The day of month and seconds since midnight of an instant in a time zone. */
export function wallClock(now: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    day: part("day"),
    secondsOfDay: part("hour") * 3600 + part("minute") * 60 + part("second"),
  };
}

/** Invalid dates and step counts below 1 give 0. */
export function salesCount(
  now: Date,
  settings: { stepsPerDay?: number; timeZone?: string } = {},
): number {
  const steps = Math.trunc(settings.stepsPerDay ?? DEFAULT_STEPS_PER_DAY);
  if (Number.isNaN(now.getTime()) || !(steps >= 1)) return 0;
  const { day, secondsOfDay } = wallClock(now, settings.timeZone ?? "Australia/Brisbane");
  const stepSeconds = 86_400 / steps;
  return (day - 1) * steps + Math.floor(secondsOfDay / stepSeconds);
}

/** The figure shown `elapsed` ms into the count-up from `from` to `to` (ease-out, whole numbers). */
export function countUpValue(
  from: number,
  to: number,
  elapsed: number,
  duration = SALES_COUNTER_ANIMATION_MS,
): number {
  if (!(duration > 0) || elapsed >= duration) return to;
  if (elapsed <= 0) return from;
  const t = elapsed / duration;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}
