"use client";
/**
 * The field state every lead form shares: values, which fields were touched, the errors of the
 * schema (the server's own) as the shopper types, the server's last answer, and prefilling from
 * the details remembered after an earlier enquiry.
 */
import { useEffect, useMemo, useState } from "react";
import { forgetTyped, typedBeforeLive } from "@/components/ui/hydrate-when-near";
import {
  type FieldErrors,
  type LeadFieldName,
  orderedErrors,
  parseLeadForm,
} from "@/domain/leads/lead-form-schema";
import { STORED_USER_FIELDS, storedUser } from "./browser-store";
import type { FormSetup } from "./form-setup";

export type Initial = {
  values?: Record<string, string>;
  errors?: FieldErrors;
  formError?: string | null;
};

export function useLeadFields(setup: FormSetup, initial: Initial) {
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...setup.defaults,
    ...initial.values,
    // Typed into the server's markup before the form's code arrived (components/ui/hydrate-when-near).
    ...typedBeforeLive(setup.id),
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(initial.errors !== undefined);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(initial.errors ?? {});
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);

  // The server shows only its own answer's errors (serverErrors): a page renders several forms,
  // and checking each there would be work no shopper sees.
  const clientErrors = useMemo((): FieldErrors => {
    if (typeof window === "undefined") return {};
    const parsed = parseLeadForm(setup.rules, { ...setup.hidden, ...values });
    return parsed.ok ? {} : parsed.errors;
  }, [setup.rules, setup.hidden, values]);

  const errorOf = (name: string) => {
    const field = name as LeadFieldName;
    const own = submitted || touched.has(name) ? clientErrors[field] : undefined;
    return own ?? serverErrors[field];
  };

  /** The errors to list, optionally only of some fields (one step). */
  const listed = (only?: readonly string[]) =>
    orderedErrors(
      Object.fromEntries(
        Object.keys({ ...clientErrors, ...serverErrors })
          .filter((f) => !only || only.includes(f))
          .map((f) => [f, errorOf(f)])
          .filter(([, m]) => m),
      ),
    );

  useEffect(() => {
    const user = storedUser(setup.siteSlug);
    forgetTyped(setup.id);
    setValues((current) => {
      const next = { ...current };
      for (const f of STORED_USER_FIELDS) if (!next[f] && user[f]) next[f] = user[f];
      return next;
    });
  }, [setup.siteSlug, setup.id]);

  return {
    values,
    clientErrors,
    submitted,
    setSubmitted,
    setServerErrors,
    formError,
    setFormError,
    errorOf,
    listed,
    onChange: (name: string, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setServerErrors((e) => ({ ...e, [name]: undefined }));
    },
    onBlur: (name: string) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name))),
  };
}
