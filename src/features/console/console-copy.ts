/** What the console's sign-in pages say, by the state in their address. */

export const SIGN_IN_NOTICES = {
  sent: "If that address belongs to this site's staff, a sign-in link is on its way. It works once, within 15 minutes.",
  "signed-out": "You have signed out.",
} as const;

export const SIGN_IN_ERRORS = {
  "email-invalid": "Enter an email address, like name@example.com.",
  "link-invalid": "That sign-in link does not work. Ask for a new one below.",
  "link-expired":
    "That sign-in link has expired: links work for 15 minutes. Ask for a new one below.",
  "link-used":
    "That sign-in link has already been used: each link works once. Ask for a new one below.",
} as const;

export type SignInNotice = keyof typeof SIGN_IN_NOTICES;
export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;

export function rateLimitedText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in links were asked for. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export const CROSS_SITE_TEXT = "This form must be sent from this site's own console page.";
