/**
 * The online payment page's own fields: an amount in whole dollars from $1 to the site's
 * largest, and the reference the dealer gave (an invoice or order number, 2 to 40 letters,
 * digits, spaces, '-' or '/'). The buyer's contact details are the lead form's.
 */
import { formatPrice } from "../format/price";

export const PAYMENT_MESSAGES = {
  amountInvalid: (max: number) =>
    `Please enter an amount in whole dollars from $1 to ${formatPrice(max)}.`,
  referenceInvalid:
    "Please enter the reference the dealer gave you (2 to 40 letters, digits, spaces, - or /).",
} as const;

export type PaymentRequest = { amount: number; reference: string };

export function parsePaymentRequest(
  input: Record<string, unknown>,
  maxAmount: number,
): { ok: true; value: PaymentRequest } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const amountText = typeof input.amount === "string" ? input.amount.replace(/[$,\s]/g, "") : "";
  const amount = /^\d{1,9}$/.test(amountText) ? Number(amountText) : Number.NaN;
  if (!(amount >= 1 && amount <= maxAmount))
    errors.amount = PAYMENT_MESSAGES.amountInvalid(maxAmount);
  const reference = typeof input.reference === "string" ? input.reference.trim() : "";
  if (!/^[A-Za-z0-9][A-Za-z0-9 /-]{1,39}$/.test(reference))
    errors.reference = PAYMENT_MESSAGES.referenceInvalid;
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, value: { amount, reference } };
}

/** The payment as the lead's comments state it. */
export function paymentComments(request: PaymentRequest, providerSummary: string): string {
  return `Online payment.\nReference: ${request.reference}\nAmount: ${formatPrice(request.amount)}\n${providerSummary}`;
}
