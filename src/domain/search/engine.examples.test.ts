import { describe, expect, it } from "vitest";
import { buildSearchIndex, buildSearchIndexSteps, searchStock } from "./engine";
import type { SearchRequest } from "./search-types";
import { daysBefore, TEST_NOW, testCar } from "./test-car.test-support";

// A dealer (1) with six visible cars, plus cars the site must never show.
const FLEET = [
  testCar({
    id: 1,
    make: "Toyota",
    model: "Hilux",
    badge: "SR5",
    car_type: "used",
    price: 45_000,
    km: 60_000,
    year: 2019,
    custom_rank: 5,
    colour: "White",
    simple_body: "Ute",
    filtered_features: ["Tow Bar", "Bluetooth"],
    created_at: daysBefore(10),
  }),
  testCar({
    id: 2,
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent",
    car_type: "new",
    price: 30_000,
    km: 10,
    year: 2025,
    custom_rank: 9,
    colour: "White",
    simple_body: "Hatch",
    filtered_features: ["Bluetooth"],
    created_at: daysBefore(2),
  }),
  testCar({
    id: 3,
    make: "Ford",
    model: "Ranger",
    badge: "XLT",
    car_type: "demo",
    status: "coming_soon",
    price: 0,
    km: 5_000,
    year: 2025,
    custom_rank: 5,
    colour: "Black",
    simple_body: "Ute",
    created_at: daysBefore(1),
  }),
  testCar({
    id: 4,
    make: "Nissan",
    model: "Navara",
    car_type: "new",
    price: 52_000,
    km: 5,
    year: 2025,
    custom_rank: 1,
    colour: "White",
    simple_body: "Ute",
    created_at: daysBefore(5),
  }),
  testCar({
    id: 5,
    make: "Mazda",
    model: "CX-5",
    car_type: "used",
    status: "sold",
    sold_date: daysBefore(1),
    price: 28_000,
    km: 80_000,
    year: 2018,
    custom_rank: 7,
    colour: " Grey ",
    simple_body: "SUV",
    created_at: daysBefore(30),
  }),
  testCar({
    id: 9,
    make: "Kia",
    model: "Sportage",
    stocknum: "KIA-9",
    car_type: "used",
    price: 22_000,
    km: 90_000,
    year: 2017,
    custom_rank: 5,
    colour: null,
    simple_body: "SUV",
    created_at: daysBefore(60),
  }),
  // Not shown: sold too long ago, hidden from the website, another dealer's car.
  testCar({ id: 6, make: "Mazda", model: "CX-3", status: "sold", sold_date: daysBefore(10) }),
  testCar({ id: 7, make: "Toyota", model: "RAV4", show_on_dealer_website: false }),
  testCar({ id: 8, make: "Toyota", model: "Hilux", dealership_id: 2 }),
];
const index = buildSearchIndex(FLEET);
const site = { dealershipIds: [1], soldDays: 3, now: TEST_NOW } as const;
const search = (request: Partial<SearchRequest> = {}) =>
  searchStock(index, { ...site, ...request });
const ids = (request: Partial<SearchRequest> = {}) => search(request).hits.map((car) => car.id);
const counts = (
  result: ReturnType<typeof search>,
  key: keyof ReturnType<typeof search>["facets"],
) => result.facets[key]?.map((item) => `${item.value}:${item.count}`);

