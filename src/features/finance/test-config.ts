/**
 * A parsed site configuration for the finance feature's tests: the schema fills every default,
 * so a test names only the finance fields it is about.
 */
import { parseSiteConfig } from "@/config/parse-site-config";
import type { SiteConfig, SiteConfigInput } from "@/config/site-config.schema";

export function siteConfig(
  finance: SiteConfigInput["finance"] = {},
  extra: Partial<SiteConfigInput> = {},
): SiteConfig {
  return parseSiteConfig(
    { slug: "acme-motors", name: "Acme Motors", dealerships: ["acme-motors"], finance, ...extra },
    "sites/acme-motors.json",
  );
}
