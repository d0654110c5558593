/**
 * The vehicle page's breadcrumb: Home, car type, make, optional model, optional
 * body, then the car's title. Each step links to the search it names, with the search pages'
 * own path vocabulary (/search/used-cars, /search/{make}, /search/{make}/{model}, /search/{body}).
 */
import type { Car, CarType } from "@/domain/car/car";
import { carTypeSegment } from "@/domain/search/search-path";
import { slugify } from "@/domain/search/slugify";

export type Crumb = { label: string; href: string | null };

type CrumbCar = Pick<
  Car,
  "car_type" | "make" | "model" | "simple_body" | "bodyconfiguration" | "year"
>;

export function vehicleBreadcrumb(
  car: CrumbCar,
  title: string,
  typeLabels: Readonly<Record<CarType, string>>,
): Crumb[] {
  const make = slugify(car.make);
  const model = slugify(car.model);
  const bodyName = (car.simple_body ?? car.bodyconfiguration ?? "").trim();
  const body = slugify(bodyName);
  const crumbs: (Crumb | null)[] = [
    { label: "Home", href: "/" },
    { label: typeLabels[car.car_type], href: `/search/${carTypeSegment([car.car_type])}` },
    make ? { label: car.make, href: `/search/${make}` } : null,
    make && model ? { label: car.model, href: `/search/${make}/${model}` } : null,
    body ? { label: bodyName, href: `/search/${body}` } : null,
    { label: title, href: null },
  ];
  return crumbs.filter((crumb): crumb is Crumb => crumb !== null);
}
