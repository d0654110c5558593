import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_RETRY_POLICY,
  nextAttemptAt,
  type RetryPolicy,
  retryDelayMs,
  retrySchedule,
} from "./backoff";

const MIN = 60_000;

describe("retrySchedule", () => {
  it("doubles from 30 s and caps at 6 hours, over 12 tries", () => {
    expect(retrySchedule(DEFAULT_RETRY_POLICY)).toEqual([
      0.5 * MIN,
      1 * MIN,
      2 * MIN,
      4 * MIN,
      8 * MIN,
      16 * MIN,
      32 * MIN,
      64 * MIN,
      128 * MIN,
      256 * MIN,
      360 * MIN,
    ]);
  });

  it("spans about 14.5 hours before a lead is marked failed", () => {
    const total = retrySchedule(DEFAULT_RETRY_POLICY).reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeCloseTo(14.5, 1);
  });
});

describe("retryDelayMs", () => {
  it("spreads each delay by the jitter, never beyond it", () => {
    expect(retryDelayMs(1, DEFAULT_RETRY_POLICY, 0)).toBe(24_000);
    expect(retryDelayMs(1, DEFAULT_RETRY_POLICY, 0.999999)).toBe(36_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, r) => {
          const plain = retryDelayMs(n, DEFAULT_RETRY_POLICY);
          const d = retryDelayMs(n, DEFAULT_RETRY_POLICY, r);
          return d >= plain * 0.8 - 1 && d <= plain * 1.2 + 1;
        },
      ),
    );
  });

  it("reads nonsense attempt numbers as the first", () => {
    expect(retryDelayMs(0, DEFAULT_RETRY_POLICY)).toBe(30_000);
    expect(retryDelayMs(-3, DEFAULT_RETRY_POLICY)).toBe(30_000);
    expect(retryDelayMs(1.7, DEFAULT_RETRY_POLICY)).toBe(30_000);
  });

  it("never grows past the cap, however many tries", () => {
    expect(retryDelayMs(500, DEFAULT_RETRY_POLICY)).toBe(6 * 60 * MIN);
  });
});

describe("nextAttemptAt", () => {
  const fast: RetryPolicy = {
    baseMs: 100,
    factor: 2,
    maxDelayMs: 1_000,
    maxAttempts: 3,
    jitter: 0,
  };
  const now = new Date("2026-11-21T00:00:00Z");

  it("schedules the next try until the tries are spent", () => {
    expect(nextAttemptAt(now, 1, fast)?.getTime()).toBe(now.getTime() + 100);
    expect(nextAttemptAt(now, 2, fast)?.getTime()).toBe(now.getTime() + 200);
    expect(nextAttemptAt(now, 3, fast)).toBeNull();
    expect(nextAttemptAt(now, 9, fast)).toBeNull();
  });
});
