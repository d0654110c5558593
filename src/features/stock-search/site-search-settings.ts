/**
 * What a site's configuration adds to every search of its stock (the server's side of the
 * request: the client may narrow a search, never widen it). See docs/site-config.md `search.*`.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { isTermKey } from "@/domain/search/facet-table";
import type { QueryVocabularyOptions } from "@/domain/search/query-vocabulary";
import type { SiteSearchSettings } from "@/domain/search/search-request";
import type { Exclusion, Refinements } from "@/domain/search/search-types";
import { type StockIndex, stockFacetValues } from "@/domain/search/stock-index";
import type { SiteScope } from "@/domain/site/site-scope";

/**
 * The price preset's exclusions (e.g. new Nissan and Mazda on some sites), written with
 * the index's own spelling of each make, since the config compares makes case-insensitively.
 */
export function priceExclusions(config: SiteConfig, index: StockIndex): Exclusion[] {
  const { enabled, exclusions } = config.search.priceFilter;
  if (!enabled || exclusions.length === 0) return [];
  const makes = stockFacetValues(index, "make");
  return exclusions.flatMap((rule) =>
    makes
      .filter((make) => make.toLowerCase() === rule.make.trim().toLowerCase())
      .map((make) => (rule.carType ? { make, car_type: rule.carType } : { make })),
  );
}

/** search.fixedFilters as engine refinements (terms keys only: ranges have no list form). */
export function fixedFilters(config: SiteConfig): Refinements {
  const out: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(config.search.fixedFilters)) {
    if (isTermKey(key) && values && values.length > 0) out[key] = [...values];
  }
  return out as Refinements;
}

export function siteSearchSettings(
  config: SiteConfig,
  scope: SiteScope,
  index: StockIndex,
  now: number,
): SiteSearchSettings {
  return {
    dealershipIds: scope.dealershipIds,
    soldDays: config.search.soldDays,
    maxUnconfirmedDays: config.inventory.maxUnconfirmedDays,
    now,
    exclusions: priceExclusions(config, index),
    requirePriceWhenPriceAscending: config.search.priceAscendingExcludesZero,
    fixedFilters: fixedFilters(config),
  };
}

/**
 * What the site's words mean in its search box: its names of the car types ("Pre-Owned") and
 * the kilometres it calls low (search.lowKm, 30,000 unless the site says otherwise).
 */
export function queryVocabularyOptions(config: SiteConfig): QueryVocabularyOptions {
  return { labels: config.labels, lowKm: config.search.lowKm };
}
