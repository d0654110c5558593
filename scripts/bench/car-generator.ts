/**
 * Synthetic but realistic stock for the search benchmark: skewed make popularity, models and
 * badges per make, dealerships of uneven size, a tail of sold, hidden and unpriced cars.
 * Seeded, so two runs measure the same data. Each car is built through the shared car fixture
 * (src/domain/car/car-fixture.test-support.ts); this file only draws the values.
 */
import type { Car, CarType } from "@/domain/car/car";
import { carFixture } from "@/domain/car/car-fixture.test-support";
import { encodeCarJson } from "@/domain/search/car-store";
import {
  BADGES,
  BODIES,
  CATEGORIES,
  CITIES,
  COLOURS,
  DRIVES,
  FEATURES,
  FUELS,
  MAKES,
  SERIES,
  STATES,
  TAGS,
  TRANSMISSIONS,
} from "./stock-pools";

export { MAKES };

export type Random = () => number;

/** mulberry32: small, fast, good enough for test data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;
/** Earlier entries are likelier: a Zipf-like skew for makes, models, dealerships. */
export const pickSkewed = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(list.length * random() ** 2.2)]!;

const DAY = 86_400_000;
export const BENCH_NOW = Date.UTC(2026, 5, 1);

export type Dealership = { id: number; slug: string; name: string; city: string; state: string };

export function dealerships(count: number, random: Random): Dealership[] {
  return Array.from({ length: count }, (_, i) => {
    const city = pick(random, CITIES);
    const make = pick(random, Object.keys(MAKES));
    const name = `${city} ${make} ${i + 1}`;
    return {
      id: i + 1,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      name,
      city,
      state: pick(random, STATES),
    };
  });
}

function someOf<T>(random: Random, list: readonly T[], max: number): T[] {
  return list.filter(() => random() < max / list.length);
}

export function generateCar(id: number, dealer: Dealership, random: Random): Car {
  const make = pickSkewed(random, Object.keys(MAKES));
  const model = pickSkewed(random, MAKES[make]!);
  const carType: CarType = pick(random, ["new", "new", "demo", "used", "used", "used"] as const);
  const year =
    carType === "used" ? 2008 + Math.floor(random() * 18) : 2025 + Math.floor(random() * 2);
  const km =
    carType === "new"
      ? Math.floor(random() * 50)
      : carType === "demo"
        ? 500 + Math.floor(random() * 15_000)
        : 5_000 + Math.floor(random() * 240_000);
  const price = random() < 0.04 ? 0 : Math.round((8_000 + 140_000 * random() ** 2.5) / 10) * 10;
  const statusRoll = random();
  const status = statusRoll < 0.85 ? "in_stock" : statusRoll < 0.9 ? "coming_soon" : "sold";
  const badge = pick(random, BADGES);
  const created = BENCH_NOW - Math.floor(random() * 365 * DAY);
  const stocknum = `${dealer.slug.slice(0, 3).toUpperCase()}${String(id).padStart(6, "0")}`;
  // Through the shared fixture: the fields left out keep its empty defaults.
  return carFixture({
    id,
    slug: `${year}-${make}-${model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    name: `${year} ${make} ${model} ${badge}`,
    stocknum,
    item_type: make === "Jayco" ? "caravan" : "car",
    year,
    make,
    model,
    badge,
    series: pick(random, SERIES),
    colour: pick(random, COLOURS),
    km,
    seats: pick(random, [2, 4, 5, 5, 5, 7, 8]),
    doors: 4,
    simple_body: pick(random, BODIES),
    simple_transmission: pick(random, TRANSMISSIONS),
    simple_fuel: pickSkewed(random, FUELS),
    simple_drive: pick(random, DRIVES),
    cylinders: 4,
    categories: someOf(random, CATEGORIES, 1.5),
    filtered_features: someOf(random, FEATURES, 7),
    price,
    subscription_price: random() < 0.1 ? Math.round(price / 200) : null,
    price_type: "Drive Away",
    weekly_price: price > 0 ? Math.round(price / 320) : null,
    status,
    car_type: carType,
    tag: random() < 0.1 ? pick(random, TAGS) : null,
    certified: random() < 0.15,
    created_at: new Date(created),
    updated_at: new Date(created),
    sold_date: status === "sold" ? new Date(BENCH_NOW - Math.floor(random() * 10 * DAY)) : null,
    photos_count: 12,
    show_on_dealer_website: random() > 0.03,
    custom_rank: Math.floor(random() * 1000),
    dealership_id: dealer.id,
    dealership_slug: dealer.slug,
    dealership_name: dealer.name,
    location_id: dealer.id * 10,
    location_name: `${dealer.name} ${random() < 0.7 ? "Sales" : "Used"}`,
    city: dealer.city,
    state: dealer.state,
  });
}

/**
 * The stock of generateStock (the same cars for the same arguments), a page at a time with each
 * car's JSON text, as the server reads cars from the database: no page is kept once read.
 */
export function generateStockPages(
  count: number,
  seed = 1,
  dealershipCount = Math.max(1, Math.round(count / 500)),
  pageSize = 500,
): { dealers: Dealership[]; pages: () => Generator<{ cars: Car[]; texts: string[] }> } {
  const dealers = dealerships(dealershipCount, seededRandom(seed));
  function* pages() {
    const random = seededRandom(seed);
    dealerships(dealershipCount, random); // the draws generateStock makes before its cars
    for (let from = 0; from < count; from += pageSize) {
      const cars = Array.from({ length: Math.min(pageSize, count - from) }, (_, i) =>
        generateCar(from + i + 1, pickSkewed(random, dealers), random),
      );
      yield { cars, texts: cars.map(encodeCarJson) };
    }
  }
  return { dealers, pages };
}

/** `dealershipCount` defaults to one dealership per 500 cars. */
export function generateStock(
  count: number,
  seed = 1,
  dealershipCount = Math.max(1, Math.round(count / 500)),
): { cars: Car[]; dealers: Dealership[] } {
  const random = seededRandom(seed);
  const dealers = dealerships(dealershipCount, random);
  const cars = Array.from({ length: count }, (_, i) =>
    generateCar(i + 1, pickSkewed(random, dealers), random),
  );
  return { cars, dealers };
}
