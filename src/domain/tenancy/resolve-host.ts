/**
 * Which dealer site a request is for, decided from its host name alone.
 * A host that names no site resolves to nothing (a 404), never to another dealer's site.
 */

export type HostSite = { slug: string; domains: readonly string[] };

export type HostRequest = {
  host: string | null;
  /** The X-Forwarded-Host header; honoured only when trustProxy is set. */
  forwardedHost: string | null;
  trustProxy: boolean;
  defaultSite: string | undefined;
};

export type HostResolution =
  | { ok: true; slug: string }
  | { ok: false; error: "unknown-host" | "no-host" };

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Lower-cases a host header value and drops its port ("Acme.localhost:3000" -> "acme.localhost"). */
export function normaliseHost(raw: string): string {
  const host = raw.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  const colon = host.lastIndexOf(":");
  return (colon === -1 ? host : host.slice(0, colon)).replace(/\.$/, "");
}

export function resolveSiteForHost(
  request: HostRequest,
  sites: readonly HostSite[],
): HostResolution {
  // A proxy may list several hosts; the first is the client's.
  const forwarded = request.trustProxy ? request.forwardedHost?.split(",")[0] : undefined;
  const raw = forwarded?.trim() ? forwarded : request.host;
  if (!raw?.trim()) return { ok: false, error: "no-host" };
  const host = normaliseHost(raw);

  const byDomain = sites.find((site) => site.domains.includes(host));
  if (byDomain) return { ok: true, slug: byDomain.slug };

  if (host.endsWith(".localhost")) {
    const slug = host.slice(0, -".localhost".length);
    const site = sites.find((s) => s.slug === slug);
    return site ? { ok: true, slug: site.slug } : { ok: false, error: "unknown-host" };
  }

  if (LOOPBACK.has(host)) {
    const fallback = request.defaultSite ?? [...sites].map((s) => s.slug).sort()[0];
    const site = sites.find((s) => s.slug === fallback);
    return site ? { ok: true, slug: site.slug } : { ok: false, error: "unknown-host" };
  }

  return { ok: false, error: "unknown-host" };
}
