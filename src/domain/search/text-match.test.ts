import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildSearchIndex, searchStock } from "./engine";
import { fleetArb, POOLS } from "./search-arbitraries.test-support";
import { TEST_NOW, testCar } from "./test-car.test-support";
import { carTokens, queryWords } from "./text-index";
import { neededWords } from "./text-match";

const MODELS: [string, string, string | null][] = [
  ["Hyundai", "Tucson", "Elite"],
  ["Toyota", "Corolla", "Ascent Sport"],
  ["Kia", "Sportage", "GT-Line"],
  ["Toyota", "Hilux", "SR5"],
  ["Toyota", "RAV4", "GXL"],
  ["Mazda", "CX-5", "Maxx"],
  ["Mazda", "BT-50", "XT"],
  ["Toyota", "LandCruiser Prado", "Kakadu"],
  ["Hyundai", "i30", "N Line"],
  ["Ford", "Ranger", "XLT"],
  ["Subaru", "Forester", "2.5i"],
  ["Ford", "Puma", null],
];
const FLEET = MODELS.map(([make, model, badge], i) =>
  testCar({ id: i + 1, make, model, badge, name: `2024 ${make} ${model}` }),
);
const index = buildSearchIndex(FLEET);
const site = { dealershipIds: [1], soldDays: 3, now: TEST_NOW } as const;
const models = (query: string) =>
  searchStock(index, { ...site, query }).hits.map((car) => car.model);

describe("typos", () => {
  it.each([
    ["tuscon", ["Tucson"]],
    ["corrola", ["Corolla"]],
    ["sportgae", ["Sportage"]],
    ["hilx", ["Hilux"]], // 4 letters that begin no indexed word: one typo
    ["tusc", ["Tucson"]], // the word being typed: a typo in the beginning of a word
    ["toyota hilx", ["Hilux"]],
    ["hyundia tucson", ["Tucson"]],
  ])("%j finds %j", (query, expected) => {
    expect(models(query)).toEqual(expected);
  });

  it("forgives no typo in words under 5 letters that begin a word, or in words with digits", () => {
    expect(models("ford")).toEqual(["Ranger", "Puma"]); // not the Forester ("fore")
    expect(models("i20")).toEqual([]);
    expect(models("hlx")).toEqual([]);
  });

  it("lists the exact matches before the typo matches, whatever the sort", () => {
    const fleet = [
      testCar({ id: 1, make: "Ford", model: "Ranger", custom_rank: 1, price: 9 }),
      // "range" is one typo from "ranger"; the joined "rangerover" is matched only whole
      testCar({ id: 2, make: "Land Rover", model: "Range Rover", custom_rank: 9, price: 1 }),
      testCar({ id: 3, make: "Ford", model: "Ranger", custom_rank: 5, price: 5 }),
    ];
    const small = buildSearchIndex(fleet);
    for (const sort of ["default", "price_asc"] as const) {
      const result = searchStock(small, { ...site, query: "ranger", sort });
      expect(
        result.hits
          .map((car) => car.id)
          .slice(0, 2)
          .sort(),
      ).toEqual([1, 3]);
      expect(result.hits.at(-1)!.id).toBe(2);
      expect(result.count).toBe(3);
    }
    const paged = searchStock(small, { ...site, query: "ranger", hitsPerPage: 1, offset: 2 });
    expect(paged.hits.map((car) => car.id)).toEqual([2]);
  });
});

describe("spaces, hyphens and case inside names", () => {
  it.each([
    ["rav 4", ["RAV4"]],
    ["RAV-4", ["RAV4"]],
    ["cx5", ["CX-5"]],
    ["cx 5", ["CX-5"]],
    ["bt50", ["BT-50"]],
    ["land cruiser prado", ["LandCruiser Prado"]],
    ["landcruiser prado", ["LandCruiser Prado"]],
    ["i 30", ["i30"]],
    ["gt line", ["Sportage"]],
    ["gtline", ["Sportage"]],
  ])("%j finds %j", (query, expected) => {
    expect(models(query)).toEqual(expected);
  });
});

describe("a correctly spelt query finds at least the cars it found before typos", () => {
  // Before: every needed word began a token of the car.
  const foundBefore = (query: string, tokens: readonly string[]) =>
    neededWords(query).every((word) => tokens.some((token) => token.startsWith(word)));

  it("on random fleets and queries", () => {
    fc.assert(
      fc.property(
        fleetArb(),
        fc.array(fc.constantFrom(...POOLS.word), { minLength: 1, maxLength: 3 }),
        (cars, words) => {
          const query = words.join(" ");
          const result = searchStock(buildSearchIndex(cars), {
            dealershipIds: [1, 2, 3, 4],
            soldDays: 3,
            now: TEST_NOW,
            query,
            hitsPerPage: 1000,
          });
          const found = new Set(result.hits.map((car) => car.id));
          const visible = searchStock(buildSearchIndex(cars), {
            dealershipIds: [1, 2, 3, 4],
            soldDays: 3,
            now: TEST_NOW,
            hitsPerPage: 1000,
          }).hits;
          for (const car of visible)
            if (foundBefore(query, carTokens(car))) expect(found.has(car.id)).toBe(true);
          expect(queryWords(query).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("stock numbers", () => {
  // Kept as codes when a token holds a digit and is at most 10 letters and digits; longer or
  // letter-only tokens, and non-ASCII stock numbers, are tokens as any text's.
  const STOCK = [
    "ABC0001234",
    "abc0001235",
    "9ZZZZZZZZZ",
    "AB-12",
    "LONGSTOCK00012345",
    "ŠK-77",
    "ABC",
  ];
  const cars = STOCK.map((stocknum, i) => testCar({ id: i + 1, stocknum }));
  const numbers = buildSearchIndex(cars);
  const found = (query: string) =>
    searchStock(numbers, { ...site, query }).hits.map((car) => car.stocknum);
  it.each([
    ["ABC0001234", ["ABC0001234"]], // all 10 characters
    ["abc000123", ["ABC0001234", "abc0001235"]],
    ["abc", ["ABC0001234", "abc0001235", "ABC"]],
    ["9", ["9ZZZZZZZZZ"]],
    ["9zzzzzzzzz", ["9ZZZZZZZZZ"]], // the last code a prefix reaches
    ["12", ["AB-12"]],
    ["ab 12", ["AB-12"]],
    ["longstock0001", ["LONGSTOCK00012345"]],
    ["sk", ["ŠK-77"]],
    ["77", ["ŠK-77"]],
    ["abc00012345", []],
  ])("%j finds %j", (query, expected) => {
    expect(found(query).sort()).toEqual([...expected].sort());
  });
});
