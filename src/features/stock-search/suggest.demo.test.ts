import { describe, expect, it } from "vitest";
import { searchStock } from "@/domain/search/engine";
import { MAX_SUGGESTIONS, suggest } from "@/domain/search/suggest";
import { parseSuggestQuery } from "@/domain/search/suggest-request.schema";
import { understandQuery } from "@/domain/search/understand-query";
import { demoSearch } from "./demo-search.test-support";

const { index, sites, isIndexedWord } = demoSearch();

function suggestOn(slug: string, typed: string) {
  const site = sites.get(slug)!;
  const understanding = understandQuery(typed, site.vocabulary, { isIndexedWord });
  return suggest(typed, site.vocabulary, {
    isIndexedWord,
    understanding,
    countReading: (reading) =>
      searchStock(index, {
        ...site.scope,
        query: reading.text,
        filters: reading.refinements,
        facets: [],
      }).count,
  });
}
const labels = (slug: string, typed: string) => suggestOn(slug, typed).map((one) => one.label);

describe("suggestions on the demo sites", () => {
  it("forgive typos as the search does", () => {
    expect(labels("southern-cross", "tusc")[0]).toBe("Tucson");
    expect(labels("southern-cross", "hilx")[0]).toBe("Hilux");
    expect(labels("southern-cross", "corrol")[0]).toBe("Corolla");
  });

  it("list makes, models, make and model, and bodies the typed words begin, more cars first", () => {
    expect(labels("southern-cross", "toy")).toEqual(["Toyota"]);
    expect(labels("southern-cross", "toyota h")).toEqual(["Toyota Hilux", "Toyota HiAce"]);
    expect(labels("southern-cross", "cx5")).toEqual(["CX-5"]);
    expect(labels("southern-cross", "ut")).toContain("Ute");
    expect(suggestOn("southern-cross", "s").length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });

  it("count the site's cars of each and lead to their search", () => {
    const [hilux] = suggestOn("southern-cross", "hilux");
    expect(hilux).toMatchObject({
      kind: "model",
      refinements: { make: ["Toyota"], model: ["Hilux"] },
    });
    expect(hilux!.count).toBe(
      searchStock(index, { ...sites.get("southern-cross")!.scope, filters: hilux!.refinements })
        .count,
    );
  });

  it("offer the typed words read as refinements first when they name more than one thing", () => {
    const [reading] = suggestOn("southern-cross", "red ute under 30k");
    expect(reading).toMatchObject({ kind: "phrase", label: "red, Ute, under $30,000", query: "" });
    expect(reading!.count).toBeGreaterThan(0);
    expect(suggestOn("outback-caravans", "off road sleeps 4")[0]).toMatchObject({ kind: "phrase" });
  });
});

describe("the suggest request", () => {
  it.each([
    ["q=hilux", { ok: true, value: "hilux" }],
    ["q=%20toy%20", { ok: true, value: "toy" }],
    ["", { ok: false, error: [{ path: "q", message: "is required" }] }],
    ["q=%20", { ok: false, error: [{ path: "q", message: "must not be empty" }] }],
    [
      `q=${"a".repeat(101)}`,
      { ok: false, error: [{ path: "q", message: "at most 100 characters" }] },
    ],
  ])("%j", (query, expected) => {
    expect(parseSuggestQuery(new URLSearchParams(query))).toEqual(expected);
  });
});
