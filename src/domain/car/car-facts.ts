/** The three key facts a car card and the vehicle sidebar show: odometer, transmission, body. */
import { formatKm } from "@/domain/format/km";
import type { Car } from "./car";

export type CarFactKind = "km" | "transmission" | "body";

/** A fact is its kind (which names its icon and its label) and the car's words for it. */
export type CarFact = {
  readonly icon: CarFactKind;
  readonly text: string;
};

/** What a screen reader hears before each fact; the icon shows it to everyone else. */
export const CAR_FACT_LABELS: Readonly<Record<CarFactKind, string>> = {
  km: "Odometer",
  transmission: "Transmission",
  body: "Body",
};

type FactCar = Pick<
  Car,
  "km" | "simple_transmission" | "trans" | "simple_body" | "bodyconfiguration"
>;

export function carFacts(car: FactCar): CarFact[] {
  const facts: { icon: CarFactKind; text: string | null }[] = [
    { icon: "km", text: formatKm(car.km) },
    { icon: "transmission", text: car.simple_transmission ?? car.trans },
    { icon: "body", text: car.simple_body ?? car.bodyconfiguration },
  ];
  return facts.filter((fact): fact is CarFact => Boolean(fact.text));
}
