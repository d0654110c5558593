/**
 * Cars and lenders for the finance tests: a complete, available car (the shared car fixture,
 * car-fixture.test-support.ts, with a real car's specs) that each test bends with overrides, so
 * a test names only the field it is about.
 */
import type { Car, FinanceLender } from "@/domain/car/car";
import { carFixture } from "@/domain/car/car-fixture.test-support";

export function lender(over: Partial<FinanceLender> = {}): FinanceLender {
  return {
    financeProvider: "Manual",
    interestRate: 6.29,
    comparisonRate: 8.19,
    paymentWeek: 129,
    paymentMonth: 559,
    establishmentFees: null,
    ...over,
  };
}

/** A 2021 Toyota Corolla Ascent Sport at $30,000, available, with the specs finance reads. */
export function car(over: Partial<Car> = {}): Car {
  return carFixture({
    slug: "2021-toyota-corolla-ascent-sport",
    name: "2021 Toyota Corolla Ascent Sport",
    stocknum: "U1234",
    vin: "JTNB23HE10J123456",
    year: 2021,
    badge: "Ascent Sport",
    colour: "White",
    km: 45123,
    seats: 5,
    doors: 5,
    engine_size: 1987,
    engine_size_litres: 2,
    simple_body: "Hatch",
    simple_transmission: "Automatic",
    simple_fuel: "Petrol",
    fuel: "Petrol",
    simple_drive: "FWD",
    cylinders: 4,
    fuelconsumptioncombined: 6,
    price: 30000,
    has_nvic: true,
    nvic: "0ABC21",
    created_at: new Date("2025-01-01T00:00:00Z"),
    updated_at: new Date("2025-01-01T00:00:00Z"),
    dealership_slug: "brisbane-motors",
    dealership_name: "Brisbane Motors",
    city: "Brisbane",
    state: "QLD",
    ...over,
  });
}
