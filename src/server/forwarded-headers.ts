/**
 * Headers a client may not choose. Without a trusted proxy in front (TRUST_PROXY unset), every
 * forwarded header the client sent is dropped and X-Forwarded-For is set to the socket's
 * address, so no client can pick its own rate-limit bucket, host or scheme. Headers that only
 * the framework itself sets between its own parts are dropped always.
 */

type Headers = Record<string, string | string[] | undefined>;

const FORWARDED = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
];

/** Framework-internal request headers; a client that sends them is trying to steer routing. */
const INTERNAL = /^(?:x-middleware-|x-invoke-|x-matched-path$|x-now-route-matches$|x-nextjs-)/;

export function sanitiseRequestHeaders(
  headers: Headers,
  socketAddress: string | undefined,
  trustProxy: boolean,
): void {
  for (const name of Object.keys(headers)) if (INTERNAL.test(name)) delete headers[name];
  if (trustProxy) return;
  for (const name of FORWARDED) delete headers[name];
  headers["x-forwarded-for"] = socketAddress ?? "unknown";
}

/**
 * Whether the request reached the proxy over https: only a trusted proxy's X-Forwarded-Proto
 * counts (its first entry, the client-facing hop).
 */
export function cameOverHttps(headers: Headers, trustProxy: boolean, encrypted: boolean): boolean {
  if (encrypted) return true;
  if (!trustProxy) return false;
  const proto = headers["x-forwarded-proto"];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}
