"use client";
/**
 * A lead form in the browser. It works without JavaScript (the server action re-renders it with
 * errors, or answers 303 to /success); with JavaScript it checks each field as the shopper types
 * with the same schema as the server, lists the problems under 'Please fix the following
 * errors:' and moves focus there on a failed submit, shows the submitting state, and on success
 * remembers the shopper (to prefill later forms), pushes the analytics event and goes to /success.
 */
import { useRouter } from "next/navigation";
import { startTransition, useActionState, useEffect, useRef, useState } from "react";
import { FIELD_MESSAGES, SUBMIT_FAILED } from "@/domain/leads/messages";
import { pushDataLayer } from "@/features/analytics";
import { submitLeadAction } from "../actions";
import { IDLE, postbackAnchor } from "../form-state";
import { rememberSuccess, visitFields } from "./browser-store";
import type { CaptchaHandle } from "./captcha-field";
import { ErrorSummary } from "./error-summary";
import type { FormSetup } from "./form-setup";
import { FormSections } from "./sections";
import { sendKey } from "./send-key";
import { useLeadFields } from "./use-lead-fields";

export function LeadForm({ setup }: { setup: FormSetup }) {
  const router = useRouter();
  const [state, formAction, pending] = useActionState(
    submitLeadAction,
    IDLE,
    postbackAnchor(setup.id),
  );
  const failed = state.status === "invalid" ? state : null;
  const fields = useLeadFields(
    setup,
    failed ? { values: failed.values, errors: failed.errors, formError: failed.formError } : {},
  );
  const {
    values,
    clientErrors,
    submitted,
    setSubmitted,
    setServerErrors,
    formError,
    setFormError,
    errorOf,
    onChange,
    onBlur,
  } = fields;
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const keyRef = useRef<string | null>(null);
  const listed = fields.listed();

  // What the effect below reads at the moment an answer arrives, without re-running on each keystroke.
  const latest = useRef({ values, setup, router });
  latest.current = { values, setup, router };

  useEffect(() => {
    const { values: sent, setup: form, router: nav } = latest.current;
    if (state.status === "success") {
      rememberSuccess(form.siteSlug, sent, state.category, form.car);
      pushDataLayer(state.eventId, {
        category: state.category,
        car_id: form.car?.id ?? null,
        lead_reference: state.reference,
      });
      nav.push(state.redirectTo);
    } else if (state.status === "invalid") {
      setServerErrors(state.errors);
      setFormError(state.formError);
      setBusy(false);
      captchaRef.current?.reset();
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  }, [state, setServerErrors, setFormError]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || busy) return;
    const form = event.currentTarget;
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setBusy(true);
    const data = new FormData(form);
    for (const [k, v] of Object.entries(visitFields(setup.siteSlug))) data.set(k, v);
    data.set("idempotency_key", sendKey(keyRef));
    data.set("js", "1");
    if (setup.captcha.enabled) {
      try {
        data.set("altcha", (await captchaRef.current?.solution()) ?? "");
      } catch {
        setBusy(false);
        setFormError(FIELD_MESSAGES.captchaFailed);
        requestAnimationFrame(() => summaryRef.current?.focus());
        return;
      }
    }
    startTransition(() => formAction(data));
  }

  const sending = pending || busy;
  return (
    <form
      id={setup.id}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-describedby={setup.text.intro ? `${setup.id}-intro` : undefined}
    >
      {setup.text.heading ? (
        <h2 className="text-xl font-bold tracking-tight">{setup.text.heading}</h2>
      ) : null}
      {setup.text.intro ? (
        <p id={`${setup.id}-intro`} className="text-sm text-ink/80">
          {setup.text.intro}
        </p>
      ) : null}
      <ErrorSummary
        summaryRef={summaryRef}
        formId={setup.id}
        errors={submitted || failed ? listed : []}
        formError={formError}
      />
      {Object.entries(setup.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* A person never sees or fills this; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="lead-trap">
        <label htmlFor={`${setup.id}-company_website`}>Company website</label>
        <input
          id={`${setup.id}-company_website`}
          name="company_website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <FormSections
        setup={setup}
        values={values}
        errorOf={errorOf}
        onChange={onChange}
        onBlur={onBlur}
        captchaRef={captchaRef}
      />
      <p className="text-sm text-ink/70">
        <span aria-hidden="true">*</span> Required
      </p>
      <button type="submit" disabled={sending} aria-disabled={sending} className="lead-submit">
        {sending ? "Sending…" : setup.text.submit}
      </button>
      <p aria-live="polite" className="sr-only">
        {sending ? "Sending your enquiry" : formError ? SUBMIT_FAILED : ""}
      </p>
    </form>
  );
}
