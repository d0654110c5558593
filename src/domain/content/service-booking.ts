/**
 * Where a location's "Book a Service" button leads: a configured booking
 * entry named for the location or its dealership (and, when the entry names a make, one the
 * location services), else the dealership's own booking address, else nothing (the page's form).
 * Where the site's own booking pages are: its default Book a Service page, and the page that
 * embeds its online scheduler when it has one. Also the week of opening hours, Monday first.
 */

export type BookingEntry = { name: string; make: string | null; url: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function serviceBookingUrl(
  place: { name: string; dealershipName: string | null; makes: readonly string[] },
  entries: readonly BookingEntry[],
  dealershipUrl: string | null,
): string | null {
  const entry = entries.find(
    (e) =>
      (same(e.name, place.name) ||
        (place.dealershipName !== null && same(e.name, place.dealershipName))) &&
      (e.make === null || place.makes.some((m) => same(m, e.make!))),
  );
  return entry?.url ?? dealershipUrl ?? null;
}

export type ServiceBookingPages = {
  defaultPath: string;
  schedulingUrl: string | null;
  schedulingPath: string;
};

/** The page that embeds the site's online scheduler; null when the site has no scheduler. */
export function schedulerPath(booking: ServiceBookingPages): string | null {
  return booking.schedulingUrl === null ? null : booking.schedulingPath;
}

/** Where "book service online" leads: the scheduler page where there is one, else the default page. */
export function onlineBookingPath(booking: ServiceBookingPages): string {
  return schedulerPath(booking) ?? booking.defaultPath;
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Monday..Sunday with each day's hours text; a day without an entry reads Closed. */
export function weekHours(
  hours: readonly { weekday: number; status: "Open" | "Closed"; formated_hours: string }[],
): { day: string; text: string }[] {
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
    const entry = hours.find((h) => h.weekday === weekday);
    const text =
      entry && entry.status === "Open" && entry.formated_hours ? entry.formated_hours : "Closed";
    return { day: DAY_NAMES[weekday]!, text };
  });
}
