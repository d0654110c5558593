/**
 * The registration line of the vehicle page:
 * a future expiry reads 'Expires on {dd/MM/yyyy}'; an expired one reads 'Unregistered' on sites
 * that say so and is left out elsewhere. Registration runs to the end of its expiry day in the
 * site's time zone, so a car expiring today is still registered today.
 */
import { DEFAULT_TIME_ZONE, formatDateAu } from "@/domain/format/date";

export type RegistrationSettings = { showUnregistered: boolean; timeZone?: string };

/** yyyy-MM-dd of an instant in a time zone: comparable as text. */
function dayKey(date: Date, timeZone: string): string {
  const [day, month, year] = formatDateAu(date, timeZone).split("/");
  return `${year}-${month}-${day}`;
}

export function registrationLine(
  regoExpiry: Date | null | undefined,
  now: Date,
  settings: RegistrationSettings,
): string | null {
  if (!regoExpiry || Number.isNaN(regoExpiry.getTime())) return null;
  const timeZone = settings.timeZone ?? DEFAULT_TIME_ZONE;
  if (dayKey(regoExpiry, timeZone) >= dayKey(now, timeZone)) {
    return `Expires on ${formatDateAu(regoExpiry, timeZone)}`;
  }
  return settings.showUnregistered ? "Unregistered" : null;
}
