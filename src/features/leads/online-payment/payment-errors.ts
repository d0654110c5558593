/**
 * A failed payment post's messages travel back to the page in its address by key (never the
 * values the buyer typed, which may be personal): 'name:nameRequired,amount:amount'. The page
 * turns each key back into the very message the check gave.
 */
import { FIELD_MESSAGES, POSTCODE_MESSAGE } from "@/domain/leads/messages";
import { PAYMENT_MESSAGES } from "@/domain/leads/online-payment";

type Context = { maxAmount: number; termsMessage: string };

function messageTable(context: Context): Record<string, string> {
  return {
    ...FIELD_MESSAGES,
    postcode: POSTCODE_MESSAGE,
    amount: PAYMENT_MESSAGES.amountInvalid(context.maxAmount),
    reference: PAYMENT_MESSAGES.referenceInvalid,
    terms: context.termsMessage,
  };
}

/** Field errors as the address carries them; a message with no key is 'form'. */
export function encodeErrors(errors: Record<string, string>, context: Context): string {
  const table = messageTable(context);
  return Object.entries(errors)
    .map(([field, message]) => {
      const key = Object.keys(table).find((k) => table[k] === message) ?? "form";
      return `${field}:${key}`;
    })
    .join(",");
}

const SOMETHING_WRONG = "Please check this answer.";

export function decodeErrors(text: unknown, context: Context): Record<string, string> {
  if (typeof text !== "string" || text.length > 500) return {};
  const table = messageTable(context);
  const errors: Record<string, string> = {};
  for (const pair of text.split(",")) {
    const [field, key] = pair.split(":");
    if (!field || !/^[a-z_]{1,30}$/.test(field)) continue;
    errors[field] =
      key === "form"
        ? "We could not take your payment details. Please try again."
        : (table[key ?? ""] ?? SOMETHING_WRONG);
  }
  return errors;
}
