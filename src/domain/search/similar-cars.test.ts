import { describe, expect, it } from "vitest";
import { buildSearchIndex, searchStock } from "./engine";
import { rankSimilarCars, similarCarsSearches, similarPriceBand } from "./similar-cars";
import { daysBefore, TEST_NOW, testCar } from "./test-car.test-support";

describe("similarPriceBand", () => {
  it.each([
    [0, -10_000, 10_000],
    [30_000, 20_000, 40_000],
    [49_999, 39_999, 59_999],
    [50_000, 25_000, 75_000],
    [120_000, 95_000, 145_000],
  ])("%d -> %d..%d", (price, min, max) => {
    expect(similarPriceBand(price)).toEqual({ min, max });
  });
});

describe("rankSimilarCars", () => {
  const car = testCar({ id: 1, make: "Toyota", model: "Hilux" });
  it("puts the same model first, drops the car itself and repeats, keeps 6", () => {
    const candidates = [
      testCar({ id: 2, make: "Ford", model: "Ranger" }),
      testCar({ id: 1, make: "Toyota", model: "Hilux" }),
      testCar({ id: 3, make: "toyota", model: "HILUX " }),
      testCar({ id: 2, make: "Ford", model: "Ranger" }),
      ...[4, 5, 6, 7, 8].map((id) => testCar({ id, make: "Mazda", model: "BT-50" })),
      testCar({ id: 9, make: "Toyota", model: "Hilux" }),
    ];
    expect(rankSimilarCars(car, candidates).map((one) => one.id)).toEqual([3, 9, 2, 4, 5, 6]);
  });

  it("gives nothing for no candidates", () => {
    expect(rankSimilarCars(car, [])).toEqual([]);
    expect(rankSimilarCars(car, [car])).toEqual([]);
  });
});

describe("similarCarsSearches", () => {
  const fleet = [
    testCar({ id: 1, make: "Toyota", model: "Hilux", price: 40_000, custom_rank: 1 }),
    testCar({ id: 2, make: "Ford", model: "Ranger", price: 45_000, custom_rank: 9 }),
    testCar({ id: 3, make: "Toyota", model: "Hilux", price: 31_000, custom_rank: 2 }),
    testCar({ id: 4, make: "Toyota", model: "Hilux", price: 29_000 }), // outside the band
    testCar({ id: 5, make: "Mazda", model: "BT-50", price: 50_000, custom_rank: 5 }),
    testCar({
      id: 6,
      make: "Toyota",
      model: "Hilux",
      price: 41_000,
      status: "sold",
      sold_date: daysBefore(1),
    }),
    testCar({ id: 7, make: "Isuzu", model: "D-Max", price: 35_000, dealership_id: 2 }),
  ];
  it("searches the band within the site's available stock, same model first", () => {
    const index = buildSearchIndex(fleet);
    const scope = { dealershipIds: [1], soldDays: 3, now: TEST_NOW };
    const car = fleet[0]!;
    const hits = similarCarsSearches(car).flatMap(
      (search) => searchStock(index, { ...scope, ...search }).hits,
    );
    const found = rankSimilarCars(car, hits);
    expect(found.map((car) => car.id)).toEqual([3, 2, 5]);
  });
});
