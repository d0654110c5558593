/**
 * The site's sitemap.xml and robots.txt (issue point 8): the home page, the default search and
 * every available car of the site, on the site's own origin. Written out by hand: the format is
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
