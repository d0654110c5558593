/**
 * Which dealer site a request is for, decided from its whole host: the name and the port. A
 * host that is not a host name with an optional port, that names no site, or whose port is not
 * one this deployment is reached on, resolves to nothing (a 404), never to another dealer's site.
 */

export type HostSite = { slug: string; domains: readonly string[] };

export type HostRequest = {
  host: string | null;
  /** The X-Forwarded-Host header; honoured only when trustProxy is set. */
  forwardedHost: string | null;
  trustProxy: boolean;
  defaultSite: string | undefined;
  /** Ports shoppers reach this deployment on; a host without a port always matches. */
  ports: readonly number[];
};

export type HostResolution =
  | { ok: true; slug: string }
  | { ok: false; error: "unknown-host" | "no-host" };

export type ParsedHost = { name: string; port: number | null };

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST = new RegExp(
  `^(${LABEL}(?:\\.${LABEL})*)\\.?(?::(\\d{1,5}))?$|^(\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`,
);

/**
 * A Host header's name (lower case, without a trailing dot) and port, or null when it is not
 * exactly a host name or bracketed IPv6 address followed by an optional port.
 */
export function parseHost(raw: string): ParsedHost | null {
  const match = HOST.exec(raw.trim().toLowerCase());
  if (!match) return null;
  const name = match[1] ?? match[3]!;
  const portText = match[2] ?? match[4];
  const port = portText === undefined ? null : Number(portText);
  if (port !== null && (port < 1 || port > 65535)) return null;
  return { name, port };
}

/** The name of a host, for look-ups by domain; null when the host is malformed. */
export function hostName(raw: string): string | null {
  return parseHost(raw)?.name ?? null;
}

export function resolveSiteForHost(
  request: HostRequest,
  sites: readonly HostSite[],
): HostResolution {
  // A proxy may list several hosts; the first is the client's.
  const forwarded = request.trustProxy ? request.forwardedHost?.split(",")[0] : undefined;
  const raw = forwarded?.trim() ? forwarded : request.host;
  if (!raw?.trim()) return { ok: false, error: "no-host" };
  const host = parseHost(raw);
  if (!host || (host.port !== null && !request.ports.includes(host.port)))
    return { ok: false, error: "unknown-host" };
  const { name } = host;

  const byDomain = sites.find((site) => site.domains.includes(name));
  if (byDomain) return { ok: true, slug: byDomain.slug };

  if (name.endsWith(".localhost")) {
    const slug = name.slice(0, -".localhost".length);
    const site = sites.find((s) => s.slug === slug);
    return site ? { ok: true, slug: site.slug } : { ok: false, error: "unknown-host" };
  }

  if (LOOPBACK.has(name)) {
    const fallback = request.defaultSite ?? [...sites].map((s) => s.slug).sort()[0];
    const site = sites.find((s) => s.slug === fallback);
    return site ? { ok: true, slug: site.slug } : { ok: false, error: "unknown-host" };
  }

  return { ok: false, error: "unknown-host" };
}
