/**
 * Stock and sites for the search integration tests: two dealerships, each its own site, with
 * makes, types, prices, a recently sold, a long-sold and a hidden car. Dates are relative to
 * the real clock, because the search applies the stock filter at the time of the request.
 */
import { parseSiteConfig } from "@/config/parse-site-config";
import type { SiteConfig, SiteConfigInput } from "@/config/site-config.schema";
import type { DemoData } from "@/data/demo-data";
import type { Car } from "@/domain/car/car";
import { car, dealership, emptyData, location } from "./fixtures";

const DAY = 86_400_000;
export const ago = (days: number) => new Date(Date.now() - days * DAY);

export function searchSite(
  slug: string,
  dealerships: string[],
  extra: Partial<SiteConfigInput> = {},
): SiteConfig {
  return parseSiteConfig(
    { slug, name: `${slug} Motors`, dealerships, ...extra },
    `sites/${slug}.json`,
  );
}

export const SITES = [
  searchSite("alpha", ["alpha-toyota"], { search: { promoPositions: [2] } }),
  searchSite("bravo", ["bravo-mazda"]),
];

const alpha = (id: number, o: Partial<Car>) =>
  car(id, 1, {
    slug: `alpha-${id}`,
    name: `${o.year ?? 2022} ${o.make ?? "Toyota"} ${o.model ?? "Corolla"}`,
    location_id: 11,
    created_at: ago(40),
    ...o,
  });
const bravo = (id: number, o: Partial<Car>) =>
  car(id, 2, {
    slug: `bravo-${id}`,
    make: "Mazda",
    model: "CX-5",
    name: "2021 Mazda CX-5",
    location_id: 21,
    created_at: ago(40),
    ...o,
  });

export const ALPHA_CARS: Car[] = [
  alpha(1, { model: "Corolla", price: 25_990, car_type: "used", custom_rank: 5 }),
  alpha(2, {
    model: "HiLux",
    name: "2023 Toyota HiLux SR5",
    price: 58_990,
    car_type: "new",
    year: 2023,
    simple_body: "Ute",
    custom_rank: 9,
  }),
  alpha(3, {
    model: "HiLux",
    name: "2019 Toyota HiLux Workmate",
    price: 34_500,
    car_type: "used",
    year: 2019,
    simple_body: "Ute",
    km: 88_000,
  }),
  alpha(4, {
    make: "Kia",
    model: "Sportage",
    name: "2022 Kia Sportage",
    price: 36_000,
    car_type: "demo",
    simple_body: "SUV",
  }),
  alpha(5, {
    model: "RAV4",
    name: "2021 Toyota RAV4",
    price: 41_000,
    car_type: "used",
    simple_body: "SUV",
    status: "sold",
    sold_date: ago(1),
  }),
  alpha(6, { model: "Camry", price: 30_000, status: "sold", sold_date: ago(30) }),
  alpha(7, { model: "Yaris", price: 18_000, show_on_dealer_website: false }),
  alpha(8, { model: "Corolla", price: 0, car_type: "used" }),
];

export const BRAVO_CARS: Car[] = [
  bravo(21, { price: 32_000 }),
  bravo(22, { model: "BT-50", price: 45_000 }),
];

export function searchData(): DemoData {
  return {
    ...emptyData(),
    dealerships: [dealership(1, "alpha-toyota"), dealership(2, "bravo-mazda", { make: "Mazda" })],
    locations: [location(11, 1, "alpha-yard"), location(21, 2, "bravo-yard")],
    cars: [...ALPHA_CARS, ...BRAVO_CARS],
  };
}

/** Alpha's listed cars: shown on the website, and not sold more than 3 days ago. */
export const ALPHA_LISTED = [1, 2, 3, 4, 5, 8];
