/**
 * When a failed delivery is tried again. Delays grow by `factor` from `baseMs` up to `maxDelayMs`,
 * with ±`jitter` spread so that a dealer's recovering mail server is not hit by every queued lead
 * in the same second. After `maxAttempts` the delivery is marked failed and waits for a person
 * (admin API), never dropped.
 *
 * The default schedule (30 s, 1, 2, 4 ... min, capped at 6 h, 12 attempts) spans about 14.5 hours:
 * a mail server down overnight delays leads, it does not lose them.
 */

export type RetryPolicy = {
  baseMs: number;
  factor: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** 0.2 spreads each delay over ±20 %. */
  jitter: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseMs: 30_000,
  factor: 2,
  maxDelayMs: 6 * 60 * 60_000,
  maxAttempts: 12,
  jitter: 0.2,
};

/**
 * The wait after the `attempt`-th failed try (1-based). `random` in [0, 1) picks the point in
 * the jitter band; 0.5 gives the exact schedule.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random = 0.5): number {
  const step = Math.max(1, Math.floor(attempt));
  const plain = Math.min(policy.maxDelayMs, policy.baseMs * policy.factor ** (step - 1));
  const spread = 1 + policy.jitter * (2 * Math.min(Math.max(random, 0), 1) - 1);
  return Math.round(plain * spread);
}

/** When to try again after `attemptsMade` tries have failed; null once the tries are spent. */
export function nextAttemptAt(
  now: Date,
  attemptsMade: number,
  policy: RetryPolicy,
  random = 0.5,
): Date | null {
  if (attemptsMade >= policy.maxAttempts) return null;
  return new Date(now.getTime() + retryDelayMs(attemptsMade, policy, random));
}

/** The plain (unjittered) waits between all tries, for documentation and checks. */
export function retrySchedule(policy: RetryPolicy): number[] {
  return Array.from({ length: policy.maxAttempts - 1 }, (_, i) => retryDelayMs(i + 1, policy));
}
