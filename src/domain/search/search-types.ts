/**
 * What a stock search is asked and what it answers.
 * The request carries the tenant scope explicitly (dealership ids, sold days, now), so the engine
 * stays a pure function of (index, request) and can never read another site's stock.
 */
import type { Car } from "@/domain/car/car";
import type { RangeKey, RefinementKey, TermKey } from "./facet-table";
import type { SortKey } from "./sorts";

/** Inclusive bounds; null is open-ended. */
export type NumericRange = { readonly min: number | null; readonly max: number | null };

/**
 * Refinements by key: facet values for terms keys (OR within the key), an interval for range
 * keys. A missing key or an empty list means "no filter on this key".
 */
export type Refinements = {
  readonly [K in RefinementKey]?: K extends RangeKey ? NumericRange : readonly string[];
};

/** A preset exclusion: a car matching every entry is left out, e.g. { make: "Nissan", car_type: "new" }. */
export type Exclusion = { readonly [K in TermKey]?: string };

export const DEFAULT_HITS_PER_PAGE = 21; // results per page unless the site sets its own

export type SearchRequest = {
  /** The site's dealerships; an empty list finds nothing. */
  readonly dealershipIds: readonly number[];
  /** Sold cars stay listed while sold_date is newer than now - soldDays days. */
  readonly soldDays: number;
  /**
   * Cars for sale whose feed last confirmed them more than this many days before now are not
   * listed (domain/stock/freshness.ts; 7 when absent).
   */
  readonly maxUnconfirmedDays?: number;
  /** Epoch milliseconds; explicit so that a search is repeatable. */
  readonly now: number;
  readonly query?: string;
  /** The shopper's refinements: disjunctive, and counted in the facets. */
  readonly filters?: Refinements;
  /**
   * The site's or page's fixed filters (the payload's search_filters): they narrow the stock
   * itself and are not counted as refinements. Several sets must all hold.
   */
  readonly fixedFilters?: Refinements | readonly Refinements[];
  readonly exclusions?: readonly Exclusion[];
  readonly sort?: SortKey;
  /** Dealer setting: sorting by price ascending also requires price > 0. */
  readonly requirePriceWhenPriceAscending?: boolean;
  readonly offset?: number;
  readonly hitsPerPage?: number;
  /** Terms keys to count; all of them when absent. */
  readonly facets?: readonly TermKey[];
};

export type FacetItem = { readonly label: string; readonly value: string; readonly count: number };

export type SearchResult = {
  readonly hits: readonly Car[];
  readonly pages: number;
  readonly count: number;
  readonly facets: { readonly [K in TermKey]?: readonly FacetItem[] };
  /** Over priced cars (price > 0) with every filter but the price range itself, like a facet. */
  readonly stats: { readonly price: { readonly min: number | null; readonly max: number | null } };
  readonly ms: number;
};
