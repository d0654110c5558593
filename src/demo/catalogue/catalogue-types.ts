/**
 * The vehicle catalogue's vocabulary: a model line with its badges (and their new prices),
 * series by year, drivetrain, and the body shape its photos are drawn with.
 */
import type { BodyShape } from "@/photos/photo-catalogue";

export type FuelKind = "Petrol" | "Diesel" | "Hybrid" | "Electric" | "Plug-in Hybrid";
export type DriveKind = "FWD" | "RWD" | "AWD" | "4WD";

export type ModelLine = {
  make: string;
  model: string;
  shape: BodyShape;
  /** Body as stock feeds describe it, e.g. "Dual Cab Pick Up". */
  body: string;
  /** Badge and its drive-away price when new. */
  badges: readonly (readonly [string, number])[];
  /** Series code by first model year, oldest first. */
  series: readonly (readonly [number, string])[];
  /** Model years sold here: [first, last]; last defaults to the current year. */
  years: readonly [number, number?];
  engine: {
    litres: number | null;
    cylinders: number | null;
    induction: "Turbocharged" | "Aspirated" | null;
  };
  fuel: FuelKind;
  drive: DriveKind;
  trans: "Automatic" | "Manual" | "CVT";
  gears: number | null;
  seats: number;
  doors: number;
  /** L/100 km combined (kWh/100 km for electric). */
  consumption: number;
  /** Relative share of stock for this line within its make. */
  weight: number;
};

type Opts = Partial<Omit<ModelLine, "make" | "model" | "shape" | "badges">> & {
  badges: ModelLine["badges"];
};

const BODY_NAMES: Record<BodyShape, string> = {
  sedan: "Sedan",
  hatch: "Hatchback",
  wagon: "Wagon",
  suv: "Wagon",
  ute: "Dual Cab Pick Up",
  van: "Van",
  coupe: "Coupe",
  convertible: "Convertible",
  "people-mover": "Wagon",
  caravan: "Caravan",
};

/** Builds a line with everyday defaults so the tables below stay short. */
export function line(make: string, model: string, shape: BodyShape, o: Opts): ModelLine {
  return {
    make,
    model,
    shape,
    body: o.body ?? BODY_NAMES[shape],
    badges: o.badges,
    series: o.series ?? [[2008, ""]],
    years: o.years ?? [2008],
    engine: o.engine ?? { litres: 2.0, cylinders: 4, induction: "Aspirated" },
    fuel: o.fuel ?? "Petrol",
    drive: o.drive ?? (shape === "ute" ? "4WD" : shape === "suv" ? "AWD" : "FWD"),
    trans: o.trans ?? "Automatic",
    gears: o.gears === undefined ? 6 : o.gears,
    seats:
      o.seats ??
      (shape === "people-mover" ? 8 : shape === "coupe" || shape === "convertible" ? 4 : 5),
    doors: o.doors ?? (shape === "coupe" || shape === "convertible" ? 2 : shape === "van" ? 4 : 4),
    consumption: o.consumption ?? 7.5,
    weight: o.weight ?? 1,
  };
}

export const turbo = (litres: number, cylinders = 4) => ({
  litres,
  cylinders,
  induction: "Turbocharged" as const,
});
export const na = (litres: number, cylinders = 4) => ({
  litres,
  cylinders,
  induction: "Aspirated" as const,
});
export const electric = { litres: null, cylinders: null, induction: null };

/** Series in force for a model year. */
export function seriesFor(l: ModelLine, year: number): string | null {
  let current: string | null = null;
  for (const [from, code] of l.series) if (year >= from) current = code || null;
  return current;
}
