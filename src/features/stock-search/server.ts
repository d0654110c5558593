/**
 * What other features use of stock search on the server only: searching a site's stock, and
 * reading and writing search addresses (saved searches run them again later).
 */
export { headingWords } from "./load-search-page.server";
export { searchHref } from "./search-address";
export { searchSite, searchSiteWith, siteStockFacets, siteVocabulary } from "./search-site.server";
