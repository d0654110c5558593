import Link from "next/link";
import { formatPhone } from "@/domain/format/phone";
import { hoursOn } from "@/domain/location/hours";
import type { Location } from "@/domain/location/location";

function directionsUrl(location: Location): string {
  const { address } = location;
  return (
    address.place_url ??
    `https://www.google.com/maps/dir/?api=1&destination=${address.lat},${address.long}`
  );
}

/** One card per location: address, phone, today's hours, licence numbers, rating, actions. */
export function LocationCards({
  locations,
  heading,
  now,
}: {
  locations: readonly Location[];
  heading: string;
  now: Date;
}) {
  return (
    <section aria-labelledby="locations-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="locations-heading" className="mb-5 text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {locations.map((location) => {
          const today = hoursOn(
            location.contact_detail.opening_hours,
            location.special_hours,
            now,
            location.time_zone,
          );
          const phone = location.contact_detail.phone;
          return (
            <li
              key={location.id}
              className="flex flex-col rounded-brand border border-black/10 bg-page p-5 shadow-sm"
            >
              <h3 className="text-lg font-semibold">{location.name}</h3>
              <p className="text-sm capitalize text-ink/75">{location.location_type}</p>
              <address className="mt-2 text-sm not-italic">
                {location.address.street}, {location.address.city} {location.address.state}{" "}
                {location.address.postcode}
              </address>
              {phone ? (
                <a
                  className="mt-1 text-sm font-semibold text-brand underline-offset-4 hover:underline"
                  href={`tel:${phone.replace(/\s/g, "")}`}
                >
                  {formatPhone(phone)}
                </a>
              ) : null}
              <p className="mt-1 text-sm">
                <span className="font-medium">Today:</span> {today.text}
              </p>
              {location.dealer_license_number || location.motor_vehicle_repairer ? (
                <p className="mt-1 text-xs text-ink/75">
                  {location.dealer_license_number ? `DL ${location.dealer_license_number}` : null}
                  {location.dealer_license_number && location.motor_vehicle_repairer ? " · " : null}
                  {location.motor_vehicle_repairer
                    ? `MRB ${location.motor_vehicle_repairer}`
                    : null}
                </p>
              ) : null}
              {location.average_rating != null && location.review_count > 0 ? (
                <p className="mt-1 text-sm">
                  <span aria-hidden="true" className="text-amber-700">
                    ★
                  </span>{" "}
                  {location.average_rating.toFixed(1)} (
                  {location.review_count.toLocaleString("en-AU")} reviews)
                </p>
              ) : null}
              <div className="mt-auto flex gap-2 pt-4">
                <Link
                  href={`/contact-us/${location.slug}`}
                  className="rounded-brand bg-brand px-3 py-2 text-sm font-semibold text-brand-contrast hover:opacity-90"
                >
                  Contact Us<span className="sr-only"> at {location.name}</span>
                </Link>
                <a
                  href={directionsUrl(location)}
                  className="rounded-brand border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-surface"
                >
                  Get Directions<span className="sr-only"> to {location.name}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
