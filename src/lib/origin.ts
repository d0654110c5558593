/**
 * Where a request came from: its host, whether a POST was sent by a page of this same site
 * (Origin, else Referer), and the client's address for rate limits. Forwarded headers count only
 * when TRUST_PROXY is set, i.e. when a proxy in front of the app overwrites them.
 */
export type HeaderBag = { get(name: string): string | null };

export function requestHost(headers: HeaderBag, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? headers.get("x-forwarded-host")?.split(",")[0]?.trim() : null;
  return (forwarded || headers.get("host") || "").toLowerCase() || null;
}

function hostOf(url: string | null): string | null {
  if (!url || url === "null") return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * True when the POST's Origin (or, for old browsers that send none, its Referer) names this
 * request's own host. A missing or foreign origin is refused: forms are posted by the site's
 * own pages, never by another site's.
 */
export function isSameOrigin(headers: HeaderBag, trustProxy: boolean): boolean {
  const host = requestHost(headers, trustProxy);
  const from = hostOf(headers.get("origin")) ?? hostOf(headers.get("referer"));
  return host !== null && from === host;
}

/**
 * The client's address. Behind a trusted proxy it is the last X-Forwarded-For entry (the one the
 * proxy added); otherwise the first, which Next fills from the socket when the client sent none.
 */
export function clientAddress(headers: HeaderBag, trustProxy: boolean): string {
  const list = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const address = trustProxy ? list.at(-1) : list[0];
  return (address ?? "unknown").slice(0, 64);
}
