/**
 * searchSite and the helpers other pages call (the vehicle page's similar cars, the header's
 * body types), over a real database and the real index: scoped to the site, canonical state in,
 * page size and facets as asked.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Database } from "@/data/db";
import { insertDemoData } from "@/data/demo-data";
import { DEFAULT_SEARCH_STATE } from "@/domain/search/search-state-normalize";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { forgetProcessCaches } from "../support/process-state";
import { ALPHA_LISTED, SITES, searchData } from "./search-fixtures";

const state = vi.hoisted(() => ({
  db: undefined as Database | undefined,
  sites: [] as SiteConfig[],
}));
vi.mock("server-only", () => ({}));
vi.mock("@/data/db.server", () => ({ getDatabase: async () => state.db }));
vi.mock("@/config/registry.server", () => ({ getSiteConfigs: () => state.sites }));

const { getCurrentSite } = await import("@/features/site/current-site.server");
const { searchSite, siteStockFacets, siteVocabulary } = await import(
  "@/features/stock-search/search-site.server"
);

await describeEachBackend("searchSite", (backend) => {
  const t = useTestDatabase(backend);

  beforeAll(async () => {
    forgetProcessCaches();
    state.db = t.db;
    state.sites = SITES;
    await insertDemoData(t.db, searchData());
  });
  afterAll(() => {
    forgetProcessCaches();
  });

  it("searches the site's stock with the site's page size, state made canonical", async () => {
    const site = await getCurrentSite("alpha");
    const {
      state: searched,
      result,
      hitsPerPage,
      stockCount,
    } = await searchSite(site, {
      ...DEFAULT_SEARCH_STATE,
      query: "  hilux ",
      refinements: { car_type: ["used", "new", "demo"] },
    });
    expect(searched.query).toBe("hilux");
    expect(searched.refinements).toEqual({}); // all three types is no filter
    expect(hitsPerPage).toBe(21);
    expect(result.hits.map((car) => car.id).sort()).toEqual([2, 3]);
    expect(stockCount).toBe(6);
  });

  it("answers a similar-cars style search: a price band, available cars, 10 hits, no facets", async () => {
    const site = await getCurrentSite("alpha");
    const { result } = await searchSite(
      site,
      {
        ...DEFAULT_SEARCH_STATE,
        refinements: { price: { min: 24_000, max: 40_000 }, status: ["in_stock", "coming_soon"] },
      },
      { hitsPerPage: 10, facets: [] },
    );
    expect(result.hits.map((car) => car.id).sort()).toEqual([1, 3, 4]);
    expect(result.facets).toEqual({});
  });

  it("knows only the site's own words for search paths", async () => {
    const alpha = await siteVocabulary(await getCurrentSite("alpha"));
    const bravo = await siteVocabulary(await getCurrentSite("bravo"));
    expect(alpha.makes.map((make) => make.name)).toEqual(["Kia", "Toyota"]);
    expect(bravo.makes.map((make) => make.name)).toEqual(["Mazda"]);
    expect(alpha.dealerships.map((d) => d.slug)).toEqual(["alpha-toyota"]);
  });

  it("lists the body types in stock, most common first, and the car types it has", async () => {
    const stock = await siteStockFacets(await getCurrentSite("alpha"));
    expect(stock.bodies).toEqual(["Hatch", "SUV", "Ute"]);
    const types = searchData().cars.filter((c) => ALPHA_LISTED.includes(c.id));
    expect([...stock.carTypes].sort()).toEqual([...new Set(types.map((c) => c.car_type))].sort());
  });
});
