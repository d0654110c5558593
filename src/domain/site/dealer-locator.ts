/**
 * Whether a site has its dealer locator (/dealer-locator and the links to it): a dealer group
 * may switch it off (group.dealerLocator); a single dealer's site always lists its locations.
 */
export type DealerLocatorSite = {
  template: "single-dealer" | "dealer-group";
  group: { dealerLocator: boolean };
};

export function hasDealerLocator(site: DealerLocatorSite): boolean {
  return site.template !== "dealer-group" || site.group.dealerLocator;
}
