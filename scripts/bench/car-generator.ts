/**
 * Synthetic but realistic stock for the search benchmark: skewed make popularity, models and
 * badges per make, dealerships of uneven size, a tail of sold, hidden and unpriced cars.
 * Seeded, so two runs measure the same data.
 */
import type { Car, CarType } from "@/domain/car/car";
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
  return {
    id,
    slug: `${year}-${make}-${model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    name: `${year} ${make} ${model} ${badge}`,
    stocknum,
    vin: null,
    item_type: make === "Jayco" ? "caravan" : "car",
    year,
    make,
    model,
    badge,
    series: pick(random, SERIES),
    colour: pick(random, COLOURS),
    interior_colour: null,
    km,
    seats: pick(random, [2, 4, 5, 5, 5, 7, 8]),
    doors: 4,
    engine_size: null,
    engine_size_litres: null,
    bodyconfiguration: null,
    gearnum: null,
    simple_body: pick(random, BODIES),
    simple_transmission: pick(random, TRANSMISSIONS),
    simple_fuel: pickSkewed(random, FUELS),
    fuel: null,
    simple_drive: pick(random, DRIVES),
    drive: null,
    trans: null,
    cylinders: 4,
    fuelconsumptioncombined: null,
    induction: null,
    geartype: null,
    categories: someOf(random, CATEGORIES, 1.5),
    filtered_features: someOf(random, FEATURES, 7),
    standardEquipment: [],
    price,
    before_price: null,
    offer_price: null,
    subscription_price: random() < 0.1 ? Math.round(price / 200) : null,
    price_type: "Drive Away",
    preorder: false,
    weekly_price: price > 0 ? Math.round(price / 320) : null,
    status,
    car_type: carType,
    tag: random() < 0.1 ? pick(random, TAGS) : null,
    reserved: false,
    certified: random() < 0.15,
    has_nvic: false,
    nvic: null,
    created_at: new Date(created),
    updated_at: new Date(created),
    sold_date: status === "sold" ? new Date(BENCH_NOW - Math.floor(random() * 10 * DAY)) : null,
    views: 0,
    photos_count: 12,
    show_on_dealer_website: random() > 0.03,
    custom_rank: Math.floor(random() * 1000),
    images: [],
    primary_image_url: null,
    video_url: null,
    external_video_url: null,
    spin_images: [],
    spin_code: null,
    spin_interior_image: null,
    hotspots: [],
    dealership_id: dealer.id,
    dealership_slug: dealer.slug,
    dealership_name: dealer.name,
    location_id: dealer.id * 10,
    location: null,
    location_name: `${dealer.name} ${random() < 0.7 ? "Sales" : "Used"}`,
    city: dealer.city,
    state: dealer.state,
    regplate: null,
    rego_expiry: null,
    build_date: null,
    compliance_date: null,
    dealercomments: null,
    youxQuote: null,
    autograb_data: null,
    finance_lenders: {},
    file: null,
    body_width: null,
    body_length: null,
    tare_weight: null,
    axle_type: null,
    sleeps: null,
    aggregate_trailer_mass: null,
  };
}

export function generateStock(count: number, seed = 1): { cars: Car[]; dealers: Dealership[] } {
  const random = seededRandom(seed);
  const dealers = dealerships(Math.max(1, Math.round(count / 500)), random);
  const cars = Array.from({ length: count }, (_, i) =>
    generateCar(i + 1, pickSkewed(random, dealers), random),
  );
  return { cars, dealers };
}
