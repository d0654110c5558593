import "server-only";
/**
 * The absolute origin of a site for canonical addresses, Open Graph images, JSON-LD and the
 * sitemap: the first domain of the site's configuration over https, else (development, tests)
 * the host the request came in on. The proxy has already resolved that host to this site.
 */
import { headers } from "next/headers";
import type { SiteConfig } from "@/config/site-config.schema";

export async function siteOrigin(config: SiteConfig): Promise<string> {
  const domain = config.domains[0];
  if (domain) return `https://${domain}`;
  const list = await headers();
  const host = list.get("host") ?? `${config.slug}.localhost`;
  const protocol = list.get("x-forwarded-proto") === "https" ? "https" : "http";
  return `${protocol}://${host}`;
}
