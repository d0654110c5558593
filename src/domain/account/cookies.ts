/**
 * The sign-in cookies. Both are host-only (no Domain attribute: a cookie of one dealer's host is
 * never sent to another host), HttpOnly, SameSite=Lax and Path=/. Over https they are Secure and
 * take the __Host- prefix, which browsers accept only on a Secure, host-only, Path=/ cookie.
 *
 * - the session: a random token, kept 30 days;
 * - the pending sign-in: which code the shopper was sent, kept as long as the code lives;
 * - the staff session of the dealer console: its own name and table, kept for a working day.
 */
import { CODE_TTL_MS } from "./one-time-code";

export const SESSION_TTL_MS = 30 * 24 * 3_600_000;
export const STAFF_SESSION_TTL_MS = 12 * 3_600_000;

const NAMES = { session: "fc_session", pending: "fc_sign_in", staff: "fc_staff" } as const;
export type SignInCookie = keyof typeof NAMES;

const MAX_AGE_SECONDS: Record<SignInCookie, number> = {
  session: SESSION_TTL_MS / 1000,
  pending: CODE_TTL_MS / 1000,
  staff: STAFF_SESSION_TTL_MS / 1000,
};

/** The cookie's name for a request over https (secure) or plain http. */
export function cookieName(cookie: SignInCookie, secure: boolean): string {
  return secure ? `__Host-${NAMES[cookie]}` : NAMES[cookie];
}

/** Both names a request may carry the cookie under, the secure one first. */
export function cookieNames(cookie: SignInCookie): readonly string[] {
  return [cookieName(cookie, true), cookieName(cookie, false)];
}

function header(name: string, value: string, maxAge: number, secure: boolean): string {
  const parts = [`${name}=${value}`, "Path=/", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The Set-Cookie header that stores `value` (a token or an id: URL-safe characters only). */
export function setCookieHeader(cookie: SignInCookie, value: string, secure: boolean): string {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error("Cookie values are URL-safe tokens");
  return header(cookieName(cookie, secure), value, MAX_AGE_SECONDS[cookie], secure);
}

/** The Set-Cookie header that removes the cookie. */
export function clearCookieHeader(cookie: SignInCookie, secure: boolean): string {
  return header(cookieName(cookie, secure), "", 0, secure);
}

/** The cookie's value from a Cookie request header, under either of its names. */
export function readCookie(cookieHeader: string | null, cookie: SignInCookie): string | null {
  if (!cookieHeader) return null;
  const pairs = cookieHeader.split(";").map((pair) => {
    const at = pair.indexOf("=");
    return at < 0 ? ["", ""] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
  });
  for (const name of cookieNames(cookie)) {
    const value = pairs.find(([key]) => key === name)?.[1];
    if (value && /^[A-Za-z0-9_-]{1,200}$/.test(value)) return value;
  }
  return null;
}
