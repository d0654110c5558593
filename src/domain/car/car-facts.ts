/** The three key facts a car card and the vehicle sidebar show: odometer, transmission, body. */
import { formatKm } from "@/domain/format/km";
import type { Car } from "./car";

export type CarFact = {
  readonly icon: "km" | "transmission" | "body";
  readonly label: string;
  readonly text: string;
};

type FactCar = Pick<
  Car,
  "km" | "simple_transmission" | "trans" | "simple_body" | "bodyconfiguration"
>;

export function carFacts(car: FactCar): CarFact[] {
  const facts: { icon: CarFact["icon"]; label: string; text: string | null }[] = [
    { icon: "km", label: "Odometer", text: formatKm(car.km) },
    { icon: "transmission", label: "Transmission", text: car.simple_transmission ?? car.trans },
    { icon: "body", label: "Body", text: car.simple_body ?? car.bodyconfiguration },
  ];
  return facts.filter((fact): fact is CarFact => Boolean(fact.text));
}
