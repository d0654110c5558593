import "server-only";
/**
 * The site configurations of this process: read once from env().SITES_DIR, then cached.
 * A bad config throws SiteConfigError on first use, which stops start-up with the file and field.
 * Configs change by redeploying or restarting; a database-backed source would replace loadSiteConfigs here.
 */
import { env } from "@/lib/env";
import { loadSiteConfigs } from "./load-site-configs";
import type { SiteConfig } from "./site-config.schema";
import { createSiteRegistry, type SiteRegistry } from "./site-registry";

let configs: readonly SiteConfig[] | undefined;
let registry: SiteRegistry | undefined;

export function getSiteConfigs(): readonly SiteConfig[] {
  configs ??= loadSiteConfigs(env().SITES_DIR);
  return configs;
}

export function getSiteRegistry(): SiteRegistry {
  registry ??= createSiteRegistry(getSiteConfigs());
  return registry;
}
