"use client";
/**
 * The multi-step car enquiry: one step at a time, each checked before the next; the
 * last step sends the lead to /api/leads. An answer with a lead_id stores the enquired car and
 * goes to /success; otherwise the answer's error, or 'An unexpected error occured.'.
 * Without JavaScript every step shows at once and the form posts through the server action.
 */
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useRef, useState } from "react";
import { FIELD_MESSAGES } from "@/domain/leads/messages";
import { stepAction, submitOutcome } from "@/domain/leads/multi-step";
import { pushDataLayer } from "@/features/analytics";
import { submitLeadAction } from "../actions";
import { IDLE, postbackAnchor, successPath } from "../form-state";
import { rememberSuccess, visitFields } from "./browser-store";
import type { CaptchaHandle } from "./captcha-field";
import { ErrorSummary } from "./error-summary";
import { type FormSetup, SECTION_FIELDS, type Section } from "./form-setup";
import { FormSections } from "./sections";
import { sendKey } from "./send-key";
import { useLeadFields } from "./use-lead-fields";

export type Step = { title: string; sections: Section[] };
type Answer = {
  lead_id?: string;
  reference?: string;
  category?: string;
  event_id?: number;
  error?: string;
  errors?: Record<string, string>;
};

export function MultiStepForm({ setup, steps }: { setup: FormSetup; steps: Step[] }) {
  const router = useRouter();
  // Used only without JavaScript: the form posts to the server action and the page re-renders.
  const [state, formAction] = useActionState(submitLeadAction, IDLE, postbackAnchor(setup.id));
  const failed = state.status === "invalid" ? state : null;
  const fields = useLeadFields(
    setup,
    failed ? { values: failed.values, errors: failed.errors, formError: failed.formError } : {},
  );
  const [step, setStep] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const keyRef = useRef<string | null>(null);
  useEffect(() => setHydrated(true), []);

  const current = steps[step]!;
  const stepFields = current.sections.flatMap((s) => SECTION_FIELDS[s]);
  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());

  async function send(form: HTMLFormElement) {
    setBusy(true);
    const data = new FormData(form);
    for (const [k, v] of Object.entries(visitFields(setup.siteSlug))) data.set(k, v);
    data.set("idempotency_key", sendKey(keyRef));
    try {
      if (setup.captcha.enabled) data.set("altcha", (await captchaRef.current?.solution()) ?? "");
    } catch {
      fields.setFormError(FIELD_MESSAGES.captchaFailed);
      setBusy(false);
      return focusSummary();
    }
    // The lead API reads JSON or a urlencoded form (no files): send the fields urlencoded.
    const body = new URLSearchParams();
    for (const [name, value] of data) if (typeof value === "string") body.append(name, value);
    const answer = (await fetch("/api/leads", {
      method: "POST",
      body,
      headers: { accept: "application/json" },
    })
      .then((r) => r.json())
      .catch(() => null)) as Answer | null;
    const outcome = submitOutcome(answer);
    if (outcome.ok && answer) {
      const category = answer.category ?? "General Enquiry";
      rememberSuccess(setup.siteSlug, fields.values, category, setup.car);
      pushDataLayer(answer.event_id ?? 0, {
        category,
        car_id: setup.car?.id ?? null,
        lead_reference: answer.reference ?? null,
      });
      router.push(successPath(answer.reference ?? "", category));
      return;
    }
    fields.setServerErrors(answer?.errors ?? {});
    fields.setFormError(outcome.ok ? null : outcome.message);
    captchaRef.current?.reset();
    setBusy(false);
    focusSummary();
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    fields.setSubmitted(true);
    fields.setFormError(null);
    // The step's own errors now: `submitted` set above only shows in the next render.
    const clientErrors: Partial<Record<string, string>> = fields.clientErrors;
    if (stepFields.some((f) => clientErrors[f])) return focusSummary();
    if (stepAction(step, steps.length).type === "advance") {
      fields.setSubmitted(false);
      setStep(step + 1);
      return;
    }
    void send(event.currentTarget);
  }

  const visible = hydrated ? [current] : steps;
  const errors = fields.submitted ? fields.listed(hydrated ? stepFields : undefined) : [];
  return (
    <form id={setup.id} action={formAction} onSubmit={onSubmit} noValidate className="space-y-5">
      {setup.text.heading ? (
        <h2 className="text-xl font-bold tracking-tight">{setup.text.heading}</h2>
      ) : null}
      {hydrated ? (
        <p className="text-sm font-semibold text-ink/75" aria-live="polite">
          Step {step + 1} of {steps.length}: {current.title}
        </p>
      ) : null}
      <ErrorSummary
        summaryRef={summaryRef}
        formId={setup.id}
        errors={errors}
        formError={fields.formError}
      />
      {Object.entries(setup.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {steps.map((s) =>
        visible.includes(s) ? (
          <fieldset key={s.title} className="space-y-4">
            <legend className="text-lg font-semibold">{s.title}</legend>
            <FormSections
              setup={{ ...setup, sections: s.sections }}
              values={fields.values}
              errorOf={fields.errorOf}
              onChange={fields.onChange}
              onBlur={fields.onBlur}
              captchaRef={captchaRef}
            />
          </fieldset>
        ) : (
          // Answers of steps not on screen still go with the form.
          s.sections
            .flatMap((section) => SECTION_FIELDS[section])
            .map((name) =>
              fields.values[name] ? (
                <input key={name} type="hidden" name={name} value={fields.values[name]} />
              ) : null,
            )
        ),
      )}
      <div className="flex flex-wrap gap-3">
        {hydrated && step > 0 ? (
          <button
            type="button"
            onClick={() => setStep(step - 1)}
            className="rounded-brand border-2 border-brand px-5 py-3 font-semibold text-brand hover:bg-surface"
          >
            Back
          </button>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="rounded-brand bg-brand px-5 py-3 font-semibold text-brand-contrast hover:opacity-90 disabled:opacity-70"
        >
          {busy ? "Sending…" : hydrated && step < steps.length - 1 ? "Next" : setup.text.submit}
        </button>
      </div>
    </form>
  );
}
