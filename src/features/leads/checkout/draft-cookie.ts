/**
 * The online purchase's draft between its steps: a sealed cookie (30 minutes, this host,
 * HttpOnly; see lib/sealed-cookie) holding the buyer's answers. A failed step's values and
 * messages ride along, so the form shows them again.
 */
import type { CheckoutDraft, CheckoutStep } from "@/domain/leads/checkout-journey";
import {
  clearCookieHeader,
  openValue,
  readCookieValue,
  type SealedCookie,
  sealValue,
  setCookieHeader,
} from "@/lib/sealed-cookie";

const DRAFT: SealedCookie = { name: "fc_checkout", maxAgeSeconds: 30 * 60, maxLength: 3000 };

export type Failed = {
  step: CheckoutStep;
  values: Record<string, string>;
  errors: Record<string, string>;
};
export type StoredDraft = CheckoutDraft & { expires: number; failed?: Failed };

export function encodeDraft(draft: CheckoutDraft & { failed?: Failed }, secret: string, now: Date) {
  return sealValue(DRAFT, draft, secret, now);
}

/** The draft a cookie value holds; null when it is missing, changed, expired or malformed. */
export function decodeDraft(value: string | null, secret: string, now: Date): StoredDraft | null {
  const draft = openValue(DRAFT, value, secret, now);
  if (!draft || typeof draft.car !== "string" || typeof draft.key !== "string") return null;
  return draft as StoredDraft;
}

export const draftCookieHeader = (value: string, secure: boolean) =>
  setCookieHeader(DRAFT, value, secure);

export const clearDraftCookieHeader = (secure: boolean) => clearCookieHeader(DRAFT, secure);

export const readDraftCookie = (cookieHeader: string | null) =>
  readCookieValue(cookieHeader, DRAFT.name);
