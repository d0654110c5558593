import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildQueryVocabulary, type QueryVocabulary } from "./query-vocabulary";
import type { FacetItem } from "./search-types";
import { understandQuery } from "./understand-query";

const items = (...values: string[]): FacetItem[] =>
  values.map((value, i) => ({ label: value, value, count: 100 - i }));

const facets = {
  make: items("Toyota", "Mazda", "Hyundai", "Ford", "New Age"),
  model: items(
    "Hilux",
    "RAV4",
    "CX-5",
    "BT-50",
    "i30",
    "LandCruiser Prado",
    "LandCruiser",
    "Tucson",
    "Ranger",
  ),
  make_model: items(
    "Toyota|Hilux",
    "Toyota|RAV4",
    "Mazda|CX-5",
    "Mazda|BT-50",
    "Hyundai|i30",
    "Toyota|LandCruiser Prado",
    "Toyota|LandCruiser",
    "Hyundai|Tucson",
    "Ford|Ranger",
  ),
  badge: items("SR5", "GXL", "XLT", "S", "Sport", "Sport+"),
  body: items("SUV", "Ute", "Hatch", "People Mover", "Wagon"),
  fuel: items("Petrol", "Diesel", "Hybrid"),
  transmission: items("Automatic", "Manual"),
  drive: items("4WD", "AWD", "FWD"),
  colour: items(
    "Soul Red Crystal",
    "Glacier White",
    "Ivory Pearl",
    "Graphite",
    "Jet Black",
    "Silver Pearl",
  ),
  car_type: items("new", "used", "demo"),
  categories: items("Family", "4x4", "Off-Road", "Couples"),
  seats: items("5", "7", "8"),
  item_type: items("car"),
};
const cars = buildQueryVocabulary(facets, { labels: { used: "Pre-Owned" }, lowKm: 30_000 });
const caravans: QueryVocabulary = { ...cars, caravans: true };
const reds = ["Soul Red Crystal"];

const read = (query: string, vocabulary = cars, filters = {}) =>
  understandQuery(query, vocabulary, { filters });

