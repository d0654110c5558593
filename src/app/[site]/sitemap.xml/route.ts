/** GET /sitemap.xml: the pages the site's menus link to, each location's page, every available car. */
import { getDatabase } from "@/data/db.server";
import { listSitemapCars } from "@/data/vehicle/sitemap-cars";
import { isGatedPath } from "@/domain/site/sign-in-gate";
import { FINANCE_PAGES, type FinancePagePath, financePage } from "@/features/finance/finance-pages";
import { loadChrome } from "@/features/layout/load-chrome.server";
import { footerNav, headerNav } from "@/features/layout/nav";
import { getCurrentSite } from "@/features/site/current-site.server";
import { siteOrigin } from "@/features/site/site-origin.server";
import { sitemapPagePaths, sitemapXml } from "@/features/vehicle/sitemap";

export async function GET(_request: Request, { params }: RouteContext<"/[site]/sitemap.xml">) {
  const site = await getCurrentSite((await params).site);
  const origin = await siteOrigin(site.config);
  const [cars, chrome] = await Promise.all([
    listSitemapCars(await getDatabase(), site.scope),
    loadChrome(site),
  ]);
  const links = [
    ...headerNav(site.config, chrome.nav).flatMap((item) =>
      item.type === "menu" ? item.links : [item],
    ),
    ...footerNav(site.config, chrome.nav).flatMap((group) => group.links),
    ...chrome.locations.map((location) => ({ href: `/contact-us/${location.slug}` })),
  ];
  const xml = sitemapXml([
    // A page behind sign-in is nothing a search engine can read.
    ...sitemapPagePaths(links)
      .filter(
        (path) =>
          !isGatedPath(
            site.config.gating,
            path,
            path in FINANCE_PAGES
              ? (financePage(site.config, path as FinancePagePath)?.gate ?? null)
              : null,
          ),
      )
      .map((path) => ({
        loc: `${origin}${path}`,
        changefreq: "daily" as const,
        priority: path === "/" ? 1 : 0.6,
      })),
    ...cars.map((car) => ({
      loc: `${origin}/cars/${car.slug}`,
      lastmod: car.updatedAt,
      changefreq: "weekly" as const,
    })),
  ]);
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=600",
    },
  });
}
