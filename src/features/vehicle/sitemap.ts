/**
 * The site's sitemap.xml and robots.txt: every page the site's own menus link to (stock, make,
 * body and model pages, finance, offers, locations, content), each location's page, and every
 * available car, on the site's own origin. Written out by hand: the format is
 * small and this keeps one response per host without a Next metadata route per tenant.
 */
export type SitemapEntry = {
  loc: string;
  lastmod?: Date;
  changefreq?: "daily" | "weekly";
  priority?: number;
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(entry.loc)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod.toISOString()}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined)
      parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `<url>${parts.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * The site's own pages for the sitemap, from the links its menus write: internal paths only,
 * each once, without a query or fragment, in menu order after the home page.
 */
export function sitemapPagePaths(links: readonly { href: string; external?: boolean }[]): string[] {
  const paths = new Set<string>(["/"]);
  for (const link of links) {
    if (link.external || !link.href.startsWith("/") || link.href.startsWith("//")) continue;
    const path = link.href.split(/[?#]/)[0]!;
    if (isDisallowed(path)) continue;
    paths.add(path.length > 1 ? path.replace(/\/+$/, "") : path);
  }
  return [...paths];
}

/** Pages with no value in a search index: APIs, the print view, journeys behind forms. */
export const DISALLOWED_PATHS = [
  "/api/",
  "/print",
  "/success",
  "/sign-in",
  "/checkout-journey",
  "/*/checkout",
  "/*/buy-online",
];

/** Whether robots.txt keeps crawlers off a path (a rule matches a prefix; `*` is any text). */
export function isDisallowed(path: string): boolean {
  return DISALLOWED_PATHS.some((rule) =>
    new RegExp(
      `^${rule
        .split("*")
        .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, "\\$&"))
        .join(".*")}`,
    ).test(path),
  );
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
