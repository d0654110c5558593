import { describe, expect, it } from "vitest";
import { pickSimilarCars, similarCarsRequest } from "./similar-cars";

const car = { id: 1, make: "Toyota", model: "Hilux", price: 40_000 };
const hit = (id: number, make = "Mazda", model = "BT-50") => ({ id, make, model });

describe("similarCarsRequest", () => {
  it("asks for the same model in the band, then the band, 10 each", () => {
    const request = similarCarsRequest(car);
    expect(request.queries).toHaveLength(2);
    for (const query of request.queries) {
      expect(query).toMatchObject({
        indexUid: "cars",
        facets: [],
        attributesToHighlight: ["*"],
        limit: 10,
      });
      expect(query.filter).toContain("price 30000 TO 50000");
      expect(query.filter).toContain("id != 1");
    }
    expect(request.queries[0]!.filter).toContain('make = "Toyota"');
    expect(request.queries[0]!.filter).toContain('model = "Hilux"');
    expect(request.queries[1]!.filter.some((f) => f.startsWith("make"))).toBe(false);
  });

  it("uses ±25,000 from 50,000 and never a negative floor", () => {
    expect(similarCarsRequest({ ...car, price: 50_000 }).queries[1]!.filter).toContain(
      "price 25000 TO 75000",
    );
    expect(similarCarsRequest({ ...car, price: 49_999 }).queries[1]!.filter).toContain(
      "price 39999 TO 59999",
    );
    expect(similarCarsRequest({ ...car, price: 4_000 }).queries[1]!.filter).toContain(
      "price 0 TO 14000",
    );
  });

  it("quotes makes and models safely", () => {
    const request = similarCarsRequest({ ...car, make: 'Odd "Make"', model: "A\\B" });
    expect(request.queries[0]!.filter).toContain('make = "Odd \\"Make\\""');
    expect(request.queries[0]!.filter).toContain('model = "A\\\\B"');
  });
});

describe("pickSimilarCars", () => {
  it("ranks the same model first, drops repeats and the car itself, keeps 6", () => {
    const response = {
      results: [
        { hits: [hit(3, "toyota", "HILUX "), hit(9, "Toyota", "Hilux")] },
        {
          hits: [
            hit(2, "Ford", "Ranger"),
            hit(1, "Toyota", "Hilux"),
            hit(3, "Toyota", "Hilux"),
            ...[4, 5, 6, 7, 8].map((id) => hit(id)),
          ],
        },
      ],
    };
    expect(pickSimilarCars(car, response).map((c) => c.id)).toEqual([3, 9, 2, 4, 5, 6]);
  });

  it("gives nothing for an empty or missing answer", () => {
    expect(pickSimilarCars(car, null)).toEqual([]);
    expect(pickSimilarCars(car, { results: [] })).toEqual([]);
    expect(pickSimilarCars(car, { results: [{ hits: [hit(1, "Toyota", "Hilux")] }] })).toEqual([]);
  });

  it("takes another count", () => {
    const response = { results: [{ hits: [hit(2), hit(3), hit(4)] }] };
    expect(pickSimilarCars(car, response, 2).map((c) => c.id)).toEqual([2, 3]);
  });
});
