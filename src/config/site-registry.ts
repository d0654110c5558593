/**
 * Look-ups over the loaded site configurations. Pure: built from a list, so tests and the
 * server share it (registry.server.ts builds the one the app uses).
 */
import { hostName } from "@/domain/tenancy/resolve-host";
import type { SiteConfig } from "./site-config.schema";

export type SiteRegistry = {
  bySlug(slug: string): SiteConfig | undefined;
  /** The site listing this host among its domains; port, case and a trailing dot are ignored. */
  byDomain(host: string): SiteConfig | undefined;
  /** Every site, sorted by slug. */
  all(): readonly SiteConfig[];
};

export function createSiteRegistry(configs: readonly SiteConfig[]): SiteRegistry {
  const sorted = [...configs].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const slugs = new Map<string, SiteConfig>();
  const domains = new Map<string, SiteConfig>();
  for (const config of sorted) {
    if (slugs.has(config.slug)) throw new Error(`Two site configs have the slug '${config.slug}'`);
    slugs.set(config.slug, config);
    for (const domain of config.domains) {
      if (domains.has(domain)) throw new Error(`Two site configs list the domain '${domain}'`);
      domains.set(domain, config);
    }
  }
  return {
    bySlug: (slug) => slugs.get(slug),
    byDomain: (host) => {
      const name = hostName(host);
      return name === null ? undefined : domains.get(name);
    },
    all: () => sorted,
  };
}
