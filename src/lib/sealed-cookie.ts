/**
 * A short-lived cookie that carries JSON between a form's post and its page: the value is
 * `base64url(JSON with its expiry).base64url(HMAC-SHA-256)`, so a changed, expired, oversized or
 * malformed cookie reads as nothing. Host-only, HttpOnly, SameSite=Lax, Path=/, Secure over https.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type SealedCookie = {
  name: string;
  maxAgeSeconds: number;
  /** A longer value is refused unread. */
  maxLength: number;
};

const sign = (body: string, secret: string) =>
  createHmac("sha256", secret).update(body).digest("base64url");

export function sealValue(cookie: SealedCookie, payload: object, secret: string, now: Date) {
  const body = Buffer.from(
    JSON.stringify({ ...payload, expires: now.getTime() + cookie.maxAgeSeconds * 1000 }),
  ).toString("base64url");
  return `${body}.${sign(body, secret)}`;
}

/** The object a sealed value holds; null when missing, changed, expired or malformed. */
export function openValue(
  cookie: SealedCookie,
  value: string | null,
  secret: string,
  now: Date,
): (Record<string, unknown> & { expires: number }) | null {
  if (!value || value.length > cookie.maxLength) return null;
  const [body, mac, extra] = value.split(".");
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    const record = parsed as Record<string, unknown>;
    return typeof record.expires === "number" && record.expires > now.getTime()
      ? (record as Record<string, unknown> & { expires: number })
      : null;
  } catch {
    return null;
  }
}

export function setCookieHeader(cookie: SealedCookie, value: string, secure: boolean): string {
  return `${cookie.name}=${value}; Path=/; Max-Age=${cookie.maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearCookieHeader(cookie: SealedCookie, secure: boolean): string {
  return `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The named cookie's value in a Cookie header; null when absent. */
export function readCookieValue(cookieHeader: string | null, name: string): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
