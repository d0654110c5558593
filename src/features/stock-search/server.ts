/** What other features use of stock search on the server only: searching a site's stock. */
export { searchSiteWith, siteStockFacets } from "./search-site.server";
