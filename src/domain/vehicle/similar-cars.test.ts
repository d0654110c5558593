import { describe, expect, it } from "vitest";
import { similarCarsRequest } from "./similar-cars";

const car = { id: 1, make: "Toyota", model: "Hilux", price: 40_000 };

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
