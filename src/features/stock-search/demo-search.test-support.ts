/**
 * The demo data's four sites searched in process, for tests of query understanding: one index
 * over every demo car, and per site its scope, its query vocabulary (its labels from
 * sites/{slug}.json) and the index's word lookup, as the server builds them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { DEMO_SITES, generateDemo } from "@/demo/generate";
import type { CarType } from "@/domain/car/car";
import { buildSearchIndex, type SearchIndex, searchStock } from "@/domain/search/engine";
import {
  buildQueryVocabulary,
  type QueryVocabulary,
  VOCABULARY_FACETS,
} from "@/domain/search/query-vocabulary";
import type { SearchRequest } from "@/domain/search/search-types";
import { prefixRun } from "@/domain/search/text-index";

export const DEMO_NOW = Date.parse("2026-06-01T00:00:00Z");

export type DemoSite = {
  readonly slug: string;
  readonly scope: Pick<SearchRequest, "dealershipIds" | "soldDays" | "now">;
  readonly vocabulary: QueryVocabulary;
};

function labelsOf(slug: string): Partial<Record<CarType, string>> {
  const file = path.resolve(__dirname, "../../../sites", `${slug}.json`);
  return (
    (JSON.parse(readFileSync(file, "utf8")) as { labels?: Record<CarType, string> }).labels ?? {}
  );
}

export function demoSearch(): {
  index: SearchIndex;
  sites: ReadonlyMap<string, DemoSite>;
  isIndexedWord: (word: string) => boolean;
} {
  const demo = generateDemo({ now: new Date(DEMO_NOW) });
  const index = buildSearchIndex(demo.cars);
  const sites = new Map<string, DemoSite>();
  for (const site of DEMO_SITES) {
    const slugs = new Set(site.dealerships.map((dealership) => dealership.slug));
    const dealershipIds = [
      ...new Set(
        demo.cars.filter((car) => slugs.has(car.dealership_slug)).map((car) => car.dealership_id),
      ),
    ];
    const scope = { dealershipIds, soldDays: 3, now: DEMO_NOW };
    const all = searchStock(index, { ...scope, hitsPerPage: 1, facets: VOCABULARY_FACETS });
    const vocabulary = buildQueryVocabulary(all.facets, { labels: labelsOf(site.slug) });
    sites.set(site.slug, { slug: site.slug, scope, vocabulary });
  }
  const isIndexedWord = (word: string) => {
    const [first, end] = prefixRun(index.text, word);
    return end > first;
  };
  return { index, sites, isIndexedWord };
}
