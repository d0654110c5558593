/**
 * The demo data's four sites searched in process, for tests of query understanding: one index
 * over every demo car, and per site its scope, its query vocabulary (its labels and low
 * kilometres from sites/{slug}.json) and the index's word lookup, as the server builds them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseSiteConfig } from "@/config/parse-site-config";
import type { SiteConfig } from "@/config/site-config.schema";
import { DEMO_SITES, generateDemo } from "@/demo/generate";
import { buildSearchIndex, type SearchIndex, searchStock } from "@/domain/search/engine";
import {
  buildQueryVocabulary,
  type QueryVocabulary,
  VOCABULARY_FACETS,
} from "@/domain/search/query-vocabulary";
import type { SearchRequest } from "@/domain/search/search-types";
import { prefixRun } from "@/domain/search/text-index";
import { queryVocabularyOptions } from "./site-search-settings";

export const DEMO_NOW = Date.parse("2026-06-01T00:00:00Z");

export type DemoSite = {
  readonly slug: string;
  readonly scope: Pick<SearchRequest, "dealershipIds" | "soldDays" | "now">;
  readonly vocabulary: QueryVocabulary;
};

/** The site's configuration as the server reads it, from sites/{slug}.json. */
export function demoSiteConfig(slug: string): SiteConfig {
  const file = path.resolve(__dirname, "../../../sites", `${slug}.json`);
  return parseSiteConfig(JSON.parse(readFileSync(file, "utf8")), file);
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
    const vocabulary = buildQueryVocabulary(
      all.facets,
      queryVocabularyOptions(demoSiteConfig(site.slug)),
    );
    sites.set(site.slug, { slug: site.slug, scope, vocabulary });
  }
  const isIndexedWord = (word: string) => {
    const [first, end] = prefixRun(index.text, word);
    return end > first;
  };
  return { index, sites, isIndexedWord };
}
