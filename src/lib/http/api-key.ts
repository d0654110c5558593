/**
 * The stock API's key check. A site config stores only the SHA-256 of its key
 * (admin.apiKeySha256); the key a request presents is hashed and compared in constant time, so
 * neither the stored value nor the timing of a refusal tells anything about the key.
 */
import { createHash, timingSafeEqual } from "node:crypto";

export type ApiKeyCheck =
  | { ok: true }
  | { ok: false; error: "missing-key" | "wrong-key" | "no-key-configured" };

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export function sha256Hex(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/**
 * `expectedSha256` is the key hash of the site the request's host names: a key of another site
 * hashes to another value and is refused like any wrong key.
 */
export function checkApiKey(
  authorization: string | null | undefined,
  expectedSha256: string | null | undefined,
): ApiKeyCheck {
  const key = BEARER.exec(authorization ?? "")?.[1];
  if (!key) return { ok: false, error: "missing-key" };
  if (!expectedSha256 || !/^[0-9a-f]{64}$/i.test(expectedSha256)) {
    return { ok: false, error: "no-key-configured" };
  }
  const presented = createHash("sha256").update(key, "utf8").digest();
  const expected = Buffer.from(expectedSha256, "hex");
  return timingSafeEqual(presented, expected) ? { ok: true } : { ok: false, error: "wrong-key" };
}
