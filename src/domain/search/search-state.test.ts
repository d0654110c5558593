import { describe, expect, it } from "vitest";
import { parseSearchState, parseSearchUrl, toSearchUrl } from "./search-state";
import { DEFAULT_SEARCH_STATE, type SearchState } from "./search-state-normalize";
import type { SearchVocabulary } from "./search-vocabulary";

const VOCABULARY: SearchVocabulary = {
  makes: [
    { name: "Toyota", models: ["Hilux", "Corolla", "C-HR"] },
    { name: "Mercedes-Benz", models: ["C-Class"] },
    { name: "Škoda", models: ["Octavia"] },
    { name: "Used Cars", models: [] }, // its slug is a car-type path: never a path of its own
  ],
  bodies: ["SUV", "Ute", "Toyota"], // a body named like a make loses to the make
  locations: [{ slug: "perth-city", name: "Perth City Sales" }],
  dealerships: [{ slug: "acme-motors", name: "Acme Motors" }],
};

const parse = (segments: string[], query: Record<string, string | string[]> = {}) =>
  parseSearchState(segments, query, VOCABULARY);
const state = (partial: Partial<SearchState>): SearchState => ({
  ...DEFAULT_SEARCH_STATE,
  ...partial,
});
const url = (partial: Partial<SearchState>) => toSearchUrl(state(partial), VOCABULARY);

describe("search paths", () => {
  it.each([
    [[], {}],
    [["new-used-and-demo-cars"], {}],
    [["used-cars"], { car_type: ["used"] }],
    [["new-cars"], { car_type: ["new"] }],
    [["demo-cars"], { car_type: ["demo"] }],
    [["new-and-demo-cars"], { car_type: ["demo", "new"] }],
    [["used-and-demo-cars"], { car_type: ["demo", "used"] }],
    [["toyota"], { make: ["Toyota"] }],
    [["Toyota"], { make: ["Toyota"] }],
    [["toyota", "c-hr"], { make: ["Toyota"], model: ["C-HR"] }],
    [["mercedes-benz", "c-class"], { make: ["Mercedes-Benz"], model: ["C-Class"] }],
    [["skoda"], { make: ["Škoda"] }],
    [["suv"], { body: ["SUV"] }],
    [["perth-city"], { location_name: ["Perth City Sales"] }],
    [["acme-motors"], { dealership_name: ["Acme Motors"] }],
    [["used-cars"], { car_type: ["used"] }],
  ])("%j means %j", (segments, refinements) => {
    expect(parse(segments)).toEqual({ ok: true, value: state({ refinements }) });
  });

  it.each([
    [["holden"]],
    [["toyota", "octavia"]],
    [["toyota", "hilux", "sr5"]],
    [["used cars"]],
    [["perth_city"]],
  ])("%j is an unknown path", (segments) => {
    expect(parse(segments)).toEqual({ ok: false, error: { kind: "unknown-path", segments } });
  });

  it.each([
    [{}, "/search/new-used-and-demo-cars/"],
    [{ car_type: ["used"] }, "/search/used-cars"],
    [{ car_type: ["new", "demo"] }, "/search/new-and-demo-cars"],
    [{ car_type: ["new", "demo", "used"] }, "/search/new-used-and-demo-cars/"],
    [{ make: ["Toyota"], model: ["Hilux"] }, "/search/toyota/hilux"],
    [{ make: ["Toyota"], model: ["Octavia"] }, "/search/toyota?model=Octavia"],
    [{ make: ["Toyota", "Škoda"] }, "/search/new-used-and-demo-cars/?make=Toyota&make=%C5%A0koda"],
    [{ car_type: ["used"], make: ["Toyota"] }, "/search/used-cars?make=Toyota"],
    [{ body: ["Ute"] }, "/search/ute"],
    [{ body: ["Toyota"] }, "/search/new-used-and-demo-cars/?body=Toyota"],
    [{ make: ["Used Cars"] }, "/search/new-used-and-demo-cars/?make=Used+Cars"],
    [{ make: ["toyota"] }, "/search/new-used-and-demo-cars/?make=toyota"],
    [
      { make: ["???"], model: ["Hilux"] },
      "/search/new-used-and-demo-cars/?make=%3F%3F%3F&model=Hilux",
    ],
    [{ location_name: ["Perth City Sales"] }, "/search/perth-city"],
    [{ dealership_name: ["Acme Motors"] }, "/search/acme-motors"],
  ])("%j is written %s", (refinements, expected) => {
    expect(url({ refinements })).toBe(expected);
  });
});

