/**
 * The one-time sign-in code: 6 digits, good for 10 minutes and for at most 5 tries. A new code
 * for the same number replaces the old one. Every try is counted before the code is compared, so
 * tries sent at the same moment cannot test more than 5 codes between them.
 */

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export type StoredCode = { expiresAt: Date; attempts: number };

/** Why a stored code can take another try, or why not: "live", "expired" or "spent". */
export type CodeState = "live" | "expired" | "spent";

/** A code past its expiry is expired; one that has had its 5 tries is spent. */
export function codeState(code: StoredCode, now: Date): CodeState {
  if (code.expiresAt.getTime() <= now.getTime()) return "expired";
  return code.attempts >= MAX_CODE_ATTEMPTS ? "spent" : "live";
}

/** When a code made at `now` stops working. */
export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + CODE_TTL_MS);
}

/** Tries left after `attempts` tries (never below 0). */
export function triesLeft(attempts: number): number {
  return Math.max(0, MAX_CODE_ATTEMPTS - attempts);
}

/** Six random digits from a uniform source of integers below 10^6, zero-padded. */
export function codeFrom(randomBelowMillion: number): string {
  return String(Math.trunc(randomBelowMillion) % 10 ** CODE_LENGTH).padStart(CODE_LENGTH, "0");
}
