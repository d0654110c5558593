/** GET /favicon.svg: the site's icon, its initials on its brand colour (domain/site/site-icon). */
import { siteIconSvg } from "@/domain/site/site-icon";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function GET(_request: Request, { params }: RouteContext<"/[site]/favicon.svg">) {
  const { config } = await getCurrentSite((await params).site);
  const svg = siteIconSvg({
    name: config.name,
    background: config.theme.colors.primary,
    foreground: config.theme.colors.primaryContrast,
  });
  return new Response(svg, {
    headers: {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=86400",
    },
  });
}
