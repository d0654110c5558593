/**
 * What a lead form's server action answers, as the browser holds it (useActionState). Values are
 * sent back on failure so a form posted without JavaScript shows what the shopper typed.
 */
import type { FieldErrors } from "@/domain/leads/lead-form-schema";

export type LeadFormState =
  | { status: "idle" }
  | {
      status: "invalid";
      errors: FieldErrors;
      /** A form-level problem (captcha, car no longer available, rate limit). */
      formError: string | null;
      values: Record<string, string>;
    }
  | {
      status: "success";
      leadId: string;
      reference: string;
      category: string;
      eventId: number;
      redirectTo: string;
    };

export const IDLE: LeadFormState = { status: "idle" };

/** Fields never sent back to the page: the captcha answers are good for one use only. */
const NOT_ECHOED = new Set(["altcha", "captcha_token", "captcha_answer", "company_website"]);

export function echoValues(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter(([k]) => !NOT_ECHOED.has(k) && !k.startsWith("$ACTION")),
  );
}

/** /success?ref=...&category=...; the page shows the reference and what happens next. */
export function successPath(reference: string, category: string): string {
  return `/success?${new URLSearchParams({ ref: reference, category }).toString()}`;
}

/**
 * Where a form posted without JavaScript sends the shopper back to: its own anchor (the
 * permalink of useActionState, rendered as the form's action). The page comes back with the
 * errors scrolled into view, and a form folded in a closed <details> (the vehicle page's test
 * drive and request photos) opens, as browsers open a fold around a fragment's target.
 */
export function postbackAnchor(formId: string): string {
  return `#${formId}`;
}
