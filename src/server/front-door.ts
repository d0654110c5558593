/**
 * The front door: checks every request makes before the framework sees it, so that a request
 * whose shape is wrong gets a clear 4xx instead of a framework 500. An address that does not
 * decode, a NUL in the address, a Host header that is not a host name and a port, a body larger
 * than the route takes, a page form posted from another origin, and a form body that cannot be
 * parsed are each refused here, in plain words.
 *
 * Pure functions of the request's parts; the server in main.ts applies them.
 */
import { parseHost } from "@/domain/tenancy/resolve-host";

export type Refusal = { status: 400 | 403 | 404 | 405 | 411 | 413 | 415 | 500; message: string };

/** A page's form post (a server action) holds a lead form or less: 64 KB with room to spare. */
export const MAX_PAGE_POST_BYTES = 64 * 1024;
/** The largest body any route takes: a stock feed. Routes hold their own, smaller limits. */
export const MAX_API_BODY_BYTES = 10 * 1024 * 1024;

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const KNOWN_METHODS = new Set([...BODY_METHODS, "GET", "HEAD", "OPTIONS"]);

export const MESSAGES = {
  badPath: "Bad request: the address has a %-escape that does not decode to text.",
  nulInAddress: "Bad request: the address holds a NUL or another control character.",
  noHost: "Bad request: the request names no host.",
  badHost: "No site answers at this address.",
  badMethod: "This method is not allowed here.",
  badLength: "Bad request: Content-Length is not a number.",
  lengthRequired: "A form post must say its length (Content-Length).",
  tooLarge: "This request is larger than we accept.",
  crossOrigin: "Forms on this site can only be sent from the site's own pages.",
  badForm: "This form could not be read. Please reload the page and try again.",
} as const;

const refuse = (status: Refusal["status"], message: string): Refusal => ({ status, message });

/** Characters no address may hold once decoded: NUL and the other C0 controls, and DEL. */
const hasControl = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

function decodes(part: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? part.replace(/\+/g, " ") : part);
  } catch {
    return null;
  }
}

/**
 * The request line: a known method and an address whose path decodes (UTF-8 %-escapes only) and
 * whose path and query hold no control characters once decoded. A query value that is not
 * valid %-encoding is left to the page (browsers read it leniently), but never a NUL.
 */
export function checkRequestLine(method: string, url: string): Refusal | null {
  if (!KNOWN_METHODS.has(method)) return refuse(405, MESSAGES.badMethod);
  if (!url.startsWith("/")) return refuse(400, MESSAGES.badPath);
  const hash = url.indexOf("#");
  const target = hash === -1 ? url : url.slice(0, hash);
  const mark = target.indexOf("?");
  const path = mark === -1 ? target : target.slice(0, mark);
  const query = mark === -1 ? "" : target.slice(mark + 1);
  const decodedPath = decodes(path, false);
  if (decodedPath === null) return refuse(400, MESSAGES.badPath);
  if (hasControl(decodedPath)) return refuse(400, MESSAGES.nulInAddress);
  if (/%(?:0[0-9a-f]|1[0-9a-f]|7f)/i.test(query) || hasControl(query))
    return refuse(400, MESSAGES.nulInAddress);
  return null;
}

/**
 * The Host header's syntax: a host that is not a name with an optional port names no site, so it
 * is a 404 like any unknown host. Which names and ports serve a site is the tenancy's decision.
 */
export function checkHost(host: string | undefined): Refusal | null {
  if (!host) return refuse(400, MESSAGES.noHost);
  return host.length > 260 || parseHost(host) === null ? refuse(404, MESSAGES.badHost) : null;
}

export type BodyKind = "none" | "page-form" | "api";

/**
 * The path the framework routes: %-escapes decoded (%2f too) and dot segments resolved, so
 * '/api/x/%2e%2e%2f%2e%2e%2fcars' is the page '/cars', not an API route.
 */
export function routedPath(path: string): string {
  const decoded = decodes(path, false) ?? path;
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "..") segments.pop();
    else if (segment !== "." && segment !== "") segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/**
 * What a request's body is: none, a page's form post (a server action), or an API body. It is
 * judged on the path the framework routes, so an escaped path cannot pass a page post as an API's.
 */
export function bodyKind(method: string, path: string): BodyKind {
  if (!BODY_METHODS.has(method)) return "none";
  const routed = routedPath(path);
  return routed.startsWith("/api/") || routed === "/api" ? "api" : "page-form";
}

/**
 * The size the body declares. A page's form post must declare it (browsers always do) and stay
 * within MAX_PAGE_POST_BYTES; an API body may stream, within MAX_API_BODY_BYTES (each route
 * then holds its own limit); any other request gets no more room than a form.
 */
export function checkBodyLength(kind: BodyKind, contentLength: string | undefined): Refusal | null {
  if (contentLength === undefined)
    return kind === "page-form" ? refuse(411, MESSAGES.lengthRequired) : null;
  if (!/^\d{1,15}$/.test(contentLength.trim())) return refuse(400, MESSAGES.badLength);
  const length = Number(contentLength);
  // A request of a method without a body (GET, HEAD, OPTIONS) gets no more room than a form.
  const limit = kind === "api" ? MAX_API_BODY_BYTES : MAX_PAGE_POST_BYTES;
  return length > limit ? refuse(413, MESSAGES.tooLarge) : null;
}

function hostOf(url: string | undefined): string | null | "invalid" {
  if (url === undefined || url === "") return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "invalid";
  }
}

/**
 * A page's form post comes from a page of the same host: its Origin (or, when a browser sends
 * none, its Referer) names the request's own host. A post that names no origin at all is left
 * to the form's own checks.
 */
export function checkFormOrigin(headers: {
  host: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
}): Refusal | null {
  const from = headers.origin !== undefined ? hostOf(headers.origin) : hostOf(headers.referer);
  if (headers.origin === "null") return refuse(403, MESSAGES.crossOrigin);
  if (from === null) return null;
  if (from === "invalid" || from !== (headers.host ?? "").toLowerCase())
    return refuse(403, MESSAGES.crossOrigin);
  return null;
}

/** The form field names the framework gives a page's form post; anything else named $ACTION_ is made up. */
const ACTION_FIELD = /^\$ACTION_(?:ID_[0-9a-f]{40,64}|REF_\d{1,4}|KEY|\d{1,4}:\d{1,4})$/;

/**
 * A page's form post, read before the framework reads it: the body must parse as the form its
 * Content-Type names, and any framework field ($ACTION_...) must be well formed, so that a
 * broken body is a 400 here rather than a 500 there.
 */
export async function checkFormBody(
  contentType: string | undefined,
  body: Uint8Array,
): Promise<Refusal | null> {
  const type = (contentType ?? "").toLowerCase();
  let names: string[];
  if (
    type.startsWith("multipart/form-data") ||
    type.startsWith("application/x-www-form-urlencoded")
  ) {
    try {
      const form = await new Response(new Uint8Array(body), {
        headers: { "content-type": contentType ?? "" },
      }).formData();
      names = [...form.keys()];
    } catch {
      return refuse(400, MESSAGES.badForm);
    }
  } else if (type.startsWith("text/plain")) {
    // A script's call of a form action sends its arguments as JSON text.
    try {
      JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
    } catch {
      return refuse(400, MESSAGES.badForm);
    }
    return null;
  } else {
    return body.byteLength === 0 ? null : refuse(415, MESSAGES.badForm);
  }
  for (const name of names) {
    if (name.startsWith("$ACTION_") && !ACTION_FIELD.test(name))
      return refuse(400, MESSAGES.badForm);
  }
  return null;
}
