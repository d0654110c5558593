import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapPagePaths, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists each address with its date, escaped", () => {
    const xml = sitemapXml([
      { loc: "https://a.example/", changefreq: "daily", priority: 1 },
      { loc: "https://a.example/cars/x?a=1&b=2", lastmod: new Date("2025-06-15T00:00:00Z") },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<url><loc>https://a.example/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>",
    );
    expect(xml).toContain(
      "<url><loc>https://a.example/cars/x?a=1&amp;b=2</loc><lastmod>2025-06-15T00:00:00.000Z</lastmod></url>",
    );
  });
});

describe("robotsTxt", () => {
  it("allows the site, keeps crawlers off the APIs and names the sitemap", () => {
    const text = robotsTxt("https://a.example");
    expect(text).toContain("User-agent: *\nAllow: /\n");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /print");
    expect(text.trim().endsWith("Sitemap: https://a.example/sitemap.xml")).toBe(true);
  });
});

describe("sitemapPagePaths", () => {
  it("lists the home page, then each internal page a menu links to once, without redirects", () => {
    expect(
      sitemapPagePaths([
        { href: "/search/used-cars" },
        { href: "/search/new-used-and-demo-cars/" },
        { href: "/search/used-cars" },
        { href: "/finance?tab=calculator#top" },
        { href: "https://example.com/careers", external: true },
        { href: "//evil.example/x" },
        { href: "mailto:sales@example.com" },
        { href: "/print" },
        { href: "/cars/x/checkout" },
        { href: "/contact-us/parramatta" },
      ]),
    ).toEqual([
      "/",
      "/search/used-cars",
      "/search/new-used-and-demo-cars",
      "/finance",
      "/contact-us/parramatta",
    ]);
  });
});
