/**
 * Session and link tokens: 32 random bytes from the system's secure source, written base64url
 * (43 characters) for a cookie or an address, and stored only as their SHA-256 (hex). Nothing can
 * be guessed from the hash of 32 random bytes, so a leaked table signs nobody in.
 */
import { createHash, randomBytes } from "node:crypto";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const newToken = () => randomBytes(32).toString("base64url");
