import Link from "next/link";
import { formatPhone } from "@/domain/format/phone";
import { addressLine } from "@/domain/location/address-line";
import { hoursByType } from "@/domain/location/hours-by-type";
import { licenceLabel } from "@/domain/location/licence";
import type { Location } from "@/domain/location/location";
import { showRating } from "@/domain/review/stars";
import { LocationHours } from "./location-hours";
import { StarRating } from "./star-rating";

export type ReviewSettings = { minimumRating: number; hidden: boolean };

export function directionsUrl(location: Location): string {
  const { address } = location;
  return (
    address.place_url ??
    `https://www.google.com/maps/dir/?api=1&destination=${address.lat},${address.long}`
  );
}

/**
 * One card per location: address, phone, today's and the week's hours (of each department on its
 * site, by a choice of type), DL and MRB numbers, rating, actions.
 */
export function LocationCard({
  location,
  now,
  reviews,
  level = 3,
  overrideCity = null,
  hoursFrom = [location],
  usedLabel,
}: {
  location: Location;
  now: Date;
  reviews: ReviewSettings;
  /** The card's heading level: 2 where the page has no section heading above the cards. */
  level?: 2 | 3;
  /** The city the site names for every location (locations.overrideCity), else its own. */
  overrideCity?: string | null;
  /** The site's locations, whose departments beside this one add their hours. */
  hoursFrom?: readonly Location[];
  /** The site's word for used (labels.used). */
  usedLabel: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const phone = location.contact_detail.phone;
  return (
    <article className="flex h-full flex-col rounded-brand border border-black/10 bg-page p-5 shadow-sm">
      <Heading className="text-lg font-semibold">{location.name}</Heading>
      <p className="text-sm capitalize text-ink/75">
        {location.location_subtype ?? location.location_type}
      </p>
      <address className="mt-2 text-sm not-italic">
        {addressLine(location.address, overrideCity)}
      </address>
      {phone ? (
        <a
          className="mt-1 text-sm font-semibold text-brand underline-offset-4 hover:underline"
          href={`tel:${phone.replace(/\s/g, "")}`}
        >
          {formatPhone(phone)}
        </a>
      ) : null}
      <LocationHours
        location={location}
        hours={hoursByType(location, hoursFrom)}
        now={now}
        usedLabel={usedLabel}
      />
      {location.dealer_license_number || location.motor_vehicle_repairer ? (
        <p className="mt-1 text-xs text-ink/75">
          {[
            licenceLabel("DL", location.dealer_license_number),
            licenceLabel("MRB", location.motor_vehicle_repairer),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      {showRating(location.average_rating, reviews) && location.review_count > 0 ? (
        <StarRating average={location.average_rating} count={location.review_count} />
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
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
    </article>
  );
}

export function LocationCards({
  locations,
  heading,
  now,
  reviews,
  overrideCity = null,
  locator = true,
  hoursFrom = locations,
  usedLabel,
}: {
  locations: readonly Location[];
  heading: string;
  now: Date;
  reviews: ReviewSettings;
  overrideCity?: string | null;
  /** Whether the site has a dealer locator page to link to. */
  locator?: boolean;
  /** The site's locations the cards draw other departments' hours from (default: the cards'). */
  hoursFrom?: readonly Location[];
  /** The site's word for used (labels.used). */
  usedLabel: string;
}) {
  return (
    <section aria-labelledby="locations-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="locations-heading" className="mb-5 text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {locations.map((location) => (
          <li key={location.id}>
            <LocationCard
              location={location}
              now={now}
              reviews={reviews}
              overrideCity={overrideCity}
              hoursFrom={hoursFrom}
              usedLabel={usedLabel}
            />
          </li>
        ))}
      </ul>
      {locator ? (
        <p className="mt-6">
          <Link
            href="/dealer-locator"
            className="font-semibold text-brand underline underline-offset-4"
          >
            Find a location near you
          </Link>
        </p>
      ) : null}
    </section>
  );
}
