import { describe, expect, it } from "vitest";
import { searchStock } from "@/domain/search/engine";
import { DEFAULT_LOW_KM } from "@/domain/search/query-vocabulary";
import { understandQuery } from "@/domain/search/understand-query";
import { demoSearch, demoSiteConfig } from "./demo-search.test-support";

const { index, sites, isIndexedWord } = demoSearch();
const understood = (slug: string, typed: string) =>
  understandQuery(typed, sites.get(slug)!.vocabulary, { isIndexedWord });

describe("'low km' on the demo sites", () => {
  it("is each site's own figure: Parkside Nissan says 15,000, the others keep 30,000", () => {
    expect(demoSiteConfig("parkside-nissan").search.lowKm).toBe(15_000);
    expect(demoSiteConfig("southern-cross").search.lowKm).toBe(DEFAULT_LOW_KM);
    expect(DEFAULT_LOW_KM).toBe(30_000);
    expect(understood("parkside-nissan", "low km").refinements).toEqual({
      km: { min: null, max: 15_000 },
    });
    expect(understood("southern-cross", "low km").refinements).toEqual({
      km: { min: null, max: 30_000 },
    });
  });

  it("reads with other words and narrows the site's search to cars at or under its figure", () => {
    const reading = understood("parkside-nissan", "navara low kms");
    expect(reading.refinements).toMatchObject({
      model: ["Navara"],
      km: { min: null, max: 15_000 },
    });
    expect(reading.text).toBe("");
    const site = sites.get("parkside-nissan")!;
    const all = searchStock(index, { ...site.scope, filters: { model: ["Navara"] } }).count;
    const low = searchStock(index, { ...site.scope, filters: reading.refinements }).count;
    expect(low).toBeLessThan(all);
  });
});
