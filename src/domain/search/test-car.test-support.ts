/**
 * A complete Car for search tests (car-fixture.test-support.ts): name only the fields a test is
 * about; every optional field is empty, so facets and text hold only what a test puts there.
 */
import type { Car } from "@/domain/car/car";
import { carFixture, FIXTURE_NOW } from "@/domain/car/car-fixture.test-support";

export const TEST_NOW = FIXTURE_NOW;
const DAY = 86_400_000;

export function testCar(overrides: Partial<Car> & { id: number }): Car {
  return carFixture(overrides);
}

export const daysBefore = (days: number) => new Date(TEST_NOW - days * DAY);
