import { describe, expect, it } from "vitest";
import { parseStockFilter, stockHref } from "./stock-filter";

const parse = (query: string) => parseStockFilter(new URLSearchParams(query));

describe("stock filter", () => {
  it("reads the search, sort and page", () => {
    expect(parse("q=  hilux   sr5 &sort=longest&page=3")).toEqual({
      q: "hilux sr5",
      sort: "longest",
      page: 3,
    });
  });

  it("drops invalid values and keeps the rest", () => {
    expect(parse("q=%20%20&sort=cheapest&page=0")).toEqual({});
    expect(parse("q=T123&page=abc")).toEqual({ q: "T123" });
    expect(parse("")).toEqual({});
    expect(parse(`q=${"x".repeat(150)}`).q).toHaveLength(100);
  });

  it("round-trips through the address, defaults left out", () => {
    expect(stockHref({})).toBe("/admin/stock");
    expect(stockHref({ sort: "newest", page: 1 })).toBe("/admin/stock");
    const filter = { q: "ranger xlt", sort: "longest" as const, page: 2 };
    expect(stockHref(filter)).toBe("/admin/stock?q=ranger+xlt&sort=longest&page=2");
    expect(parse(stockHref(filter).split("?")[1]!)).toEqual(filter);
  });
});
