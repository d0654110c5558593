/** GET /sitemap.xml: the site's home, default search and every available car. */
import { getDatabase } from "@/data/db.server";
import { listSitemapCars } from "@/data/vehicle/sitemap-cars";
import { getCurrentSite } from "@/features/site/current-site.server";
import { siteOrigin } from "@/features/site/site-origin.server";
import { sitemapXml } from "@/features/vehicle/sitemap";

export async function GET(_request: Request, { params }: RouteContext<"/[site]/sitemap.xml">) {
  const site = await getCurrentSite((await params).site);
  const origin = await siteOrigin(site.config);
  const cars = await listSitemapCars(await getDatabase(), site.scope);
  const xml = sitemapXml([
    { loc: `${origin}/`, changefreq: "daily", priority: 1 },
    { loc: `${origin}/search/new-used-and-demo-cars/`, changefreq: "daily", priority: 0.8 },
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
