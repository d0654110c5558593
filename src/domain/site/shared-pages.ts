/**
 * The shopper pages a shared cache may keep: the same HTML for every visitor of a site, since
 * nothing of one shopper is rendered into them (saved cars, compare, the session, stored details
 * and view counts come from the browser or a small request of their own). Home, search, vehicle,
 * locations and contact, models and brands, offers, and the content pages, unless the site keeps
 * the path behind sign-in. Everything else (sign-in, My Garage, journeys, forms' result pages, the
 * console, the API) is rendered for each request.
 */
import { type Gating, isGatedPath } from "./sign-in-gate";

/**
 * Set by the proxy on a shared page's answer, naming its site, for the front door's page cache;
 * never sent to the client.
 */
export const SHARED_PAGE_HEADER = "x-forecourt-shared-page";

const SHARED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/search(?:\/[^/]+)*$/,
  /^\/cars\/(?!trade-in$)[^/]+$/,
  /^\/models(?:\/[^/]+)?$/,
  /^\/brands$/,
  /^\/[^/]+\/overview$/,
  /^\/(?:dealer-locator|contact|special-offers|service)$/,
  /^\/contact-us\/[^/]+$/,
  /^\/(?:about-us|careers|faqs|fleet|warranty|new-vehicle-warranty|roadside-assist|vehicle-parts-and-accessories|privacy-policy|terms-and-conditions)$/,
  /^\/pages\/[^/]+$/,
];

const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Whether `path` (no query) has the address of a shared page on some site (gating aside). */
export function hasSharedPageAddress(path: string): boolean {
  const trimmed = bare(path);
  return SHARED_PAGES.some((page) => page.test(trimmed));
}

/** Whether `path` (no query) of this site is a page every visitor is shown alike. */
export function isSharedPage(gating: Gating, path: string): boolean {
  return hasSharedPageAddress(path) && !isGatedPath(gating, bare(path));
}

/** Query parameters that only say where a visitor came from: the page is the same without them. */
const TRACKING = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|_ga|mc_cid|mc_eid)$/i;

/**
 * The cache key of a request for a shared page: scheme, host and path with the query's
 * parameters in a fixed order and tracking parameters left out, so that one search asked in two
 * orders, or reached from two campaigns, shares an entry.
 */
export function sharedPageKey(scheme: "http" | "https", host: string, url: string): string {
  const at = url.indexOf("?");
  const path = at === -1 ? url : url.slice(0, at);
  const params = new URLSearchParams(at === -1 ? "" : url.slice(at + 1));
  const kept = [...params].filter(([name]) => !TRACKING.test(name));
  kept.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return `${scheme}://${host.toLowerCase()}${path}${query ? `?${query}` : ""}`;
}
