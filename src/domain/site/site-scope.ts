/**
 * What the data layer needs to know of a site to scope every read and write to it.
 * Built from the site's configuration once its dealership slugs are resolved to ids.
 */
export type SiteScope = {
  slug: string;
  /** Ids of the dealerships whose stock, locations and leads belong to this site. */
  dealershipIds: readonly number[];
  /** Sold cars stay listed for this many days after their sold date. */
  soldDays: number;
  /**
   * Cars for sale a feed has not listed for more than this many days are not on the website
   * (domain/stock/freshness.ts; 7 when absent).
   */
  maxUnconfirmedDays?: number;
};
