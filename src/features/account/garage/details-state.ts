/**
 * What the details form's server action answers, as the browser holds it (useActionState): the
 * values are sent back so a form posted without JavaScript shows what the shopper typed.
 */
import type { DetailField } from "@/domain/account/shopper-details";

export type DetailsFormState =
  | { status: "idle" }
  | { status: "saved"; values: Partial<Record<DetailField, string>> }
  | {
      status: "invalid";
      errors: Partial<Record<DetailField, string>>;
      values: Partial<Record<DetailField, string>>;
    }
  | { status: "signed-out" };

export const DETAILS_IDLE: DetailsFormState = { status: "idle" };

export const DETAILS_SAVED = "Your details are saved.";
export const DETAILS_SIGNED_OUT = "Your session has ended. Please sign in again.";
