/**
 * The lead webhook's signature (HMAC-SHA256). The header reads
 * `t=<unix seconds>,v1=<hex HMAC of "<t>.<body>">`: the timestamp is signed with the body, so a
 * captured request cannot be replayed later, and a receiver checks it with the shared secret
 * (verifyWebhookSignature, which dealers' developers can copy).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-forecourt-signature";

export function signWebhook(secret: string, body: string, timestampSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
  return `t=${timestampSeconds},v1=${mac}`;
}

export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  options: { nowSeconds: number; toleranceSeconds?: number },
): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? "");
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(options.nowSeconds - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signWebhook(secret, body, timestamp).slice(-64), "hex");
  return timingSafeEqual(expected, Buffer.from(match[2]!, "hex"));
}
