/**
 * What other features use of the site on the server only: the current site, the stock cache,
 * the sign-in gate and the site a request is for.
 */
export { type CurrentSite, getCurrentSite } from "./current-site.server";
export { resolveRequestSite } from "./host-site";
export { requireGarageSignIn, requireSignIn } from "./sign-in-gate.server";
export { stockCached } from "./stock-cache.server";
