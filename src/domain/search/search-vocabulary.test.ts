import { describe, expect, it } from "vitest";
import { buildSearchVocabulary, vocabularyLookup } from "./search-vocabulary";
import { testCar } from "./test-car.test-support";

const location = (slug: string, name: string) => ({
  id: 1,
  name,
  slug,
  phone: null,
  city: null,
  state: null,
  primary: true,
});

describe("buildSearchVocabulary", () => {
  it("collects makes with their models, bodies, locations and dealerships, sorted", () => {
    const vocabulary = buildSearchVocabulary([
      testCar({
        id: 1,
        make: "Toyota",
        model: "Hilux",
        simple_body: "Ute",
        location: location("perth", "Perth"),
        location_name: "Perth Sales",
      }),
      testCar({
        id: 2,
        make: "Toyota",
        model: "Corolla",
        simple_body: null,
        bodyconfiguration: "Hatch",
      }),
      testCar({
        id: 3,
        make: "Kia",
        model: " ",
        dealership_slug: "kia-city",
        dealership_name: "Kia City",
      }),
    ]);
    expect(vocabulary).toEqual({
      makes: [
        { name: "Kia", models: [] },
        { name: "Toyota", models: ["Corolla", "Hilux"] },
      ],
      bodies: ["Hatch", "Ute"],
      locations: [{ slug: "perth", name: "Perth Sales" }],
      dealerships: [
        { slug: "dealer-one", name: "Dealer One" },
        { slug: "kia-city", name: "Kia City" },
      ],
    });
  });

  it("is empty for no cars, and the first spelling of a slug wins in lookups", () => {
    expect(buildSearchVocabulary([])).toEqual({
      makes: [],
      bodies: [],
      locations: [],
      dealerships: [],
    });
    const lookup = vocabularyLookup({
      makes: [
        { name: "MAZDA", models: [] },
        { name: "Mazda", models: [] },
        { name: "???", models: [] },
      ],
      bodies: [],
      locations: [],
      dealerships: [],
    });
    expect([...lookup.makes.keys()]).toEqual(["mazda"]);
    expect(lookup.makes.get("mazda")?.name).toBe("MAZDA");
  });
});
