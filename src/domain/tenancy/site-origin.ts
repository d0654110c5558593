/**
 * The absolute origin a site writes into its pages, feeds and messages (canonical and Open Graph
 * addresses, robots.txt, the sitemap, JSON-LD, emails and ADF): the site's configured canonical
 * origin, else https on its first domain, else (development and tests) the {slug}.localhost or
 * loopback host the request came in on. Text the client chose beyond a validated host of that
 * kind never reaches an address.
 */

export type OriginSite = {
  slug: string;
  canonicalOrigin?: string | null | undefined;
  domains: readonly string[];
};

export type OriginRequest = {
  /** The request's Host (or a trusted proxy's forwarded host). */
  host: string | null;
  /** Whether the request came over https (only a trusted proxy can say so). */
  https: boolean;
};

const PORT = "(?::\\d{1,5})?";
const LOOPBACK_HOST = new RegExp(`^(?:localhost|127\\.0\\.0\\.1|\\[::1\\])${PORT}$`);

/** Whether `host` is this site's own development host: {slug}.localhost or loopback, with a port. */
export function isDevelopmentHost(slug: string, host: string): boolean {
  const lower = host.toLowerCase();
  if (LOOPBACK_HOST.test(lower)) return true;
  const name = lower.replace(/:\d{1,5}$/, "");
  return name === `${slug}.localhost` && /^[a-z0-9.-]+(?::\d{1,5})?$/.test(lower);
}

export function siteOriginFor(site: OriginSite, request: OriginRequest): string {
  if (site.canonicalOrigin) return site.canonicalOrigin.replace(/\/+$/, "");
  const domain = site.domains[0];
  if (domain) return `https://${domain}`;
  const host =
    request.host && isDevelopmentHost(site.slug, request.host)
      ? request.host.toLowerCase()
      : `${site.slug}.localhost`;
  return `${request.https ? "https" : "http"}://${host}`;
}
