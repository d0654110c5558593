"use client";
/**
 * The details My Garage keeps for prefilling enquiry forms: first name, last name, email and
 * postcode, each optional. Posted to a server action, so it works without JavaScript; a field
 * the action refuses shows its message under its label, and the first such field takes focus.
 */
import { useActionState, useEffect } from "react";
import type { DetailField, ShopperDetails } from "@/domain/account/shopper-details";
import { rememberShopper } from "@/features/leads";
import { saveDetailsAction } from "./details-action";
import { DETAILS_IDLE, DETAILS_SAVED, DETAILS_SIGNED_OUT } from "./details-state";

const FIELDS: readonly {
  name: DetailField;
  label: string;
  type: string;
  autoComplete: string;
  stored: keyof ShopperDetails;
}[] = [
  { name: "name", label: "First name", type: "text", autoComplete: "given-name", stored: "name" },
  {
    name: "last_name",
    label: "Last name",
    type: "text",
    autoComplete: "family-name",
    stored: "lastName",
  },
  { name: "email", label: "Email", type: "email", autoComplete: "email", stored: "email" },
  {
    name: "postcode",
    label: "Postcode",
    type: "text",
    autoComplete: "postal-code",
    stored: "postcode",
  },
];

const input =
  "mt-1 block w-full max-w-sm rounded-brand border border-black/30 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-red-700";

export function DetailsForm({ details, siteSlug }: { details: ShopperDetails; siteSlug: string }) {
  // The permalink gives the form a real action (the page's own details section), so a post
  // without JavaScript comes back to it.
  const [state, action, pending] = useActionState(saveDetailsAction, DETAILS_IDLE, "#details");
  const errors = state.status === "invalid" ? state.errors : {};
  const values = state.status === "invalid" || state.status === "saved" ? state.values : null;
  const firstError = FIELDS.find((field) => errors[field.name])?.name;
  // Saved details are what this browser's enquiry forms start with from now on.
  useEffect(() => {
    if (state.status === "saved") rememberShopper(siteSlug, state.values);
  }, [state, siteSlug]);
  return (
    <form action={action} noValidate className="space-y-4">
      {state.status === "saved" || state.status === "signed-out" ? (
        <p role="status" className="font-medium">
          {state.status === "saved" ? DETAILS_SAVED : DETAILS_SIGNED_OUT}
        </p>
      ) : null}
      {FIELDS.map((field) => {
        const id = `details-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name}>
            <label htmlFor={id} className="block font-semibold">
              {field.label}
            </label>
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.name === "postcode" ? "numeric" : undefined}
              maxLength={field.name === "email" ? 254 : field.name === "postcode" ? 4 : 50}
              defaultValue={values ? (values[field.name] ?? "") : (details[field.stored] ?? "")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              // biome-ignore lint/a11y/noAutofocus: the first refused field takes focus after a post, without JavaScript too.
              autoFocus={field.name === firstError}
              className={input}
            />
          </div>
        );
      })}
      <button
        type="submit"
        disabled={pending}
        className="rounded-brand bg-brand px-5 py-3 font-semibold text-brand-contrast hover:opacity-90"
      >
        Save details
      </button>
    </form>
  );
}