describe("stock filter and scope", () => {
  it("shows the dealer's available cars and the car sold 1 day ago, in custom rank order", () => {
    const result = search();
    expect(result.count).toBe(6);
    expect(result.pages).toBe(1);
    expect(result.hits.map((car) => car.id)).toEqual([2, 5, 1, 3, 9, 4]);
  });

  it("drops a car sold exactly soldDays ago (the sold date must be newer)", () => {
    expect(ids({ soldDays: 1 })).not.toContain(5);
    expect(ids({ soldDays: 2 })).toContain(5);
    expect(ids({ soldDays: 0 })).toEqual([2, 1, 3, 9, 4]);
  });

  it("finds nothing for no dealerships or an empty index", () => {
    for (const result of [search({ dealershipIds: [] }), searchStock(buildSearchIndex([]), site)]) {
      expect(result).toMatchObject({
        hits: [],
        count: 0,
        pages: 0,
        stats: { price: { min: null, max: null } },
      });
      expect(result.facets.make).toEqual([]);
    }
  });

  it("keeps the first car of a repeated id", () => {
    const twice = buildSearchIndex([
      testCar({ id: 1, make: "First" }),
      testCar({ id: 1, make: "Second" }),
    ]);
    expect(searchStock(twice, site).hits.map((car) => car.make)).toEqual(["First"]);
  });

  it("applies preset exclusions and fixed filters to the stock itself", () => {
    const excluded = search({ exclusions: [{ make: "Nissan", car_type: "new" }] });
    expect(excluded.count).toBe(5);
    expect(counts(excluded, "make")).toEqual(["Toyota:2", "Ford:1", "Kia:1", "Mazda:1"]);
    const usedOnly = search({ fixedFilters: { car_type: ["used"] } });
    expect(usedOnly.hits.map((car) => car.id)).toEqual([5, 1, 9]);
    expect(counts(usedOnly, "car_type")).toEqual(["used:3"]);
  });
});

describe("facets", () => {
  it("counts every value, in the table's order, leaving out missing values", () => {
    const result = search();
    expect(counts(result, "make")).toEqual(["Toyota:2", "Ford:1", "Kia:1", "Mazda:1", "Nissan:1"]);
    expect(counts(result, "car_type")).toEqual(["new:2", "demo:1", "used:3"]);
    expect(counts(result, "colour")).toEqual(["White:3", "Black:1", "Grey:1"]);
    expect(counts(result, "filtered_features")).toEqual(["Bluetooth:2", "Tow Bar:1"]);
    expect(counts(result, "price_range")).toEqual([
      "20000-25000:1",
      "25000-30000:1",
      "30000-40000:1",
      "40000-50000:1",
      "50000-70000:1",
    ]);
    expect(result.facets.car_type?.[0]).toEqual({ label: "New", value: "new", count: 2 });
    expect(result.facets.make_model?.find((item) => item.value === "Toyota|Hilux")).toEqual({
      label: "Toyota Hilux",
      value: "Toyota|Hilux",
      count: 1,
    });
    expect(result.facets.price_range?.[0]?.label).toBe("$20,000 - $25,000");
  });

  it("is disjunctive: a refined key keeps the counts of its other values", () => {
    const result = search({ filters: { make: ["Toyota"], car_type: ["used"] } });
    expect(result.hits.map((car) => car.id)).toEqual([1]);
    expect(counts(result, "make")).toEqual(["Kia:1", "Mazda:1", "Toyota:1"]); // used cars by make
    expect(counts(result, "car_type")).toEqual(["new:1", "used:1"]); // Toyotas by type
    expect(counts(result, "body")).toEqual(["Ute:1"]);
  });

  it("ORs values within a key and lists a selected value that matches nothing", () => {
    expect(search({ filters: { make: ["Toyota", "Ford"] } }).count).toBe(3);
    const holden = search({ filters: { make: ["Holden"] } });
    expect(holden.count).toBe(0);
    expect(holden.facets.make?.at(-1)).toEqual({ label: "Holden", value: "Holden", count: 0 });
  });

  it("treats an empty list as no refinement and counts only the facets asked for", () => {
    expect(search({ filters: { make: [] } }).count).toBe(6);
    expect(Object.keys(search({ facets: ["make"] }).facets)).toEqual(["make"]);
  });

  it("matches a multi-valued field on any of its values", () => {
    expect(ids({ filters: { filtered_features: ["Tow Bar"] } })).toEqual([1]);
  });
});

