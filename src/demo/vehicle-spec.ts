/**
 * Picks what a vehicle is: model line, year, badge, km, paint and an asking price that follows
 * age and kilometres. Caravans get their dimensions and masses instead of a drivetrain.
 */

import type { CarType } from "@/domain/car/car";
import type { BodyShape, PaintKey } from "@/photos/photo-catalogue";
import { CARAVAN_DECALS, CARAVANS } from "./catalogue/caravans";
import { type ModelLine, seriesFor } from "./catalogue/catalogue-types";
import { paintsFor } from "./catalogue/colours";
import type { Rng } from "./prng";
import { dealerPrice } from "./text-util";

export type VehicleSpec = {
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  km: number;
  price: number;
  shape: BodyShape;
  paint: PaintKey;
  colour: string;
  line: ModelLine | null;
  caravan: {
    body_width: number;
    body_length: number;
    tare_weight: number;
    axle_type: string;
    sleeps: number;
    aggregate_trailer_mass: number;
    offRoad: boolean;
  } | null;
  /** True for new stock from last year's build, sold as a runout. */
  runout: boolean;
};

const SIMPLE_BODY: Record<BodyShape, string> = {
  sedan: "Sedan",
  hatch: "Hatch",
  wagon: "Wagon",
  suv: "SUV",
  ute: "Ute",
  van: "Van",
  coupe: "Coupe",
  convertible: "Convertible",
  "people-mover": "People Mover",
  caravan: "Caravan",
};
export const simpleBody = (shape: BodyShape) => SIMPLE_BODY[shape];

function yearFor(
  rng: Rng,
  kind: CarType,
  first: number,
  last: number,
  currentYear: number,
): { year: number; runout: boolean } {
  if (kind === "new") {
    const runout = rng.chance(0.08) && last >= currentYear - 1 && first <= currentYear - 1;
    return { year: runout ? currentYear - 1 : Math.min(currentYear, last), runout };
  }
  if (kind === "demo")
    return {
      year: Math.max(first, Math.min(last, currentYear - (rng.chance(0.4) ? 1 : 0))),
      runout: false,
    };
  const lo = Math.max(2008, first);
  const hi = Math.min(currentYear, last);
  // Used stock leans young: most cars are 2–7 years old.
  const age = Math.floor(rng.next() ** 1.5 * (hi - lo + 1));
  return { year: Math.max(lo, hi - age), runout: false };
}

function kmFor(rng: Rng, kind: CarType, age: number): number {
  if (kind === "new") return rng.int(0, 50);
  if (kind === "demo") return rng.int(500, 15000);
  const perYear = 15000 * (0.75 + rng.next() * 0.5);
  return Math.max(3000, Math.round((Math.max(0.5, age) * perYear + rng.normal() * 4000) / 10) * 10);
}

function priceFor(rng: Rng, kind: CarType, newPrice: number, age: number, km: number): number {
  if (kind === "new") return dealerPrice(newPrice);
  if (kind === "demo") return dealerPrice(newPrice * (0.9 + rng.next() * 0.04) - km * 0.1);
  const value =
    newPrice *
    0.87 ** Math.max(0.5, age) *
    (1 - Math.min(0.25, km / 1_200_000)) *
    (0.92 + rng.next() * 0.16);
  return dealerPrice(Math.max(4000, value));
}

export function passengerSpec(
  rng: Rng,
  line: ModelLine,
  kind: CarType,
  currentYear: number,
): VehicleSpec {
  const { year, runout } = yearFor(
    rng,
    kind,
    line.years[0],
    line.years[1] ?? currentYear,
    currentYear,
  );
  const [badge, newPrice] = rng.pick(line.badges);
  const age = currentYear - year;
  const km = kmFor(rng, kind, age);
  const [colour, paint] = rng.weighted(
    paintsFor(line.make).map((p) => [[p[0], p[1]] as const, p[2]] as const),
  );
  return {
    make: line.make,
    model: line.model,
    badge,
    series: seriesFor(line, year),
    year,
    km,
    price: priceFor(rng, kind, newPrice, age, km),
    shape: line.shape,
    paint,
    colour,
    line,
    caravan: null,
    runout,
  };
}

export function caravanSpec(rng: Rng, kind: CarType, currentYear: number): VehicleSpec {
  const c = rng.weighted(CARAVANS.map((x) => [x, x.weight] as const));
  const { year, runout } = yearFor(rng, kind, 2010, currentYear, currentYear);
  const t = rng.next();
  const newPrice = c.price[0] + (c.price[1] - c.price[0]) * t;
  const length = Math.round((c.length[0] + (c.length[1] - c.length[0]) * t) / 10) * 10;
  const tare = Math.round((c.tare[0] + (c.tare[1] - c.tare[0]) * t) / 10) * 10;
  const [colour, paint] = rng.weighted(
    CARAVAN_DECALS.map((d) => [[d[0], d[1]] as const, d[2]] as const),
  );
  const age = currentYear - year;
  const price =
    kind === "new"
      ? dealerPrice(newPrice)
      : dealerPrice(
          Math.max(22000, newPrice * 0.9 ** Math.max(0.5, age) * (0.92 + rng.next() * 0.14)),
        );
  return {
    make: c.make,
    model: c.model,
    badge: rng.pick(c.badges),
    series: null,
    year,
    km: 0,
    price,
    shape: "caravan",
    paint,
    colour,
    line: null,
    caravan: {
      body_width: c.width,
      body_length: length,
      tare_weight: tare,
      axle_type: length > 5600 ? "Tandem" : "Single",
      sleeps: rng.pick(c.sleeps),
      aggregate_trailer_mass: Math.round((tare + 600 + rng.int(0, 4) * 100) / 10) * 10,
      offRoad: c.offRoad,
    },
    runout,
  };
}
