/** A location's address, phone and today's hours beside a contact form. */
import { formatPhone } from "@/domain/format/phone";
import { addressLine } from "@/domain/location/address-line";
import { hoursOn } from "@/domain/location/hours";
import type { Location } from "@/domain/location/location";

export function LocationContact({
  location,
  now,
  overrideCity,
}: {
  location: Location;
  now: Date;
  /** The one city the site names for every location (locations.overrideCity), if any. */
  overrideCity: string | null;
}) {
  const phone = location.contact_detail.phone;
  const today = hoursOn(
    location.contact_detail.opening_hours,
    location.special_hours,
    now,
    location.time_zone,
  );
  return (
    <section aria-labelledby={`location-${location.id}`} className="rounded-brand bg-surface p-5">
      <h2 id={`location-${location.id}`} className="text-lg font-semibold">
        {location.name}
      </h2>
      <address className="mt-1 text-sm not-italic">
        {addressLine(location.address, overrideCity)}
      </address>
      {phone ? (
        <p className="mt-2 text-sm">
          <a
            className="font-semibold text-brand underline-offset-4 hover:underline"
            href={`tel:${phone.replace(/\s/g, "")}`}
          >
            {formatPhone(phone)}
          </a>
        </p>
      ) : null}
      <p className="mt-1 text-sm">Today: {today.text}</p>
    </section>
  );
}
