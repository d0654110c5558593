import { describe, expect, it } from "vitest";
import { bestDrop, didYouMean, dropCandidates, dropMessage } from "@/domain/search/dead-ends";
import { searchStock } from "@/domain/search/engine";
import { searchRequestFromState } from "@/domain/search/search-request";
import { DEFAULT_SEARCH_STATE, type SearchState } from "@/domain/search/search-state-normalize";
import { understandQuery, withUnderstood } from "@/domain/search/understand-query";
import { demoSearch } from "./demo-search.test-support";

const { index, sites, isIndexedWord } = demoSearch();
const site = sites.get("southern-cross")!;
const CARS = { one: "car", many: "cars", One: "Car", Many: "Cars" };
const LABELS = { new: "New", used: "Used", demo: "Demo" };
const count = (state: SearchState) =>
  searchStock(index, { ...searchRequestFromState(state, site.scope), facets: [] }).count;

function understood(query: string): SearchState {
  const understanding = understandQuery(query, site.vocabulary, { isIndexedWord });
  return {
    ...DEFAULT_SEARCH_STATE,
    query: understanding.text,
    refinements: withUnderstood({}, understanding),
  };
}

describe("no dead ends on the group demo site", () => {
  it("names the refinement whose removal finds the most cars", () => {
    const state = understood("hilux over $200,000");
    expect(count(state)).toBe(0);
    const counted = dropCandidates(state, LABELS).map((drop) => ({
      ...drop,
      count: count(drop.state),
    }));
    const best = bestDrop(counted)!;
    expect(best.key).toBe("price");
    expect(dropMessage(best, CARS)).toBe(
      `Remove “from $200,000” to see ${count(understood("hilux"))} Hilux`,
    );
  });

  it("offers the closest word for a query word that finds nothing", () => {
    const findsNothing = (word: string) =>
      searchStock(index, { ...site.scope, query: word, facets: [] }).count === 0;
    expect(findsNothing("hiluxes")).toBe(true);
    expect(didYouMean("hiluxes", site.vocabulary, findsNothing)?.suggestion).toBe("Hilux");
  });
});
