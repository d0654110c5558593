/**
 * What a failed payment post keeps for the page it goes back to: the amount, reference, the
 * buyer's details and the chosen provider, in a sealed cookie (10 minutes, this host, HttpOnly;
 * see lib/sealed-cookie) rather than the address, which may be logged and shared. The messages
 * travel by key in the address (payment-errors.ts). A sent payment clears it.
 */
import {
  clearCookieHeader,
  openValue,
  readCookieValue,
  type SealedCookie,
  sealValue,
  setCookieHeader,
} from "@/lib/sealed-cookie";

const KEPT_VALUES: SealedCookie = { name: "fc_payment", maxAgeSeconds: 10 * 60, maxLength: 3000 };
const KEPT_FIELDS = [
  "amount",
  "reference",
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "payment",
] as const;
const MAX_VALUE = 200;

export type KeptPaymentValues = Partial<Record<(typeof KEPT_FIELDS)[number], string>>;

function kept(record: Record<string, unknown>): KeptPaymentValues {
  const values: KeptPaymentValues = {};
  for (const field of KEPT_FIELDS) {
    const value = record[field];
    if (typeof value === "string" && value !== "") values[field] = value.slice(0, MAX_VALUE);
  }
  return values;
}

/** The Set-Cookie header that keeps a failed post's values for its page. */
export function keepPaymentValues(
  record: Record<string, unknown>,
  secret: string,
  now: Date,
  secure: boolean,
): string {
  return setCookieHeader(
    KEPT_VALUES,
    sealValue(KEPT_VALUES, { values: kept(record) }, secret, now),
    secure,
  );
}

/** The values a failed post kept; none when the cookie is missing, changed or expired. */
export function keptPaymentValues(
  cookieHeader: string | null,
  secret: string,
  now: Date,
): KeptPaymentValues {
  const sealed = openValue(
    KEPT_VALUES,
    readCookieValue(cookieHeader, KEPT_VALUES.name),
    secret,
    now,
  );
  const values = sealed?.values;
  return typeof values === "object" && values !== null
    ? kept(values as Record<string, unknown>)
    : {};
}

export const forgetPaymentValues = (secure: boolean) => clearCookieHeader(KEPT_VALUES, secure);
