/**
 * Where the car is and how to reach the dealer: the "Located at {city}, Get Directions" bar for
 * a car away from the main location, the call-the-dealer block with the phone reveal, and the
 * #vehicle-map section (address, hours, directions).
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { cityShown } from "@/domain/location/address-line";
import type { Location } from "@/domain/location/location";
import { phoneForPage } from "@/domain/vehicle/phone";
import { MapSection } from "./islands/map-section";
import { PhoneReveal } from "./islands/phone-reveal";
import { headingClass, sectionClass } from "./section-classes";

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
  return (
    <MapSection
      anchor={VEHICLE_MAP_ANCHOR}
      name={location.name}
      street={address.street}
      cityLine={`${cityShown(address, overrideCity)} ${address.state} ${address.postcode}`}
      directions={directionsUrl(location)}
      image={location.image?.image.url ?? null}
      hours={location.contact_detail.opening_hours}
    />
  );
}
