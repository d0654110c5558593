/**
 * The rows of the compare table (car fields), as data: a label and the text each car shows, with
 * the price by the price-display rules, so the table is one loop and the rules are tested without
 * rendering.
 */

import type { SiteConfig } from "@/config/site-config.schema";
import { type Car, isAvailable } from "@/domain/car/car";
import { priceDisplay } from "@/domain/car/price-display";
import { formatKm } from "@/domain/format/km";
import { formatPrice } from "@/domain/format/price";
import { priceSettingsFor } from "@/features/site";

export type CompareRow = { readonly label: string; readonly value: (car: Car) => string };

const DASH = "—";
const or = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? DASH : String(value);

export function comparePrice(car: Car, config: SiteConfig): string {
  if (!isAvailable(car)) return "Sold";
  const price = priceDisplay(car, priceSettingsFor(config));
  if (price.kind === "subscription") return `${formatPrice(price.amount)} per week subscription`;
  if (price.kind !== "price") return price.text;
  const label = car.price_type ? ` ${car.price_type}` : "";
  const was = price.wasPrice !== null ? ` (was ${formatPrice(price.wasPrice)})` : "";
  return `${formatPrice(price.amount)}${label}${was}`;
}

export function compareRows(config: SiteConfig): CompareRow[] {
  return [
    { label: "Price", value: (car) => comparePrice(car, config) },
    { label: "Year", value: (car) => String(car.year) },
    { label: "Type", value: (car) => config.labels[car.car_type] },
    { label: "Kilometres", value: (car) => or(formatKm(car.km)) },
    { label: "Body", value: (car) => or(car.simple_body ?? car.bodyconfiguration) },
    { label: "Transmission", value: (car) => or(car.simple_transmission ?? car.trans) },
    { label: "Fuel", value: (car) => or(car.simple_fuel ?? car.fuel) },
    { label: "Drive", value: (car) => or(car.simple_drive ?? car.drive) },
    { label: "Seats", value: (car) => or(car.seats) },
    { label: "Colour", value: (car) => or(car.colour) },
    {
      label: "Location",
      value: (car) =>
        or(
          [car.location?.name ?? car.location_name, car.location?.state ?? car.state]
            .filter(Boolean)
            .join(", "),
        ),
    },
  ];
}
