/**
 * The token of a saved search's unsubscribe link: 32 random bytes (base64url) in the link, only
 * its SHA-256 in the table, so a copy of the database cannot unsubscribe anybody.
 */
import { createHash, randomBytes } from "node:crypto";

export function hashUnsubscribeToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newUnsubscribeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashUnsubscribeToken(token) };
}

/** A token as links carry it: 43 base64url characters; anything else names nothing. */
export function isTokenShaped(text: unknown): text is string {
  return typeof text === "string" && /^[A-Za-z0-9_-]{43}$/.test(text);
}
