import { describe, expect, it } from "vitest";
import { isIndexableSearchUrl, searchHeading, searchTitle } from "./search-heading";
import { DEFAULT_SEARCH_STATE, type SearchState } from "./search-state-normalize";

const words = { types: { new: "New", used: "Used", demo: "Demo" }, noun: "Cars" };
const state = (partial: Partial<SearchState>): SearchState => ({
  ...DEFAULT_SEARCH_STATE,
  ...partial,
});
const heading = (refinements: SearchState["refinements"], w = words) =>
  searchHeading(state({ refinements }), w);

describe("searchHeading", () => {
  it.each([
    [{}, "New, Demo & Used Cars"],
    [{ car_type: ["used"] }, "Used Cars"],
    [{ car_type: ["demo", "new"] }, "New & Demo Cars"],
    [{ make: ["Toyota"] }, "New, Demo & Used Toyota Cars"],
    [{ car_type: ["used"], make: ["Toyota"], model: ["HiLux"] }, "Used Toyota HiLux"],
    [{ make: ["Toyota", "Kia"] }, "New, Demo & Used Cars"],
    [{ model: ["HiLux"] }, "New, Demo & Used Cars"],
    [{ body: ["SUV"] }, "New, Demo & Used SUVs"],
    [{ body: ["Bus"], car_type: ["new"] }, "New Bus"],
    [{ car_type: ["used"], location_name: ["Perth City"] }, "Used Cars at Perth City"],
    [{ dealership_name: ["Acme Motors"] }, "New, Demo & Used Cars at Acme Motors"],
  ])("%j -> %s", (refinements, text) => {
    expect(heading(refinements as SearchState["refinements"])).toBe(text);
  });

  it("uses the site's words", () => {
    const site = { types: { new: "New", used: "Pre-Owned", demo: "Demo" }, noun: "Caravans" };
    expect(heading({ car_type: ["used"] }, site)).toBe("Pre-Owned Caravans");
  });
});

describe("searchTitle", () => {
  it("adds the page and the words typed", () => {
    expect(searchTitle(state({ page: 3, refinements: { car_type: ["used"] } }), words)).toBe(
      "Used Cars for Sale - Page 3",
    );
    expect(searchTitle(state({ query: "hilux sr5" }), words)).toBe(
      "“hilux sr5” in New, Demo & Used Cars for Sale",
    );
  });
});

describe("isIndexableSearchUrl", () => {
  it.each([
    ["/search/used-cars", true],
    ["/search/toyota/hilux?page=2", true],
    ["/search/new-used-and-demo-cars/", true],
    ["/search/used-cars?make=Kia", false],
    ["/search/used-cars?query=ute", false],
    ["/search/used-cars?range[price]=:20000", false],
    ["/search/used-cars?sortBy=price_asc", false],
  ])("%s -> %s", (url, indexable) => {
    expect(isIndexableSearchUrl(url)).toBe(indexable);
  });
});
