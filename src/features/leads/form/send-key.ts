/**
 * The idempotency key of a lead form's sending, made in the browser: one per form on the page,
 * made at its first send and kept for its retries, so that a send repeated after a lost answer
 * stores the lead once. The page's HTML carries none: it may be shared by every visitor
 * (ADR 0100), and two shoppers must never send one key. A form sent without JavaScript gets its
 * key on the server.
 */
export function sendKey(held: { current: string | null }): string {
  if (held.current === null) {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    held.current = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }
  return held.current;
}
