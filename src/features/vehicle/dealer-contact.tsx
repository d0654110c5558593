/**
 * Where the car is and how to reach the dealer: the "Located at {city}, Get Directions" bar for
 * a car away from the main location, the call-the-dealer block with the phone reveal, and the
 * #vehicle-map section (address, hours, directions).
 */
import { Img } from "@/components/ui/img";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { cityShown } from "@/domain/location/address-line";
import type { Location } from "@/domain/location/location";
import { phoneForPage } from "@/domain/vehicle/phone";
import { WeekHours } from "@/features/locations";
import { PhoneReveal } from "./islands/phone-reveal";
import { headingClass, sectionClass } from "./vehicle-sections";

export const VEHICLE_MAP_ANCHOR = "vehicle-map";

/** A maps link anyone's phone opens: the place's own address when known, else its coordinates. */
export function directionsUrl(location: Location): string {
  if (location.address.place_url) return location.address.place_url;
  const { lat, long } = location.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${long}`;
}

export function LocationBar({
  car,
  location,
  overrideCity,
}: {
  car: Car;
  location: Location | null;
  /** The city the site names for every location (locations.overrideCity), else null. */
  overrideCity: string | null;
}) {
  const city = location ? cityShown(location.address, overrideCity) : car.city;
  if (!city) return null;
  return (
    <p className="bg-accent px-4 py-2 text-center text-sm font-semibold text-white">
      Located at {city},{" "}
      {location ? (
        <a
          href={directionsUrl(location)}
          target="_blank"
          rel="noopener noreferrer"
          className="underline underline-offset-4"
        >
          Get Directions
        </a>
      ) : (
        <a href={`#${VEHICLE_MAP_ANCHOR}`} className="underline underline-offset-4">
          Get Directions
        </a>
      )}
    </p>
  );
}

type CallProps = { car: Car; config: SiteConfig; phone: string | null; dealerName: string };

export function CallDealer({ car, config, phone, dealerName }: CallProps) {
  const shown = phoneForPage(phone, config.vehicle.phoneRevealedByDefault);
  if (!shown) {
    // A missing number is only a warning; the block is left out.
    console.warn(`Vehicle ${car.slug}: no phone number for its location, dealership or site.`);
    return null;
  }
  return (
    <section aria-labelledby="call-heading" className={sectionClass}>
      <h2 id="call-heading" className={headingClass}>
        Call the dealer
      </h2>
      <p className="mb-3 text-ink/85">
        Speak to {dealerName} about this {car.make} {car.model}. Quote stock number {car.stocknum}.
      </p>
      <PhoneReveal
        variant="block"
        {...shown}
        carId={car.id}
        dealershipId={car.dealership_id}
        websiteId={config.slug}
        className="inline-flex min-h-12 items-center rounded-brand bg-brand px-5 text-lg font-bold text-brand-contrast hover:opacity-90"
      />
    </section>
  );
}

export function VehicleMap({
  location,
  overrideCity,
}: {
  location: Location | null;
  overrideCity: string | null;
}) {
  if (!location) return null;
  const { address } = location;
  const hours = location.contact_detail.opening_hours;
  return (
    <section id={VEHICLE_MAP_ANCHOR} aria-labelledby="map-heading" className={sectionClass}>
      <h2 id="map-heading" className={headingClass}>
        Where to see this car
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="relative min-h-56 overflow-hidden rounded-brand bg-surface">
          {location.image ? (
            <Img
              src={location.image.image.url}
              alt={`${location.name} premises`}
              fill
              sizes="(min-width: 768px) 40vw, 100vw"
              className="object-cover"
            />
          ) : null}
        </div>
        <div className="space-y-3">
          <p className="font-semibold">{location.name}</p>
          <address className="not-italic">
            {address.street}
            <br />
            {cityShown(address, overrideCity)} {address.state} {address.postcode}
          </address>
          <a
            href={directionsUrl(location)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-brand bg-brand px-4 font-semibold text-brand-contrast hover:opacity-90"
          >
            Get Directions<span className="sr-only"> (opens in a new tab)</span>
          </a>
          {hours.length > 0 ? <WeekHours opening={hours} /> : null}
        </div>
      </div>
    </section>
  );
}
