/**
 * The vehicle page's lists: specifications (the first 4 shown, Show More / Show
 * Less), features (8 shown, Show All / Hide) and the details list. Rows are a table of
 * label and value; a row whose value is missing is left out rather than shown as a dash.
 */
import type { Car } from "@/domain/car/car";
import { formatKm } from "@/domain/format/km";
import { formatBodyMetres } from "@/domain/format/length";
import { groupThousands } from "@/domain/format/price";

export const LISTS = { specsShown: 4, featuresShown: 8 } as const;

export type Row = { label: string; value: string };
type RowSource = { label: string; value: (car: Car) => string | number | null | undefined };

const withUnit = (value: number | null, unit: string) => (value == null ? null : `${value}${unit}`);
const grouped = (value: number | null, unit: string) =>
  value == null ? null : `${groupThousands(value)} ${unit}`;

const SPECIFICATIONS: readonly RowSource[] = [
  { label: "Body", value: (c) => c.bodyconfiguration ?? c.simple_body },
  { label: "Transmission", value: (c) => c.trans ?? c.simple_transmission },
  { label: "Engine", value: (c) => withUnit(c.engine_size_litres, "L") },
  { label: "Fuel", value: (c) => c.fuel ?? c.simple_fuel },
  { label: "Drive", value: (c) => c.drive ?? c.simple_drive },
  { label: "Cylinders", value: (c) => c.cylinders },
  { label: "Induction", value: (c) => c.induction },
  { label: "Gears", value: (c) => c.gearnum },
  {
    label: "Fuel consumption (combined)",
    value: (c) => withUnit(c.fuelconsumptioncombined, " L/100km"),
  },
  { label: "Seats", value: (c) => c.seats },
  { label: "Doors", value: (c) => c.doors },
  { label: "Sleeps", value: (c) => c.sleeps },
  { label: "Body length", value: (c) => formatBodyMetres(c.body_length) },
  { label: "Body width", value: (c) => formatBodyMetres(c.body_width) },
  { label: "Tare weight", value: (c) => grouped(c.tare_weight, "kg") },
  { label: "Aggregate trailer mass", value: (c) => grouped(c.aggregate_trailer_mass, "kg") },
  { label: "Axle", value: (c) => c.axle_type },
];

const MONTH_YEAR = /^(\d{4})-(\d{2})/;
/** '2021-03' → '03/2021', the way compliance plates are read. */
const monthYear = (value: string | null) => {
  const match = value ? MONTH_YEAR.exec(value) : null;
  return match ? `${match[2]}/${match[1]}` : value;
};

const DETAILS: readonly RowSource[] = [
  { label: "Stock No.", value: (c) => c.stocknum },
  { label: "Odometer", value: (c) => (c.car_type === "new" ? null : formatKm(c.km)) },
  { label: "Colour", value: (c) => c.colour },
  { label: "Interior colour", value: (c) => c.interior_colour },
  { label: "Registration", value: (c) => c.regplate },
  { label: "Build date", value: (c) => monthYear(c.build_date) },
  { label: "Compliance date", value: (c) => monthYear(c.compliance_date) },
  { label: "VIN", value: (c) => c.vin },
];

function rows(car: Car, sources: readonly RowSource[]): Row[] {
  return sources.flatMap((source) => {
    const value = source.value(car);
    if (value === null || value === undefined) return [];
    const text = String(value).trim();
    return text === "" ? [] : [{ label: source.label, value: text }];
  });
}

export const specificationRows = (car: Car): Row[] => rows(car, SPECIFICATIONS);
export const detailRows = (car: Car): Row[] => rows(car, DETAILS);

/** The car's features, each once, in feed order. */
export function featureList(car: Pick<Car, "standardEquipment">): string[] {
  const seen = new Set<string>();
  return car.standardEquipment
    .map((feature) => feature.trim())
    .filter(
      (feature) =>
        feature !== "" && !seen.has(feature.toLowerCase()) && seen.add(feature.toLowerCase()),
    );
}
