/**
 * Dates as Australians write them: dd/MM/yyyy (as on blog cards). An instant is shown in
 * the site's time zone, so a post dated 23:30 UTC reads as the next day in Brisbane; the caller
 * passes the site's zone, Brisbane by default because the sales counter also counts in it.
 */

export const DEFAULT_TIME_ZONE = "Australia/Brisbane";

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-AU", {
      timeZone,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * '2025-06-15' → '15/06/2025' (a calendar date: no time-zone shift);
 * a Date, epoch milliseconds or an ISO timestamp → that instant's day in `timeZone`.
 * Missing or unparseable input gives ''.
 */
export function formatDateAu(
  value: Date | string | number | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") {
    const plain = PLAIN_DATE.exec(value);
    if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  // formatToParts, not format(): the parts are reassembled so the separator never depends on ICU.
  const parts = dayFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")}`;
}
