/**
 * A small worked data set for the integration tests: two dealerships, each on its own site,
 * plus a group site showing both. Builders take overrides so a test states only what matters.
 */
import type { DemoData } from "@/data/demo-data";
import type { Car } from "@/domain/car/car";
import { carFixture } from "@/domain/car/car-fixture.test-support";
import type { Dealership, Location } from "@/domain/location/location";
import type { Model } from "@/domain/model/model";
import type { Promotion } from "@/domain/promotion/promotion";
import type { Review } from "@/domain/review/review";
import type { SiteScope } from "@/domain/site/site-scope";

export const NOW = new Date("2025-06-10T02:00:00.000Z");
const DAY = 86_400_000;
export const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

export function dealership(id: number, slug: string, o: Partial<Dealership> = {}): Dealership {
  return {
    id,
    name: `${slug} Motors`,
    slug,
    make: "Toyota",
    manufacturers: ["Toyota"],
    url: `https://${slug}.example.com.au`,
    logo: { url: `/brand/${slug}.svg` },
    phone: "02 9000 0000",
    email: `sales@${slug}.example.com.au`,
    lead_email: `leads@${slug}.example.com.au`,
    average_rating: 4.5,
    review_count: 10,
    service_booking_url: null,
    ...o,
  };
}

export function location(
  id: number,
  dealershipId: number,
  slug: string,
  o: Partial<Location> = {},
): Location {
  return {
    id,
    dealership_id: dealershipId,
    name: `Location ${slug}`,
    slug,
    visible: true,
    primary: false,
    location_type: "sales",
    location_subtype: null,
    manufacturers: ["Toyota"],
    dealer_license_number: `DL${id}`,
    motor_vehicle_repairer: `MVRL${id}`,
    address: {
      id: 1000 + id,
      street: `${id} Parramatta Road`,
      city: "Parramatta",
      state: "NSW",
      postcode: "2150",
      place_url: null,
      lat: -33.8148,
      long: 151.0017,
    },
    contact_detail: {
      phone: "02 9000 0001",
      landline_phone: null,
      email: null,
      lead_email: `leads+${slug}@example.com.au`,
      opening_hours: [
        { weekday: 0, status: "Closed", open: null, close: null, formated_hours: "Closed" },
        {
          weekday: 1,
          status: "Open",
          open: "08:30",
          close: "17:30",
          formated_hours: "8:30am - 5:30pm",
        },
      ],
    },
    special_hours: [],
    image: { image: { url: `/media/locations/${slug}.jpg` } },
    average_rating: 4.6,
    review_count: 12,
    time_zone: "Australia/Sydney",
    ...o,
  };
}

export function car(id: number, dealershipId: number, o: Partial<Car> = {}): Car {
  return carFixture({
    id,
    slug: `2022-toyota-corolla-${id}`,
    name: "2022 Toyota Corolla Ascent Sport",
    vin: `VIN${id}`,
    year: 2022,
    badge: "Ascent Sport",
    series: "ZWE211R",
    colour: "White",
    interior_colour: "Black",
    km: 15_000,
    seats: 5,
    doors: 5,
    engine_size: 1798,
    engine_size_litres: 1.8,
    gearnum: 10,
    simple_body: "Hatch",
    simple_transmission: "Automatic",
    simple_fuel: "Hybrid",
    fuel: "Hybrid",
    simple_drive: "FWD",
    drive: "Front Wheel Drive",
    trans: "CVT",
    cylinders: 4,
    fuelconsumptioncombined: 3.5,
    induction: "Aspirated",
    geartype: "Automatic",
    categories: ["Hatch"],
    filtered_features: ["Bluetooth"],
    standardEquipment: ["Reversing Camera"],
    price: 29_990,
    price_type: "Drive Away",
    weekly_price: 120,
    has_nvic: true,
    nvic: "0A1B22",
    created_at: daysBefore(30),
    updated_at: daysBefore(1),
    views: 3,
    photos_count: 2,
    images: [
      { url: `/media/cars/${id}/1.jpg`, thumb: { url: `/media/cars/${id}/1-thumb.jpg` } },
      { url: `/media/cars/${id}/2.jpg`, thumb: { url: `/media/cars/${id}/2-thumb.jpg` } },
    ],
    primary_image_url: `/media/cars/${id}/1.jpg`,
    dealership_id: dealershipId,
    dealership_slug: "",
    dealership_name: "",
    regplate: "ABC123",
    rego_expiry: new Date("2026-01-31T00:00:00.000Z"),
    build_date: "2022-03",
    compliance_date: "2022-04",
    dealercomments: "One owner.",
    autograb_data: { state_average_market_price: 31_000, average_market_price: 30_500 },
    ...o,
  });
}

export function model(
  id: number,
  dealershipId: number,
  slug: string,
  o: Partial<Model> = {},
): Model {
  return {
    id,
    dealership_id: dealershipId,
    slug,
    name: slug.toUpperCase(),
    make: "Toyota",
    status: "available",
    image: { url: `/media/models/${slug}.jpg` },
    short_description: "A model.",
    manufacturer_body: "SUV",
    manufacturer_body2: null,
    manufacturer_body3: null,
    body: "SUV",
    manufacturer_name: "Toyota",
    model_variants: [],
    colours: [],
    ...o,
  };
}

export function review(id: number, dealershipId: number, o: Partial<Review> = {}): Review {
  return {
    id,
    dealership_id: dealershipId,
    location_id: null,
    image: null,
    customer_name: `Customer ${id}`,
    text: "Great service",
    rating: 5,
    review_date: daysBefore(id),
    source: "google",
    ...o,
  };
}

export function promotion(
  id: number,
  dealershipId: number | null,
  o: Partial<Promotion> = {},
): Promotion {
  return {
    id,
    dealership_id: dealershipId,
    slug: `offer-${id}`,
    title: `Offer ${id}`,
    description: "",
    image: null,
    link_url: null,
    start: null,
    expiry: null,
    position: null,
    display: ["search"],
    strictDisplay: false,
    makes: [],
    car_types: [],
    ...o,
  };
}

export const emptyData = (): DemoData => ({
  dealerships: [],
  locations: [],
  cars: [],
  models: [],
  reviews: [],
  promotions: [],
});

export const siteA: SiteScope = { slug: "alpha", dealershipIds: [1], soldDays: 3 };
export const siteB: SiteScope = { slug: "bravo", dealershipIds: [2], soldDays: 3 };
export const groupSite: SiteScope = { slug: "group", dealershipIds: [1, 2], soldDays: 3 };
