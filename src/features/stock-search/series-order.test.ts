import { describe, expect, it } from "vitest";
import type { FacetItem } from "@/domain/search/search-types";
import { orderBySeries } from "./series-order";

const items = (...values: [string, number][]): FacetItem[] =>
  values.map(([value, count]) => ({ value, label: value, count }));
const values = (list: readonly FacetItem[]) => list.map((item) => item.value);

describe("orderBySeries", () => {
  const panel = items(["Sport", 40], ["GX", 30], ["City", 12], ["Duo", 3], ["Ti", 2]);

  it("puts the listed series first in the site's order, the rest as they were", () => {
    expect(values(orderBySeries(panel, ["duo", "city", "sport"]))).toEqual([
      "Duo",
      "City",
      "Sport",
      "GX",
      "Ti",
    ]);
  });

  it("ignores names the list does not hold, and repeats of a name", () => {
    expect(values(orderBySeries(panel, ["Cruiser", "ti", "TI", "gx"]))).toEqual([
      "Ti",
      "GX",
      "Sport",
      "City",
      "Duo",
    ]);
  });

  it("leaves the list alone with no order, no match or no items", () => {
    expect(orderBySeries(panel, [])).toBe(panel);
    expect(orderBySeries(panel, ["Nope"])).toBe(panel);
    expect(orderBySeries([], ["duo"])).toEqual([]);
  });

  it("keeps counts and labels with their values", () => {
    const [first] = orderBySeries(panel, ["duo"]);
    expect(first).toEqual({ value: "Duo", label: "Duo", count: 3 });
  });
});
