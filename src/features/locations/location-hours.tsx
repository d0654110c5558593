/**
 * A location card's opening hours: today's, and the week's in a fold. Where the location's site
 * has departments of several types (sales, service, parts), a radio group picks whose hours show,
 * the location's own first checked. It needs no script: CSS shows the hours of the checked type.
 */
import { SegmentedToggle } from "@/components/ui/segmented-toggle";
import { hoursOn } from "@/domain/location/hours";
import type { TypedHours } from "@/domain/location/hours-by-type";
import type { Location, LocationType } from "@/domain/location/location";
import { locationTypeLabel } from "@/domain/location/location-search";
import { WeekHours } from "./week-hours";

/** Each type's hours show while its radio is checked and hide while another is. */
const SHOWN_WHILE_CHECKED: Record<LocationType, string> = {
  sales:
    "group-has-[input[value=sales]:checked]/hours:block group-has-[input[value=sales]:not(:checked)]/hours:hidden",
  used: "group-has-[input[value=used]:checked]/hours:block group-has-[input[value=used]:not(:checked)]/hours:hidden",
  service:
    "group-has-[input[value=service]:checked]/hours:block group-has-[input[value=service]:not(:checked)]/hours:hidden",
  parts:
    "group-has-[input[value=parts]:checked]/hours:block group-has-[input[value=parts]:not(:checked)]/hours:hidden",
};

export function LocationHours({
  location,
  hours,
  now,
  usedLabel,
}: {
  location: Location;
  /** The location's hours by type (hoursByType); one entry shows no choice. */
  hours: readonly TypedHours[];
  now: Date;
  usedLabel: string;
}) {
  const own = location.location_type;
  const choice = hours.length > 1;
  // Until the checked radio is read (or where the browser cannot), the location's own hours show.
  const panel = (type: LocationType) =>
    choice ? `${type === own ? "" : "hidden"} ${SHOWN_WHILE_CHECKED[type]}` : "";
  return (
    <div className="group/hours mt-1 text-sm">
      {choice ? (
        <SegmentedToggle
          legend="Hours for"
          name={`hours-${location.id}`}
          options={hours.map(({ type }) => ({
            value: type,
            label: locationTypeLabel(type, usedLabel),
          }))}
          value={own}
          className="my-2"
        />
      ) : null}
      {hours.map(({ type, location: place }) => (
        <p key={type} className={panel(type)}>
          <span className="font-medium">Today:</span>{" "}
          {
            hoursOn(place.contact_detail.opening_hours, place.special_hours, now, place.time_zone)
              .text
          }
        </p>
      ))}
      <details className="mt-1">
        <summary className="cursor-pointer font-medium text-brand underline-offset-4 hover:underline">
          Opening hours
        </summary>
        {hours.map(({ type, location: place }) => (
          <WeekHours
            key={type}
            opening={place.contact_detail.opening_hours}
            className={`mt-1 max-w-64 ${panel(type)}`}
          />
        ))}
      </details>
    </div>
  );
}
