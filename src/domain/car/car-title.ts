/**
 * How a car is named wherever it is shown: the title is year, make and model; the subtitle is
 * badge and series; the full title is both; the display name is the feed's full name, else the title.
 */
import type { Car } from "./car";

type Named = Pick<Car, "year" | "make" | "model">;

export function carTitle(car: Named): string {
  return [car.year, car.make, car.model].filter((part) => part !== null && part !== "").join(" ");
}

export function carSubtitle(car: Pick<Car, "badge" | "series">): string {
  return [car.badge, car.series].filter(Boolean).join(" ");
}

/** Title and subtitle together, where one line must say exactly which car (lead emails, data). */
export function carFullTitle(car: Named & Pick<Car, "badge" | "series">): string {
  return [carTitle(car), carSubtitle(car)].filter(Boolean).join(" ");
}

export function carDisplayName(car: Named & Pick<Car, "name">): string {
  return car.name.trim() || carTitle(car);
}
