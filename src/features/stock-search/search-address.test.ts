import { describe, expect, it } from "vitest";
import { DEFAULT_SEARCH_STATE } from "@/domain/search/search-state-normalize";
import type { SearchVocabulary } from "@/domain/search/search-vocabulary";
import {
  isCanonicalRequest,
  readSearchAddress,
  searchHref,
  withForeignParams,
} from "./search-address";

const VOCABULARY: SearchVocabulary = {
  makes: [{ name: "Toyota", models: ["HiLux"] }],
  bodies: ["SUV"],
  locations: [],
  dealerships: [],
};
const FORM = { price: { min: 5000, max: 250000, step: 500 } };

const canonicalOf = (segments: string[], entries: [string, string][]) => {
  const state = readSearchAddress(segments, entries, VOCABULARY, FORM);
  if (!state.ok) throw new Error("unknown path");
  return searchHref(state.value, VOCABULARY);
};

describe("search address", () => {
  it("writes the default path without its trailing slash", () => {
    expect(searchHref(DEFAULT_SEARCH_STATE, VOCABULARY)).toBe("/search/new-used-and-demo-cars");
    expect(searchHref({ ...DEFAULT_SEARCH_STATE, page: 2 }, VOCABULARY)).toBe(
      "/search/new-used-and-demo-cars?page=2",
    );
  });

  it("turns a submitted filter form into the canonical address", () => {
    expect(
      canonicalOf(
        ["new-used-and-demo-cars"],
        [
          ["query", ""],
          ["car_type", "used"],
          ["make", "Toyota"],
          ["price_min", "5000"],
          ["price_max", "30000"],
          ["km_max", "60,000 kms"],
          ["year_min", ""],
          ["year_max", ""],
          ["sortBy", "default"],
          ["utm_source", "news"],
        ],
      ),
    ).toBe("/search/used-cars?make=Toyota&range[km]=:60000&range[price]=:30000");
  });

  it("knows a canonical request, whatever other parameters it carries", () => {
    expect(isCanonicalRequest(["used-cars"], [["utm_source", "x"]], "/search/used-cars")).toBe(
      true,
    );
    expect(isCanonicalRequest(["toyota"], [["page", "2"]], "/search/toyota?page=2")).toBe(true);
    expect(isCanonicalRequest([], [], "/search/new-used-and-demo-cars")).toBe(false);
    expect(isCanonicalRequest(["Toyota"], [], "/search/toyota")).toBe(false);
    expect(isCanonicalRequest(["toyota"], [["page", "1"]], "/search/toyota")).toBe(false);
    expect(
      isCanonicalRequest(
        ["used-cars"],
        [["range[price]", ":30000"]],
        "/search/used-cars?range[price]=:30000",
      ),
    ).toBe(true);
  });

  it("is canonical again after one redirect (no loops)", () => {
    const cases: [string[], [string, string][]][] = [
      [[], []],
      [
        ["new-used-and-demo-cars"],
        [
          ["make", "Toyota"],
          ["model", "HiLux"],
        ],
      ],
      [
        ["suv"],
        [
          ["sortBy", "price_asc"],
          ["page", "3"],
          ["query", "  hi  lux "],
        ],
      ],
      [
        ["used-cars"],
        [
          ["price_pick", "20000"],
          ["car_type", "new"],
        ],
      ],
    ];
    for (const [segments, entries] of cases) {
      const target = canonicalOf(segments, entries);
      const url = new URL(target, "http://x");
      const again = url.pathname.split("/").filter(Boolean).slice(1);
      expect(isCanonicalRequest(again, [...url.searchParams.entries()], target)).toBe(true);
      expect(canonicalOf(again, [...url.searchParams.entries()])).toBe(target);
    }
  });

  it("keeps campaign parameters through the redirect", () => {
    expect(
      withForeignParams("/search/used-cars", [
        ["utm_source", "news"],
        ["make", "Kia"],
      ]),
    ).toBe("/search/used-cars?utm_source=news");
    expect(withForeignParams("/search/used-cars?page=2", [["gclid", "a b"]])).toBe(
      "/search/used-cars?page=2&gclid=a+b",
    );
  });
});
