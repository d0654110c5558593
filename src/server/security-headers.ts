/**
 * The security headers of every answer. The Content-Security-Policy allows scripts only with
 * the request's nonce (the framework puts it on every script it writes) and what those scripts
 * load; styles may be inline (components set style attributes); frames only from https (a
 * dealer's video or 360 viewer); and no site may frame ours. HSTS only when the request came
 * over https, since a browser ignores it otherwise and a plain-http demo must keep working.
 */
import { randomBytes } from "node:crypto";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' https:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(self), payment=(), usb=()";

/**
 * Build output and images (/_next/static, /media, /brand) are never documents: a policy, a
 * permissions list or a frame rule means nothing on them, and on a page's dozen script files it
 * would cost kilobytes of headers at first load. They get nosniff, the referrer rule and HSTS.
 */
export function isStaticAsset(path: string): boolean {
  return /^\/(?:_next\/static|_next\/image|media|brand)(?:\/|$)/.test(path);
}

export function securityHeaders(options: {
  nonce: string;
  https: boolean;
  asset?: boolean;
}): Record<string, string> {
  const hsts: Record<string, string> = options.https
    ? { "strict-transport-security": "max-age=31536000; includeSubDomains" }
    : {};
  const always = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...hsts,
  };
  if (options.asset) return always;
  return {
    "content-security-policy": contentSecurityPolicy(options.nonce),
    "permissions-policy": PERMISSIONS_POLICY,
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    ...always,
  };
}

/** Response headers that describe the framework's internals and never leave the server. */
export const INTERNAL_RESPONSE_HEADERS = new Set(["x-middleware-rewrite", "x-powered-by"]);
