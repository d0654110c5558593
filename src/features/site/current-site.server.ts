import "server-only";
/**
 * The site a request is for: its validated configuration and the scope every repository call
 * takes. Pages and route handlers get it from the `site` route parameter the proxy set.
 */
import { notFound } from "next/navigation";
import { cache } from "react";
import { getSiteConfigs } from "@/config/registry.server";
import type { SiteConfig } from "@/config/site-config.schema";
import { getDatabase } from "@/data/db.server";
import { resolveSiteScope } from "@/data/repositories/sites";
import type { SiteScope } from "@/domain/site/site-scope";
import { processShared } from "@/lib/process-shared";

export type CurrentSite = { config: SiteConfig; scope: SiteScope };

const scopes = processShared("site-scopes", () => new Map<string, Promise<SiteScope>>());

/** Dealership ids change only with the site's configuration, so a scope is resolved once per process. */
function scopeFor(config: SiteConfig): Promise<SiteScope> {
  let scope = scopes.get(config.slug);
  if (!scope) {
    scope = getDatabase().then((db) =>
      resolveSiteScope(db, {
        slug: config.slug,
        dealershipSlugs: config.dealerships,
        soldDays: config.search.soldDays,
        maxUnconfirmedDays: config.inventory.maxUnconfirmedDays,
      }),
    );
    scope.catch(() => scopes.delete(config.slug));
    scopes.set(config.slug, scope);
  }
  return scope;
}

export function findSiteConfig(slug: string): SiteConfig | undefined {
  return getSiteConfigs().find((site) => site.slug === slug);
}

/** The current site, or the 404 page when the slug is no site (an unknown host). */
export const getCurrentSite = cache(async (slug: string): Promise<CurrentSite> => {
  const config = findSiteConfig(slug);
  if (!config) notFound();
  return { config, scope: await scopeFor(config) };
});