describe("the phrase grammar, worked examples", () => {
  it.each([
    ["red ute under 30k", { colour: reds, body: ["Ute"], price: { min: null, max: 30000 } }, ""],
    ["hilux", { make: ["Toyota"], model: ["Hilux"] }, ""],
    ["rav 4", { make: ["Toyota"], model: ["RAV4"] }, ""],
    ["cx5", { make: ["Mazda"], model: ["CX-5"] }, ""],
    ["cx 5", { make: ["Mazda"], model: ["CX-5"] }, ""],
    ["bt50", { make: ["Mazda"], model: ["BT-50"] }, ""],
    ["land cruiser prado", { make: ["Toyota"], model: ["LandCruiser Prado"] }, ""],
    ["landcruiser", { make: ["Toyota"], model: ["LandCruiser"] }, ""],
    ["i 30", { make: ["Hyundai"], model: ["i30"] }, ""],
    ["tuscon", { make: ["Hyundai"], model: ["Tucson"] }, ""], // one typo
    ["hilx", { make: ["Toyota"], model: ["Hilux"] }, ""], // 4 letters beginning no word
    ["suvs", { body: ["SUV"] }, ""],
    ["utes", { body: ["Ute"] }, ""],
    ["pick-up", { body: ["Ute"] }, ""],
    ["people mover", { body: ["People Mover"] }, ""],
    ["van", { body: ["People Mover"] }, ""], // the site has no Van: its People Mover
    ["estate", { body: ["Wagon"] }, ""],
    ["hatchback", { body: ["Hatch"] }, ""],
    ["4x4", { drive: ["4WD"] }, ""],
    ["auto", { transmission: ["Automatic"] }, ""],
    ["automatic suv", { transmission: ["Automatic"], body: ["SUV"] }, ""],
    ["white", { colour: ["Glacier White", "Ivory Pearl"] }, ""],
    ["grey", { colour: ["Graphite"] }, ""],
    ["silver", { colour: ["Silver Pearl"] }, ""],
    ["used", { car_type: ["used"] }, ""],
    ["pre-owned", { car_type: ["used"] }, ""],
    ["second hand", { car_type: ["used"] }, ""],
    ["new age", { make: ["New Age"] }, ""], // the longer phrase first
    ["new", { car_type: ["new"] }, ""],
    ["family", { categories: ["Family"] }, ""],
    ["2020", { year: { min: 2020, max: 2020 } }, ""],
    ["2018 to 2021", { year: { min: 2018, max: 2021 } }, ""],
    ["2018-2021", { year: { min: 2018, max: 2021 } }, ""],
    ["newer than 2019", { year: { min: 2020, max: null } }, ""],
    ["2019 onwards", { year: { min: 2019, max: null } }, ""],
    ["since 2019", { year: { min: 2019, max: null } }, ""],
    ["older than 2015", { year: { min: null, max: 2014 } }, ""],
    ["under $20,000", { price: { min: null, max: 20000 } }, ""],
    ["under 30", { price: { min: null, max: 30000 } }, ""],
    ["between 20 and 30k", { price: { min: 20000, max: 30000 } }, ""],
    ["$20k-$30k", { price: { min: 20000, max: 30000 } }, ""],
    ["less than 25000", { price: { min: null, max: 25000 } }, ""],
    ["over 50k", { price: { min: 50000, max: null } }, ""],
    ["25k", { price: { min: null, max: 25000 } }, ""],
    ["under 50,000 km", { km: { min: null, max: 50000 } }, ""],
    ["50000km", { km: { min: null, max: 50000 } }, ""],
    ["low km", { km: { min: null, max: 30000 } }, ""],
    ["7 seater", { seats: ["7"] }, ""],
    ["seven seater", { seats: ["7"] }, ""],
    ["7+ seats", { seats: ["7", "8"] }, ""],
    ["hilux sr5 zz123", { make: ["Toyota"], model: ["Hilux"], badge: ["SR5"] }, "zz123"],
    ["used cars for sale", { car_type: ["used"] }, ""], // filler words go
  ])("%j -> %j, text %j", (query, refinements, text) => {
    const understanding = read(query);
    expect(understanding.refinements).toEqual(refinements);
    expect(understanding.text).toBe(text);
  });

  it("leaves a query naming nothing exactly as typed", () => {
    expect(read("  Zzz Qqq ")).toEqual({ refinements: {}, text: "Zzz Qqq", phrases: [] });
    expect(read("")).toEqual({ refinements: {}, text: "", phrases: [] });
    expect(read("zzz for sale")).toEqual({ refinements: {}, text: "zzz", phrases: [] });
  });

  it("reads caravan words only on a site listing caravans", () => {
    expect(read("sleeps 4", caravans).refinements).toEqual({ sleeps: { min: 4, max: null } });
    expect(read("4 berth", caravans).refinements).toEqual({ sleeps: { min: 4, max: null } });
    expect(read("under 20ft", caravans).refinements).toEqual({ length: { min: null, max: 6096 } });
    expect(read("under 6.5m", caravans).refinements).toEqual({ length: { min: null, max: 6500 } });
    expect(read("atm under 2.5t", caravans).refinements).toEqual({ atm: { min: null, max: 2500 } });
    expect(read("under 3000kg", caravans).refinements).toEqual({ atm: { min: null, max: 3000 } });
    expect(read("off road couples", caravans).refinements).toEqual({
      categories: ["Off-Road", "Couples"].filter((v) => v === "Off-Road"),
    });
    expect(read("under 2500kg").text).toBe("under 2500kg"); // a car site: nothing read
    expect(read("sleeps 4").refinements).toEqual({});
  });

  it("never reads a word that begins a word of the stock as a typo", () => {
    const indexed = (word: string) => ["range", "rangers"].some((token) => token.startsWith(word));
    expect(understandQuery("range", cars, { isIndexedWord: indexed }).text).toBe("range");
    expect(understandQuery("rangr", cars, { isIndexedWord: indexed }).refinements).toEqual({
      make: ["Ford"],
      model: ["Ranger"],
    });
  });
});

describe("an understood word only narrows", () => {
  it("intersects with the refinements in force, and stays text when that leaves nothing", () => {
    expect(read("toyota", cars, { make: ["Toyota", "Mazda"] }).refinements).toEqual({
      make: ["Toyota"],
    });
    expect(read("mazda", cars, { make: ["Toyota"] })).toMatchObject({
      refinements: {},
      text: "mazda",
    });
    expect(read("toyota cx5")).toMatchObject({ refinements: { make: ["Toyota"] }, text: "cx5" });
    expect(read("under 30k over 20k").refinements).toEqual({ price: { min: 20000, max: 30000 } });
    expect(read("under 20k", cars, { price: { min: 25000, max: null } }).text).toBe("under 20k");
  });

  const WORDS = [
    "red",
    "white",
    "ute",
    "suv",
    "hilux",
    "toyota",
    "mazda",
    "cx5",
    "under",
    "30k",
    "2020",
    "to",
    "2022",
    "used",
    "auto",
    "7",
    "seater",
    "low",
    "km",
    "zzz",
    "family",
    "sport",
    "between",
    "and",
    "20",
  ];

  it("reading the text it left a second time understands nothing more", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }), (words) => {
        const first = read(words.join(" "));
        const again = read(first.text, cars, first.refinements);
        expect(again.refinements).toEqual({});
        expect(again.text).toBe(first.text);
      }),
      { numRuns: 300 },
    );
  });
});
