"use client";
/**
 * The #vehicle-map section drawn from the place's name, address lines, directions link, photo and
 * week's hours (dealer-contact.tsx works them out), so the page's data carries those rather than
 * the section's elements and the photo's every width.
 */
import { Img } from "@/components/ui/img";
import type { OpeningHour } from "@/domain/location/location";
import { WeekHours } from "@/features/locations";
import { headingClass, sectionClass } from "../section-classes";

export type MapSectionProps = {
  anchor: string;
  name: string;
  street: string;
  /** City, state and postcode. */
  cityLine: string;
  directions: string;
  image: string | null;
  hours: readonly OpeningHour[];
};

export function MapSection(props: MapSectionProps) {
  return (
    <section id={props.anchor} aria-labelledby="map-heading" className={sectionClass}>
      <h2 id="map-heading" className={headingClass}>
        Where to see this car
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="relative min-h-56 overflow-hidden rounded-brand bg-surface">
          {props.image ? (
            <Img
              src={props.image}
              alt={`${props.name} premises`}
              fill
              sizes="(min-width: 768px) 40vw, 100vw"
              className="object-cover"
            />
          ) : null}
        </div>
        <div className="space-y-3">
          <p className="font-semibold">{props.name}</p>
          <address className="not-italic">
            {props.street}
            <br />
            {props.cityLine}
          </address>
          <a
            href={props.directions}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-brand bg-brand px-4 font-semibold text-brand-contrast hover:opacity-90"
          >
            Get Directions<span className="sr-only"> (opens in a new tab)</span>
          </a>
          {props.hours.length > 0 ? <WeekHours opening={props.hours} /> : null}
        </div>
      </div>
    </section>
  );
}
