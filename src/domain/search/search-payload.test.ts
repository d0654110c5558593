import { describe, expect, it } from "vitest";
import { parseSearchPayload } from "./search-payload.schema";
import {
  type SiteSearchSettings,
  searchRequestFromPayload,
  searchRequestFromState,
} from "./search-request";
import { DEFAULT_SEARCH_STATE } from "./search-state-normalize";

const SITE: SiteSearchSettings = {
  dealershipIds: [1, 2],
  soldDays: 3,
  now: 0,
  exclusions: [{ make: "Nissan", car_type: "new" }],
  requirePriceWhenPriceAscending: true,
};

describe("parseSearchPayload", () => {
  it("fills defaults for an empty payload", () => {
    expect(parseSearchPayload({})).toEqual({
      ok: true,
      value: {
        query: "",
        filters: {},
        search_filters: {},
        hitsPerPage: 21,
        offset: 0,
        sort: "default",
      },
    });
    expect(parseSearchPayload(undefined).ok).toBe(true);
  });

  it("maps a full payload onto the engine request, taking scope from the site only", () => {
    const parsed = parseSearchPayload({
      query: "hilux",
      filters: { make: "Toyota", car_type: ["used", "demo", "used"], price: { min: 5000 } },
      search_filters: { body: ["Ute"] },
      hitsPerPage: 12,
      offset: 24,
      sort: "price_asc",
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(searchRequestFromPayload(parsed.value, SITE)).toEqual({
      ...SITE,
      query: "hilux",
      filters: { car_type: ["demo", "used"], make: ["Toyota"], price: { min: 5000, max: null } },
      fixedFilters: { body: ["Ute"] },
      sort: "price_asc",
      offset: 24,
      hitsPerPage: 12,
    });
  });

  it("keeps the site's fixed filters beside the page's", () => {
    const parsed = parseSearchPayload({ search_filters: { make: ["Kia"] } });
    if (!parsed.ok) throw new Error("payload rejected");
    const request = searchRequestFromPayload(parsed.value, {
      ...SITE,
      fixedFilters: { car_type: ["used"] },
    });
    expect(request.fixedFilters).toEqual([{ car_type: ["used"] }, { make: ["Kia"] }]);
  });

  it("names each bad field", () => {
    const parsed = parseSearchPayload({
      query: 5,
      filters: { make: [1], price: { min: 9, max: 1 }, colour_of_seats: ["red"] },
      search_filters: "used",
      hitsPerPage: 0,
      offset: 1.5,
      sort: "cheapest",
      dealershipIds: [99],
    });
    expect(parsed).toEqual({
      ok: false,
      error: [
        { path: "query", message: "must be text" },
        { path: "filters.make.0", message: "each value must be text" },
        { path: "filters.price.min", message: "min must not be greater than max" },
        { path: "filters", message: "unknown refinement key: colour_of_seats" },
        { path: "search_filters", message: "must be an object of refinements" },
        { path: "hitsPerPage", message: "must be at least 1" },
        { path: "offset", message: "must be a whole number" },
        {
          path: "sort",
          message:
            "must be one of default, price_asc, price_desc, year_desc, year_asc, km_asc, km_desc, newest",
        },
      ],
    });
  });

  it("caps sizes", () => {
    const tooMany = parseSearchPayload({
      filters: { make: Array.from({ length: 51 }, (_, i) => `M${i}`) },
      hitsPerPage: 101,
    });
    expect(tooMany.ok ? [] : tooMany.error.map((error) => error.path)).toEqual([
      "filters.make",
      "hitsPerPage",
    ]);
  });
});

describe("searchRequestFromState", () => {
  it("turns page N into an offset", () => {
    const state = {
      ...DEFAULT_SEARCH_STATE,
      page: 3,
      sortBy: "newest" as const,
      refinements: { make: ["Kia"] },
    };
    expect(searchRequestFromState(state, SITE)).toEqual({
      ...SITE,
      query: "",
      filters: { make: ["Kia"] },
      sort: "newest",
      offset: 42,
      hitsPerPage: 21,
    });
    expect(searchRequestFromState({ ...state, page: 2 }, SITE, 10).offset).toBe(10);
  });
});
