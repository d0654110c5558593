import { describe, expect, it } from "vitest";
import {
  CODE_TTL_MS,
  codeExpiry,
  codeFrom,
  codeState,
  MAX_CODE_ATTEMPTS,
  triesLeft,
} from "./one-time-code";

const NOW = new Date("2026-03-01T00:00:00.000Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe("codeState", () => {
  it("is live until its expiry, with tries left", () => {
    expect(codeState({ expiresAt: codeExpiry(NOW), attempts: 0 }, NOW)).toBe("live");
    expect(codeState({ expiresAt: codeExpiry(NOW), attempts: 4 }, at(CODE_TTL_MS - 1))).toBe(
      "live",
    );
  });

  it("expires 10 minutes after it was made, to the millisecond", () => {
    expect(CODE_TTL_MS).toBe(600_000);
    expect(codeState({ expiresAt: codeExpiry(NOW), attempts: 0 }, at(CODE_TTL_MS))).toBe("expired");
    expect(codeState({ expiresAt: codeExpiry(NOW), attempts: 0 }, at(CODE_TTL_MS + 1))).toBe(
      "expired",
    );
  });

  it("is spent after 5 tries, and expiry wins over spent", () => {
    expect(MAX_CODE_ATTEMPTS).toBe(5);
    expect(codeState({ expiresAt: codeExpiry(NOW), attempts: 5 }, NOW)).toBe("spent");
    expect(codeState({ expiresAt: codeExpiry(NOW), attempts: 9 }, NOW)).toBe("spent");
    expect(codeState({ expiresAt: codeExpiry(NOW), attempts: 5 }, at(CODE_TTL_MS))).toBe("expired");
  });
});

describe("triesLeft", () => {
  it("counts down from 5 and never below 0", () => {
    expect([0, 1, 4, 5, 6].map(triesLeft)).toEqual([5, 4, 1, 0, 0]);
  });
});

describe("codeFrom", () => {
  it("is always 6 digits, zero-padded", () => {
    expect(codeFrom(0)).toBe("000000");
    expect(codeFrom(42)).toBe("000042");
    expect(codeFrom(999_999)).toBe("999999");
    expect(codeFrom(1_000_000)).toBe("000000");
    expect(codeFrom(123_456.9)).toBe("123456");
  });
});
