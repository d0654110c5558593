/**
 * The online purchase's draft between its steps: a short-lived cookie (30 minutes, this host,
 * HttpOnly) holding the buyer's answers as JSON, signed with an HMAC so that a changed cookie
 * is no draft. A failed step's values and messages ride along, so the form shows them again.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { CheckoutDraft, CheckoutStep } from "@/domain/leads/checkout-journey";

export const DRAFT_COOKIE = "fc_checkout";
const MAX_AGE_SECONDS = 30 * 60;
const MAX_LENGTH = 3000;

export type Failed = {
  step: CheckoutStep;
  values: Record<string, string>;
  errors: Record<string, string>;
};
export type StoredDraft = CheckoutDraft & { expires: number; failed?: Failed };

const sign = (body: string, secret: string) =>
  createHmac("sha256", secret).update(body).digest("base64url");

export function encodeDraft(draft: CheckoutDraft & { failed?: Failed }, secret: string, now: Date) {
  const body = Buffer.from(
    JSON.stringify({ ...draft, expires: now.getTime() + MAX_AGE_SECONDS * 1000 }),
  ).toString("base64url");
  return `${body}.${sign(body, secret)}`;
}

/** The draft a cookie value holds; null when it is missing, changed, expired or malformed. */
export function decodeDraft(value: string | null, secret: string, now: Date): StoredDraft | null {
  if (!value || value.length > MAX_LENGTH) return null;
  const [body, mac] = value.split(".");
  if (!body || !mac) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const draft = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as StoredDraft;
    if (typeof draft.car !== "string" || typeof draft.key !== "string") return null;
    return draft.expires > now.getTime() ? draft : null;
  } catch {
    return null;
  }
}

export function draftCookieHeader(value: string, secure: boolean): string {
  return `${DRAFT_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearDraftCookieHeader(secure: boolean): string {
  return `${DRAFT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function readDraftCookie(cookieHeader: string | null): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === DRAFT_COOKIE) return pair.slice(at + 1).trim();
  }
  return null;
}