describe("search query parameters", () => {
  it("reads query, refinements, ranges, sort and page, ignoring unknown keys", () => {
    const parsed = parse(["toyota"], {
      query: "  hilux   sr5 ",
      page: "2",
      sortBy: "price_asc",
      make: ["Ford"],
      colour: "White",
      "range[price]": "5000:20000",
      "range[km]": ":50000",
      bogus: "1",
      "range[bogus]": "1:2",
    });
    const expected = state({
      query: "hilux sr5",
      page: 2,
      sortBy: "price_asc",
      refinements: {
        make: ["Ford", "Toyota"],
        colour: ["White"],
        price: { min: 5_000, max: 20_000 },
        km: { min: null, max: 50_000 },
      },
    });
    expect(parsed).toEqual({ ok: true, value: expected });
    expect(toSearchUrl(expected, VOCABULARY)).toBe(
      "/search/new-used-and-demo-cars/?query=hilux+sr5&colour=White&make=Ford&make=Toyota&range[km]=:50000&range[price]=5000:20000&sortBy=price_asc&page=2",
    );
  });

  it.each([
    [{ page: "abc" }, state({})],
    [{ page: "0" }, state({})],
    [{ page: "-3" }, state({})],
    [{ page: "2.5" }, state({})],
    [{ page: "99999999" }, state({})],
    [{ page: ["3", "4"] }, state({ page: 3 })],
    [{ sortBy: "random" }, state({})],
    [
      { "range[price]": "$5,000:$20,000" },
      state({ refinements: { price: { min: 5_000, max: 20_000 } } }),
    ],
    [
      { "range[price]": "20000:5000" },
      state({ refinements: { price: { min: 5_000, max: 20_000 } } }),
    ],
    [{ "range[price]": "abc" }, state({})],
    [{ "range[year]": "x:y" }, state({})],
    [{ car_type: ["foo", "used"] }, state({ refinements: { car_type: ["used"] } })],
    [{ car_type: ["new", "used", "demo"] }, state({})],
    [{ make: ["", "  "] }, state({})],
    [{ make: [" Ford ", "Ford"] }, state({ refinements: { make: ["Ford"] } })],
    [{ query: "   " }, state({})],
  ])("garbage %j reads as a safe default", (query, expected) => {
    expect(parse([], query)).toEqual({ ok: true, value: expected });
  });

  it("omits page 1 and the default sort, and keeps odd characters intact", () => {
    expect(url({ page: 1, sortBy: "default" })).toBe("/search/new-used-and-demo-cars/");
    const odd = state({ query: "a&b=c+d", refinements: { badge: ["50%|x", "A&B, Co"] } });
    const written = toSearchUrl(odd, VOCABULARY);
    expect(written).toBe(
      "/search/new-used-and-demo-cars/?query=a%26b%3Dc%2Bd&badge=50%25%7Cx&badge=A%26B,+Co",
    );
    expect(parseSearchUrl(written, VOCABULARY)).toEqual({ ok: true, value: odd });
  });

  it("accepts URLSearchParams and whole addresses", () => {
    const params = new URLSearchParams("make=Ford&make=Kia&range%5Byear%5D=2018%3A");
    expect(parseSearchState(["used-cars"], params, VOCABULARY)).toEqual({
      ok: true,
      value: state({
        refinements: { car_type: ["used"], make: ["Ford", "Kia"], year: { min: 2018, max: null } },
      }),
    });
    expect(parseSearchUrl("/search/toyota/hilux/?page=3", VOCABULARY)).toEqual({
      ok: true,
      value: state({ page: 3, refinements: { make: ["Toyota"], model: ["Hilux"] } }),
    });
    expect(parseSearchUrl("/cars/toyota", VOCABULARY).ok).toBe(false);
    expect(parseSearchUrl("/search/%E0%A4%A", VOCABULARY).ok).toBe(false);
  });
});
