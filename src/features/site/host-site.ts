/**
 * The site a request's host names, decided the same way for pages (the proxy) and for server
 * actions: the whole host (name and port), a trusted proxy's forwarded host, DEFAULT_SITE for
 * loopback.
 */
import { getSiteConfigs } from "@/config/registry.server";
import { type HostResolution, resolveSiteForHost } from "@/domain/tenancy/resolve-host";
import { env } from "@/lib/env";
import type { HeaderBag } from "@/lib/origin";

/** Request header carrying the public path of a rewritten request; set by the proxy only. */
export const PUBLIC_PATH_HEADER = "x-forecourt-public-path";

/** The ports a host may name: the server's own, the public one behind a proxy, http and https. */
export function servedPorts(settings: {
  PORT: number;
  PUBLIC_PORT?: number | undefined;
}): number[] {
  return [settings.PORT, settings.PUBLIC_PORT ?? settings.PORT, 80, 443];
}

export function resolveRequestSite(headers: HeaderBag): HostResolution {
  const settings = env();
  return resolveSiteForHost(
    {
      host: headers.get("host"),
      forwardedHost: headers.get("x-forwarded-host"),
      trustProxy: settings.TRUST_PROXY,
      defaultSite: settings.DEFAULT_SITE,
      ports: servedPorts(settings),
    },
    getSiteConfigs(),
  );
}
