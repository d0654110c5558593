/**
 * What is stored in place of a secret: a code as its HMAC-SHA-256 under the server's key and its
 * own row id (so a leaked table cannot be checked against the million possible codes without the
 * key, and a hash fits one row only), a session token as its SHA-256 (a token is 32 random
 * bytes, so nothing can be guessed from its hash). New codes, ids and tokens come from the
 * system's secure random source.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { CODE_LENGTH, codeFrom } from "@/domain/account/one-time-code";

export { hashToken, newToken } from "@/lib/session-token";

export function hashCode(secret: string, id: string, code: string): string {
  return createHmac("sha256", secret).update(`${id}:${code}`).digest("hex");
}

/** Whether `code` is the one hashed as `stored`, compared in constant time. */
export function codeMatches(secret: string, id: string, code: string, stored: string): boolean {
  const given = Buffer.from(hashCode(secret, id, code), "hex");
  const expected = Buffer.from(stored, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const newCode = () => codeFrom(randomInt(0, 10 ** CODE_LENGTH));
export const newId = () => randomUUID();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a cookie's value can name a stored code at all (anything else is none). */
export const isCodeId = (value: string | null): value is string => !!value && UUID.test(value);
