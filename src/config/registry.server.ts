import "server-only";
/**
 * The site configurations of this process: read once from env().SITES_DIR, then cached.
 * A bad config throws SiteConfigError on first use, which stops start-up with the file and field.
 * Configs change by redeploying or restarting; a database-backed source would replace loadSiteConfigs here.
 */
import { env } from "@/lib/env";
import { processShared } from "@/lib/process-shared";
import { loadSiteConfigs } from "./load-site-configs";
import type { SiteConfig } from "./site-config.schema";
import { createSiteRegistry, type SiteRegistry } from "./site-registry";

const loaded = processShared(
  "site-configs",
  (): { configs?: readonly SiteConfig[]; registry?: SiteRegistry } => ({}),
);

export function getSiteConfigs(): readonly SiteConfig[] {
  loaded.configs ??= loadSiteConfigs(env().SITES_DIR);
  return loaded.configs;
}

export function getSiteRegistry(): SiteRegistry {
  loaded.registry ??= createSiteRegistry(getSiteConfigs());
  return loaded.registry;
}
