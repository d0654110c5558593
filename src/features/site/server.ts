/**
 * What other features use of the site on the server only: the current site, the stock cache,
 * the sign-in gate, the site a request is for, and the shared pages' cache upkeep.
 */
export { type CurrentSite, getCurrentSite } from "./current-site.server";
export { resolveRequestSite } from "./host-site";
export { forgetSharedPagesOnStockChange } from "./shared-page-cache.server";
export { requireGarageSignIn, requireSignIn } from "./sign-in-gate.server";
export { stockCached } from "./stock-cache.server";
