/** Times in the console are the site's local time: '1 Mar 2026, 2:05 pm' on pages, '2026-03-01 14:05' in CSV. */

export function consoleDateTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-AU", { timeZone, dateStyle: "medium", timeStyle: "short" })
    .format(date)
    .replace(/\u202f/g, " ");
}

/** A writer of CSV times in one time zone: its formatter is made once for every row of a file. */
export function csvDateTimeIn(timeZone: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return (date) => {
    const parts = Object.fromEntries(
      format.formatToParts(date).map((part) => [part.type, part.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };
}
