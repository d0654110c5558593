import { describe, expect, it } from "vitest";
import { checkApiKey, sha256Hex } from "./api-key";

const KEY_A = "site-a-secret-key";
const HASH_A = sha256Hex(KEY_A);
const HASH_B = sha256Hex("site-b-secret-key");

describe("checkApiKey", () => {
  it("accepts the site's own key as a bearer token, whatever the scheme's case", () => {
    expect(checkApiKey(`Bearer ${KEY_A}`, HASH_A)).toEqual({ ok: true });
    expect(checkApiKey(`bearer ${KEY_A}`, HASH_A)).toEqual({ ok: true });
    expect(checkApiKey(`Bearer ${KEY_A}`, HASH_A.toUpperCase())).toEqual({ ok: true });
  });

  it("refuses the key of another site", () => {
    expect(checkApiKey(`Bearer ${KEY_A}`, HASH_B)).toEqual({ ok: false, error: "wrong-key" });
  });

  it("refuses a near miss, the hash itself and a padded key", () => {
    expect(checkApiKey(`Bearer ${KEY_A}x`, HASH_A).ok).toBe(false);
    expect(checkApiKey(`Bearer ${HASH_A}`, HASH_A).ok).toBe(false);
    expect(checkApiKey(`Bearer  ${KEY_A} extra`, HASH_A).ok).toBe(false);
  });

  it("refuses a missing header or another scheme", () => {
    for (const header of [null, undefined, "", "Bearer", "Bearer ", `Basic ${KEY_A}`, KEY_A]) {
      expect(checkApiKey(header, HASH_A)).toEqual({ ok: false, error: "missing-key" });
    }
  });

  it("refuses every key when the site has no key, or a broken one", () => {
    expect(checkApiKey(`Bearer ${KEY_A}`, null)).toEqual({ ok: false, error: "no-key-configured" });
    expect(checkApiKey(`Bearer ${KEY_A}`, "abc")).toEqual({
      ok: false,
      error: "no-key-configured",
    });
  });

  it("hashes as sha256sum does", () => {
    // printf 'abc' | sha256sum
    expect(sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});
