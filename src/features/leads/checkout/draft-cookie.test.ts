import { describe, expect, it } from "vitest";
import { decodeDraft, encodeDraft, readDraftCookie } from "./draft-cookie";

const NOW = new Date("2026-11-26T00:00:00Z");
const SECRET = "a-test-secret-of-enough-length-0000";
const draft = { car: "2020-kia-1", key: "abcdefghijklmnop" };

describe("draft cookie", () => {
  it("reads back what it wrote for 30 minutes", () => {
    const value = encodeDraft(draft, SECRET, NOW);
    expect(decodeDraft(value, SECRET, NOW)).toMatchObject(draft);
    expect(decodeDraft(value, SECRET, new Date(NOW.getTime() + 29 * 60_000))).not.toBeNull();
    expect(decodeDraft(value, SECRET, new Date(NOW.getTime() + 31 * 60_000))).toBeNull();
  });
  it("is no draft when changed, signed with another key, or malformed", () => {
    const value = encodeDraft(draft, SECRET, NOW);
    const [body, mac] = value.split(".");
    const forged = Buffer.from(JSON.stringify({ ...draft, car: "other", expires: 9e15 })).toString(
      "base64url",
    );
    expect(decodeDraft(`${forged}.${mac}`, SECRET, NOW)).toBeNull();
    expect(decodeDraft(value, `${SECRET}x`, NOW)).toBeNull();
    expect(decodeDraft(`${body}`, SECRET, NOW)).toBeNull();
    expect(decodeDraft("x.y", SECRET, NOW)).toBeNull();
    expect(decodeDraft(null, SECRET, NOW)).toBeNull();
  });
  it("is read from a Cookie header among others", () => {
    expect(readDraftCookie("a=1; fc_checkout=v.w; b=2")).toBe("v.w");
    expect(readDraftCookie(null)).toBeNull();
  });
});
