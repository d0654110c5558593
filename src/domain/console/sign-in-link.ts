/**
 * The console's emailed sign-in link: it works once and for 15 minutes. Opening the link shows
 * a button that signs in, so a mail scanner that fetches the link does not use it up.
 */

export const LINK_TTL_MS = 15 * 60_000;

export type StoredLink = { expiresAt: Date; usedAt: Date | null };
export type LinkState = "live" | "expired" | "used";

/** When a link made at `now` stops working. */
export function linkExpiry(now: Date): Date {
  return new Date(now.getTime() + LINK_TTL_MS);
}

/** A used link stays used; an unused one past its expiry is expired. */
export function linkState(link: StoredLink, now: Date): LinkState {
  if (link.usedAt) return "used";
  return link.expiresAt.getTime() <= now.getTime() ? "expired" : "live";
}
