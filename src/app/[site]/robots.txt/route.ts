/** GET /robots.txt: crawl everything but the APIs and private journeys; the site's sitemap. */
import { getCurrentSite } from "@/features/site/current-site.server";
import { siteOrigin } from "@/features/site/site-origin.server";
import { robotsTxt } from "@/features/vehicle/sitemap";

export async function GET(_request: Request, { params }: RouteContext<"/[site]/robots.txt">) {
  const site = await getCurrentSite((await params).site);
  return new Response(robotsTxt(await siteOrigin(site.config)), {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
