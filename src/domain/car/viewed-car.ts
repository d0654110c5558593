/**
 * The record of the last car a shopper opened, which the browser keeps under a key prefixed with
 * the site slug: its id, stock number, make, model, body (the feed's body configuration) and
 * simple body, null where the car has no body of that kind.
 */
import type { Car } from "./car";

export type ViewedCar = {
  readonly id: number;
  readonly stocknum: string;
  readonly make: string;
  readonly model: string;
  readonly body: string | null;
  readonly simple_body: string | null;
};

export function viewedCarRecord(
  car: Pick<Car, "id" | "stocknum" | "make" | "model" | "bodyconfiguration" | "simple_body">,
): ViewedCar {
  return {
    id: car.id,
    stocknum: car.stocknum,
    make: car.make,
    model: car.model,
    body: car.bodyconfiguration,
    simple_body: car.simple_body,
  };
}
