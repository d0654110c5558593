import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import type { SiteConfigInput } from "@/config/site-config.schema";
import { DEFAULT_SEARCH_STATE, type SearchState } from "@/domain/search/search-state-normalize";
import type { FacetItem, SearchResult } from "@/domain/search/search-types";
import { type PanelSection, panelSections } from "./panel-sections";

const config = (search: SiteConfigInput["search"] = {}, extra: Partial<SiteConfigInput> = {}) =>
  parseSiteConfig(
    { slug: "acme", name: "Acme", dealerships: ["acme"], search, ...extra },
    "sites/acme.json",
  );
const items = (...values: string[]): FacetItem[] =>
  values.map((value, i) => ({ value, label: value, count: 100 - i }));
const facets: SearchResult["facets"] = {
  car_type: items("new", "demo", "used"),
  make: items("Toyota", "Mazda"),
  model: items("Hilux", "CX-5"),
  badge: items("Sport", "GX", "City", "Duo"),
  body: items("SUV", "Ute"),
  fuel: items("Petrol"),
  item_type: items("caravan"),
  categories: items("Off-Road", "Touring", "Family"),
  price_range: items("0-10000", "10000-20000"),
  weekly_price_range: items("0-100", "100-200"),
  location_name: items("Springwood", "Hobart"),
};
const state = (refinements: SearchState["refinements"] = {}): SearchState => ({
  ...DEFAULT_SEARCH_STATE,
  refinements,
});
const names = (sections: PanelSection[]) => sections.map((s) => s.group);
const list = (sections: PanelSection[], group: string) => {
  const found = sections.find((s) => s.group === group);
  return found?.kind === "list" ? found : undefined;
};

describe("panelSections", () => {
  it("preset 0: type, make, ranges, then the lists that offer a choice", () => {
    expect(names(panelSections(config(), state(), facets))).toEqual([
      "car_type",
      "make",
      "price",
      "km",
      "year",
      "body",
      "location_name",
    ]);
  });

  it("shows models once a make is ticked, and a ticked single value", () => {
    const sections = panelSections(config(), state({ make: ["Toyota"], fuel: ["Petrol"] }), facets);
    expect(names(sections)).toContain("model");
    expect(list(sections, "fuel")?.selected).toEqual(["Petrol"]);
  });

  it("labels car types with the site's labels, in the order new, demo, used", () => {
    const site = config({}, { labels: { used: "Pre-Owned" } });
    const types = list(panelSections(site, state(), facets), "car_type");
    expect(types?.items.map((i) => i.label)).toEqual(["New", "Demo", "Pre-Owned"]);
  });

  it("preset 1: price bands and no slider", () => {
    const got = names(panelSections(config({ filterPreset: 1 }), state(), facets));
    expect(got).not.toContain("price");
    expect(got.slice(2, 4)).toEqual(["price_range", "weekly_price_range"]);
  });

  it("preset 4: no make list, models at once, badges in the site's series order", () => {
    const site = config({ filterPreset: 4, seriesOrder: ["duo", "city", "sport"] });
    const sections = panelSections(site, state(), facets);
    expect(names(sections).slice(0, 3)).toEqual(["car_type", "model", "badge"]);
    expect(list(sections, "badge")?.items.map((i) => i.value)).toEqual([
      "Duo",
      "City",
      "Sport",
      "GX",
    ]);
  });

  it("preset 14: caravan lists, with categories read as style and sleeping", () => {
    const sections = panelSections(config({ filterPreset: 14 }), state(), facets);
    // One item type only (a caravan yard): no choice to offer, so no list.
    expect(names(sections)).toEqual([
      "categories",
      "car_type",
      "make",
      "badge",
      "price",
      "year",
      "location_name",
    ]);
    expect(list(sections, "categories")?.legend).toBe("Style & sleeping");
    const mixed = { ...facets, item_type: items("car", "caravan") };
    expect(names(panelSections(config({ filterPreset: 14 }), state(), mixed))[0]).toBe("item_type");
  });

  it("drops the price slider where the site turns the price filter off", () => {
    const site = config({ priceFilter: { enabled: false } });
    expect(names(panelSections(site, state(), facets))).not.toContain("price");
  });

  it("shows nothing for a search with no facets but the ranges", () => {
    expect(names(panelSections(config({ filterPreset: 2 }), state(), {}))).toEqual(["price"]);
  });
});