describe("ranges and price stats", () => {
  it("filters inclusive intervals; the price stats ignore the price range itself and price 0", () => {
    const result = search({ filters: { price: { min: 28_000, max: 45_000 } } });
    expect(result.hits.map((car) => car.id)).toEqual([2, 5, 1]);
    expect(result.stats.price).toEqual({ min: 22_000, max: 52_000 });
    expect(ids({ filters: { price: { min: null, max: 0 } } })).toEqual([3]);
    expect(
      ids({ filters: { km: { min: 60_000, max: null }, year: { min: 2018, max: 2019 } } }),
    ).toEqual([5, 1]);
  });

  it("finds nothing for a reversed interval and ignores an open one", () => {
    expect(search({ filters: { year: { min: 2025, max: 2017 } } }).count).toBe(0);
    expect(search({ filters: { year: { min: null, max: null } } }).count).toBe(6);
  });

  it("narrows the stats with the other refinements", () => {
    expect(search({ filters: { car_type: ["used"] } }).stats.price).toEqual({
      min: 22_000,
      max: 45_000,
    });
    expect(search({ filters: { make: ["Ford"] } }).stats.price).toEqual({ min: null, max: null });
  });
});

describe("text query", () => {
  it.each([
    ["toy hil", [1]],
    ["HILUX", [1]],
    ["sr5", [1]],
    ["kia-9", [9]],
    ["cx", [5]],
    ["toyota zzz", []],
    ["", [2, 5, 1, 3, 9, 4]],
    ["  ,  ", [2, 5, 1, 3, 9, 4]],
    ["t to toyota", [2, 1]],
    ["t to toy toyo toyot toyota h hi hil hilu zzz", [1]], // words after the tenth are ignored
  ])("%j finds %j", (query, expected) => {
    expect(ids({ query })).toEqual(expected);
  });
});

describe("sorts and pages", () => {
  it.each([
    ["price_asc", [3, 9, 5, 2, 1, 4]],
    ["price_desc", [4, 1, 2, 5, 9, 3]],
    ["year_desc", [2, 3, 4, 1, 5, 9]],
    ["year_asc", [9, 5, 1, 2, 3, 4]],
    ["km_asc", [4, 2, 3, 1, 5, 9]],
    ["km_desc", [9, 5, 1, 3, 2, 4]],
    ["newest", [3, 2, 4, 1, 5, 9]],
  ] as const)("%s orders %j", (sort, expected) => {
    expect(ids({ sort })).toEqual(expected);
  });

  it("sorting by price ascending drops unpriced cars when the dealer asks", () => {
    expect(ids({ sort: "price_asc", requirePriceWhenPriceAscending: true })).toEqual([
      9, 5, 2, 1, 4,
    ]);
    expect(ids({ sort: "price_desc", requirePriceWhenPriceAscending: true })).toHaveLength(6);
  });

  it("pages by offset and hitsPerPage, with safe defaults", () => {
    expect(search({ hitsPerPage: 4, offset: 4 })).toMatchObject({ pages: 2, count: 6 });
    expect(ids({ hitsPerPage: 4, offset: 4 })).toEqual([9, 4]);
    expect(ids({ hitsPerPage: 4, offset: 100 })).toEqual([]);
    expect(ids({ hitsPerPage: 0 })).toEqual([2]);
    expect(search({ hitsPerPage: Number.NaN }).pages).toBe(1);
    expect(ids({ offset: -5, hitsPerPage: 2 })).toEqual([2, 5]);
    expect(ids({ sort: "bogus" as never })).toEqual([2, 5, 1, 3, 9, 4]);
  });
});

describe("building in steps", () => {
  it("yields between slices of work and builds the same index", () => {
    const steps = buildSearchIndexSteps(FLEET);
    let yields = 0;
    let next = steps.next();
    while (!next.done) {
      yields++;
      next = steps.next();
    }
    expect(yields).toBeGreaterThan(20);
    const { ms: _a, ...stepped } = searchStock(next.value, site);
    const { ms: _b, ...direct } = search();
    expect(stepped).toEqual(direct);
    expect(Object.isFrozen(next.value)).toBe(true);
  });
});
