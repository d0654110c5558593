/**
 * POST /api/search and POST /api/multi-search as Next calls them: the route handlers with a
 * Request and the site slug the proxy put in the path, over a real database and the real
 * index lifecycle. Site configs and the server database are the test's.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Database } from "@/data/db";
import { insertDemoData } from "@/data/demo-data";
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

const search = await import("@/app/[site]/api/search/route");
const multi = await import("@/app/[site]/api/multi-search/route");

type Json = Record<string, unknown> & { hits?: { id: number }[]; count?: number; errors?: unknown };

type Handler = (
  request: Request,
  context: { params: Promise<{ site: string }> },
) => Promise<Response>;

async function post(
  handler: Handler,
  site: string,
  path: string,
  body: unknown,
): Promise<{ status: number; json: Json }> {
  const request = new Request(`http://${site}.localhost/${site}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await handler(request, { params: Promise.resolve({ site }) });
  return { status: response.status, json: (await response.json()) as Json };
}
const searchApi = (site: string, body: unknown) => post(search.POST, site, "/api/search", body);
const multiApi = (site: string, body: unknown) => post(multi.POST, site, "/api/multi-search", body);
const ids = (json: Json) => (json.hits ?? []).map((hit) => hit.id);

await describeEachBackend("search API", (backend) => {
  const t = useTestDatabase(backend);

  beforeAll(async () => {
    // A fresh index, cache and subscription per database.
    forgetProcessCaches();
    state.db = t.db;
    state.sites = SITES;
    await insertDemoData(t.db, searchData());
  });
  afterAll(() => {
    forgetProcessCaches();
  });

  describe("POST /api/search", () => {
    it("answers hits, pages, count, facets and ms over the site's listed stock", async () => {
      const { status, json } = await searchApi("alpha", {});
      expect(status).toBe(200);
      expect(ids(json).sort((a, b) => a - b)).toEqual(ALPHA_LISTED);
      expect(json.count).toBe(ALPHA_LISTED.length);
      expect(json.pages).toBe(1);
      expect(typeof json.ms).toBe("number");
      const facets = json.facets as Record<string, { value: string; count: number }[]>;
      expect(facets.make).toEqual([
        { label: "Toyota", value: "Toyota", count: 5 },
        { label: "Kia", value: "Kia", count: 1 },
      ]);
      expect(facets.car_type?.map((item) => item.value)).toEqual(["new", "demo", "used"]);
      const first = (json.hits as Record<string, unknown>[])[0]!;
      expect(first).toMatchObject({
        id: 2,
        path: "/cars/alpha-2",
        dealership_slug: "alpha-toyota",
      });
      expect(first).not.toHaveProperty("dealercomments");
    });

    it("applies query, filters, sort, hitsPerPage and offset", async () => {
      const { json } = await searchApi("alpha", {
        query: "toy",
        filters: { car_type: ["used", "new"], price: { min: 20_000, max: null } },
        sort: "price_asc",
        hitsPerPage: 2,
        offset: 1,
      });
      expect(json.count).toBe(4); // 1, 2, 3 and sold 5 (8 has no price)
      expect(ids(json)).toEqual([3, 5]);
      expect(json.pages).toBe(2);
      const facets = json.facets as Record<string, { value: string; count: number }[]>;
      // Disjunctive: car_type counts ignore the car_type filter itself.
      expect(facets.car_type).toEqual([
        { label: "New", value: "new", count: 1 },
        { label: "Used", value: "used", count: 3 },
      ]);
    });

    it("narrows by search_filters without counting them as refinements", async () => {
      const { json } = await searchApi("alpha", { search_filters: { make: "Kia" } });
      expect(ids(json)).toEqual([4]);
    });

    it("never shows another site's stock", async () => {
      const { json } = await searchApi("bravo", {
        filters: { dealership_name: ["alpha-toyota Motors"] },
      });
      expect(json.count).toBe(0);
      const all = await searchApi("bravo", {});
      expect(ids(all.json).sort()).toEqual([21, 22]);
    });

    it("answers 400 with each field and its reason", async () => {
      const bad = await searchApi("alpha", {
        hitsPerPage: 0,
        filters: { wheels: ["4"], price: { min: 9, max: 1 } },
        sort: "cheapest",
      });
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toEqual(
        expect.arrayContaining([
          { field: "hitsPerPage", reason: "must be at least 1" },
          { field: "filters", reason: "unknown refinement key: wheels" },
          { field: "sort", reason: expect.stringContaining("must be one of") },
        ]),
      );
      const notJson = await searchApi("alpha", "{not json");
      expect(notJson).toEqual({
        status: 400,
        json: {
          message: "The search request is not valid.",
          errors: [{ field: "(body)", reason: "must be JSON" }],
        },
      });
    });
  });

  describe("POST /api/multi-search", () => {
    const similar = (filter: string[]) => ({
      queries: [
        {
          indexUid: "cars",
          facets: [],
          attributesToHighlight: ["*"],
          highlightPreTag: "<mark>",
          highlightPostTag: "</mark>",
          limit: 10,
          filter,
        },
      ],
    });

    it("answers results[].hits for the similar-cars filter, scoped to the site", async () => {
      const { status, json } = await multiApi(
        "alpha",
        similar(['status IN ["in_stock", "coming_soon"]', "price 24500 TO 44500", "id != 3"]),
      );
      expect(status).toBe(200);
      const results = json.results as { hits: { id: number }[]; indexUid: string }[];
      expect(results).toHaveLength(1);
      expect(results[0]!.indexUid).toBe("cars");
      expect(results[0]!.hits.map((h) => h.id).sort()).toEqual([1, 4]);
    });

    it("marks the query words in _formatted", async () => {
      const { json } = await multiApi("alpha", {
        queries: [
          {
            indexUid: "cars",
            q: "hil",
            attributesToHighlight: ["*"],
            highlightPreTag: "<b>",
            highlightPostTag: "</b>",
          },
        ],
      });
      const hits = (json.results as { hits: { _formatted: { model: string } }[] }[])[0]!.hits;
      expect(hits.map((h) => h._formatted.model)).toEqual(["<b>HiL</b>ux", "<b>HiL</b>ux"]);
    });

    it("answers 400 naming the query and field", async () => {
      const { status, json } = await multiApi("alpha", similar(["colour = Red OR make = Kia"]));
      expect(status).toBe(400);
      expect(json.errors).toEqual([
        {
          field: "queries.0.filter",
          reason: "unsupported filter: OR joins only = or IN conditions on one attribute",
        },
      ]);
      const wrongIndex = await multiApi("alpha", { queries: [{ indexUid: "models" }] });
      expect(wrongIndex.json.errors).toEqual([
        { field: "queries.0.indexUid", reason: 'must be "cars"' },
      ]);
    });
  });

  describe("index lifecycle", () => {
    it("rebuilds after a stock change without a restart", async () => {
      const { emitStockChanged } = await import("@/data/stock-events");
      const { car } = await import("./fixtures");
      const before = await searchApi("alpha", { query: "supra" });
      expect(before.json.count).toBe(0);
      await insertDemoData(t.db, {
        ...searchData(),
        dealerships: [],
        locations: [],
        cars: [car(9, 1, { slug: "alpha-9", model: "Supra", name: "2024 Toyota Supra" })],
      });
      await emitStockChanged(t.db, ["alpha"]);
      const deadline = Date.now() + 10_000;
      let count = 0;
      while (Date.now() < deadline && count === 0) {
        await new Promise((r) => setTimeout(r, 100));
        count = (await searchApi("alpha", { query: "supra" })).json.count ?? 0;
      }
      expect(count).toBe(1);
    });
  });
});
