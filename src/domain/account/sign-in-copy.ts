/**
 * What the sign-in page says: a heading and a line for each journey that sends a shopper to it
 * (its `type`), and every message it shows, in one place so that the page, the route handlers
 * and the tests agree to the letter.
 */
import type { SignInType } from "@/domain/site/sign-in-gate";

type Copy = { heading: string; text: string };

export const SIGN_IN_COPY: Record<SignInType | "default", Copy> = {
  "trade-in": {
    heading: "Sign in to value your trade-in",
    text: "Sign in with your mobile number to get an online estimate for your car.",
  },
  checkout: {
    heading: "Sign in to reserve your car",
    text: "Sign in with your mobile number to reserve this car online.",
  },
  finance: {
    heading: "Sign in to apply for finance",
    text: "Sign in with your mobile number to start your finance application.",
  },
  "spin-to-win": {
    heading: "Sign in to spin to win",
    text: "Sign in with your mobile number to take your spin.",
  },
  "online-payment": {
    heading: "Sign in to make a payment",
    text: "Sign in with your mobile number to pay online.",
  },
  "car-finance": {
    heading: "Sign in for your personalised finance",
    text: "Sign in with your mobile number to see finance worked out for you.",
  },
  "my-garage": {
    heading: "Sign in to My Garage",
    text: "Sign in with your mobile number to see your saved cars and enquiries.",
  },
  watchlist: {
    heading: "Sign in to save cars to your watchlist",
    text: "Sign in with your mobile number to keep a watchlist of cars.",
  },
  "saved-search": {
    heading: "Sign in to save this search",
    text: "Sign in with your mobile number and we will tell you when new cars match your search.",
  },
  default: {
    heading: "Sign in",
    text: "Sign in with your mobile number.",
  },
};

/** Every message of the sign-in page, by the key the address carries. */
export const SIGN_IN_MESSAGES = {
  "phone-missing": "Please enter your mobile number.",
  "phone-invalid": "Please enter an Australian mobile number, like 04 1234 5678.",
  "code-missing": "Please enter the 6-digit code we sent you.",
  "code-invalid": "The code is 6 digits, like 123456.",
  "code-wrong": "That code is not right. Check the text message and try again.",
  "code-expired": "That code has expired. Request a new code.",
  "too-many-attempts": "Too many attempts. Request a new code.",
  "no-code": "Your code has expired or has been used. Request a new code.",
  "send-failed": "We could not send a text message just now. Please try again in a minute.",
} as const;

export type SignInError = keyof typeof SIGN_IN_MESSAGES;

/** Which field an error belongs to; the others are about the whole form. */
export const SIGN_IN_ERROR_FIELD: Partial<Record<SignInError, "phone" | "code">> = {
  "phone-missing": "phone",
  "phone-invalid": "phone",
  "code-missing": "code",
  "code-invalid": "code",
  "code-wrong": "code",
};

export const FIX_HEADING = "There is a problem";

/** Sent when a sign-in post comes from a page of another site. */
export const CROSS_SITE_MESSAGE = "Sign in from this site's own sign-in page.";

/** The answer to a code request past its limit, with the wait in whole minutes. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many codes have been asked for this number or from this connection. Please wait ${minutes} minute${minutes === 1 ? "" : "s"}, then ask for a new code.`;
}

/** The text message carrying the code. */
export function codeMessage(siteName: string, code: string, minutes: number): string {
  return `${code} is your ${siteName} sign-in code. It expires in ${minutes} minutes. Do not share it with anyone.`;
}

/** '3 tries left' under a wrong code. */
export function triesLeftText(left: number): string {
  return `${left} ${left === 1 ? "try" : "tries"} left.`;
}
