/**
 * The button of the stock search's empty state: Clear Filters, back to every car and
 * to the top of the page, while the site has stock; 'Find Me Something Similar', an enquiry,
 * when it has none at all (clearing filters would find nothing either).
 */
export const SEARCH_DEFAULT_HREF = "/search/new-used-and-demo-cars";
/** Where the no-stock empty state's enquiry goes. */
export const FIND_SIMILAR_ENQUIRY = "/contact";

export type EmptyAction = { label: string; href: string; inPlace?: boolean };

export function stockEmptyAction(stockCount: number, findSimilarLabel: string): EmptyAction {
  return stockCount > 0
    ? { label: "Clear Filters", href: SEARCH_DEFAULT_HREF, inPlace: true }
    : { label: findSimilarLabel, href: FIND_SIMILAR_ENQUIRY };
}
