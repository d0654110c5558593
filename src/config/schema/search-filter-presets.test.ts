import { describe, expect, it } from "vitest";
import { isTermKey } from "@/domain/search/facet-table";
import { parseSiteConfig } from "../parse-site-config";
import {
  FILTER_PRESET_TABLE,
  FILTER_PRESETS,
  filterPresetSummary,
  isRangeGroup,
} from "./search-filter-presets";

const groups = (n: keyof typeof FILTER_PRESET_TABLE) => FILTER_PRESET_TABLE[n].groups;

describe("filter preset table", () => {
  it("defines the numbered presets 0 to 7 and 14, and no other", () => {
    expect(Object.keys(FILTER_PRESET_TABLE).map(Number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 14]);
    expect([...FILTER_PRESETS]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 14]);
  });

  it("names only refinement keys or the three range controls, each once per preset", () => {
    for (const n of FILTER_PRESETS) {
      const list = groups(n);
      expect(new Set(list).size, `preset ${n}`).toBe(list.length);
      for (const group of list) expect(isRangeGroup(group) || isTermKey(group)).toBe(true);
    }
  });

  it("0 is the full panel: type, make, model, then the ranges", () => {
    expect(groups(0).slice(0, 6)).toEqual(["car_type", "make", "model", "price", "km", "year"]);
  });

  it("1 has no price slider but price and weekly bands", () => {
    expect(groups(1)).not.toContain("price");
    expect(groups(1)).toEqual(expect.arrayContaining(["price_range", "weekly_price_range"]));
  });

  it("3 has no type list; 4 has no make list but a badge list", () => {
    expect(groups(3)).not.toContain("car_type");
    expect(groups(4)).not.toContain("make");
    expect(groups(4)).toContain("badge");
  });

  it("14 suits caravans: item type and style lead; no km, fuel or transmission", () => {
    expect(groups(14).slice(0, 2)).toEqual(["item_type", "categories"]);
    for (const car of ["km", "fuel", "transmission", "drive", "seats"] as const)
      expect(groups(14)).not.toContain(car);
  });

  it("is written into the field's documentation", () => {
    const summary = filterPresetSummary();
    expect(summary).toMatch(/^0 = full panel \(car_type, make, model, price, km, year,/);
    expect(summary).toContain("; 14 = caravans");
  });

  it("a site config takes a preset number and refuses others", () => {
    const config = (filterPreset: unknown) =>
      parseSiteConfig(
        { slug: "acme", name: "Acme", dealerships: ["acme"], search: { filterPreset } } as never,
        "sites/acme.json",
      );
    expect(config(14).search.filterPreset).toBe(14);
    expect(() => config(8)).toThrow(/search\.filterPreset/);
  });
});
