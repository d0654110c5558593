import { describe, expect, it } from "vitest";
import {
  clearCookieHeader,
  openValue,
  readCookieValue,
  type SealedCookie,
  sealValue,
  setCookieHeader,
} from "./sealed-cookie";

const NOW = new Date("2026-11-26T00:00:00Z");
const SECRET = "a-test-secret-of-enough-length-0000";
const COOKIE: SealedCookie = { name: "fc_test", maxAgeSeconds: 30 * 60, maxLength: 300 };
const draft = { car: "2020-kia-1", key: "abcdefghijklmnop" };

describe("sealed cookie", () => {
  it("reads back what it wrote until it expires", () => {
    const value = sealValue(COOKIE, draft, SECRET, NOW);
    expect(openValue(COOKIE, value, SECRET, NOW)).toMatchObject(draft);
    expect(openValue(COOKIE, value, SECRET, new Date(NOW.getTime() + 29 * 60_000))).not.toBeNull();
    expect(openValue(COOKIE, value, SECRET, new Date(NOW.getTime() + 31 * 60_000))).toBeNull();
  });
  it("is nothing when changed, signed with another key, too long or malformed", () => {
    const value = sealValue(COOKIE, draft, SECRET, NOW);
    const [body, mac] = value.split(".");
    const forged = Buffer.from(JSON.stringify({ ...draft, car: "other", expires: 9e15 })).toString(
      "base64url",
    );
    expect(openValue(COOKIE, `${forged}.${mac}`, SECRET, NOW)).toBeNull();
    expect(openValue(COOKIE, value, `${SECRET}x`, NOW)).toBeNull();
    expect(openValue(COOKIE, `${body}`, SECRET, NOW)).toBeNull();
    expect(openValue(COOKIE, `${value}.x`, SECRET, NOW)).toBeNull();
    expect(openValue(COOKIE, "x.y", SECRET, NOW)).toBeNull();
    expect(openValue(COOKIE, null, SECRET, NOW)).toBeNull();
    const long = sealValue(COOKIE, { ...draft, note: "x".repeat(300) }, SECRET, NOW);
    expect(openValue(COOKIE, long, SECRET, NOW)).toBeNull();
    const list = `${Buffer.from("[1,2]").toString("base64url")}`;
    const signedList = sealValue(COOKIE, draft, SECRET, NOW).replace(/^[^.]+/, list);
    expect(openValue(COOKIE, signedList, SECRET, NOW)).toBeNull();
  });
  it("is set host-only and HttpOnly, Secure over https, and read among other cookies", () => {
    expect(setCookieHeader(COOKIE, "v.w", true)).toBe(
      "fc_test=v.w; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax; Secure",
    );
    expect(setCookieHeader(COOKIE, "v.w", false)).not.toContain("Secure");
    expect(setCookieHeader(COOKIE, "v.w", false)).not.toContain("Domain");
    expect(clearCookieHeader(COOKIE, false)).toBe(
      "fc_test=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    );
    expect(readCookieValue("a=1; fc_test=v.w; b=2", "fc_test")).toBe("v.w");
    expect(readCookieValue("a=1; xfc_test=v", "fc_test")).toBeNull();
    expect(readCookieValue(null, "fc_test")).toBeNull();
  });
});
