import { describe, expect, it } from "vitest";
import { LINK_TTL_MS, linkExpiry, linkState } from "./sign-in-link";

const NOW = new Date("2026-03-01T00:00:00.000Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe("sign-in link", () => {
  it("lives 15 minutes", () => {
    expect(LINK_TTL_MS).toBe(900_000);
    expect(linkExpiry(NOW).toISOString()).toBe("2026-03-01T00:15:00.000Z");
  });

  it("is live until its expiry, expired from it", () => {
    const link = { expiresAt: linkExpiry(NOW), usedAt: null };
    expect(linkState(link, NOW)).toBe("live");
    expect(linkState(link, at(LINK_TTL_MS - 1))).toBe("live");
    expect(linkState(link, at(LINK_TTL_MS))).toBe("expired");
    expect(linkState(link, at(LINK_TTL_MS * 10))).toBe("expired");
  });

  it("works once: a used link is used, even before or after its expiry", () => {
    const used = { expiresAt: linkExpiry(NOW), usedAt: at(1000) };
    expect(linkState(used, at(2000))).toBe("used");
    expect(linkState(used, at(LINK_TTL_MS + 1))).toBe("used");
  });
});
