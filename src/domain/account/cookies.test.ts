import { describe, expect, it } from "vitest";
import {
  clearCookieHeader,
  cookieName,
  readCookie,
  SESSION_TTL_MS,
  setCookieHeader,
} from "./cookies";

describe("setCookieHeader", () => {
  it("sets a host-only, HttpOnly, SameSite=Lax session cookie for 30 days over http", () => {
    expect(setCookieHeader("session", "tok_en-1", false)).toBe(
      "fc_session=tok_en-1; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax",
    );
    expect(SESSION_TTL_MS).toBe(30 * 86_400_000);
  });

  it("adds Secure and the __Host- prefix over https", () => {
    expect(setCookieHeader("session", "abc", true)).toBe(
      "__Host-fc_session=abc; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure",
    );
  });

  it("keeps the pending sign-in as long as its code lives (10 minutes)", () => {
    expect(setCookieHeader("pending", "abc", false)).toBe(
      "fc_sign_in=abc; Path=/; Max-Age=600; HttpOnly; SameSite=Lax",
    );
  });

  it("never names a Domain, so the cookie stays with the host that set it", () => {
    for (const secure of [true, false])
      for (const cookie of ["session", "pending"] as const) {
        expect(setCookieHeader(cookie, "x", secure)).not.toMatch(/domain/i);
        expect(clearCookieHeader(cookie, secure)).not.toMatch(/domain/i);
      }
  });

  it("refuses a value that would need escaping", () => {
    expect(() => setCookieHeader("session", "a;b", false)).toThrow();
    expect(() => setCookieHeader("session", "", false)).toThrow();
  });
});

describe("clearCookieHeader", () => {
  it("expires the cookie under the name it was set with", () => {
    expect(clearCookieHeader("session", true)).toBe(
      "__Host-fc_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    );
    expect(clearCookieHeader("pending", false)).toBe(
      "fc_sign_in=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    );
  });
});

describe("readCookie", () => {
  it("reads the cookie under either name, the secure one first", () => {
    expect(readCookie("a=1; fc_session=plain", "session")).toBe("plain");
    expect(readCookie(`fc_session=plain; ${cookieName("session", true)}=secure`, "session")).toBe(
      "secure",
    );
    expect(readCookie("fc_sign_in=id-1", "pending")).toBe("id-1");
  });

  it("reads nothing from a missing header, another cookie or a malformed value", () => {
    expect(readCookie(null, "session")).toBeNull();
    expect(readCookie("", "session")).toBeNull();
    expect(readCookie("fc_sign_in=x", "session")).toBeNull();
    expect(readCookie("fc_session=", "session")).toBeNull();
    expect(readCookie("fc_session=a%20b", "session")).toBeNull();
    expect(readCookie("xfc_session=a", "session")).toBeNull();
    expect(readCookie(`fc_session=${"a".repeat(201)}`, "session")).toBeNull();
  });
});
