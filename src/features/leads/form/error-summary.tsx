/**
 * The list of problems above a form after a failed submit (under 'Please fix the following
 * errors:'), each a link to its field, and the form-level alert ('An error occurred when
 * submitting this form.'). The summary takes focus so keyboard and screen-reader users land on it.
 */
import type { Ref } from "react";
import { FIX_ERRORS_HEADING, SUBMIT_FAILED } from "@/domain/leads/messages";

export function ErrorSummary(props: {
  summaryRef: Ref<HTMLDivElement>;
  formId: string;
  errors: { field: string; message: string }[];
  formError: string | null;
}) {
  if (props.errors.length === 0 && !props.formError) return null;
  return (
    <div
      ref={props.summaryRef}
      tabIndex={-1}
      role="alert"
      className="mb-5 rounded-brand border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      {props.formError ? (
        <>
          <p className="font-semibold">{SUBMIT_FAILED}</p>
          {props.formError !== SUBMIT_FAILED ? <p className="mt-1">{props.formError}</p> : null}
        </>
      ) : null}
      {props.errors.length > 0 ? (
        <>
          <p className="font-semibold">{FIX_ERRORS_HEADING}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {props.errors.map((e) => (
              <li key={e.field}>
                <a href={`#${props.formId}-${e.field}`} className="underline underline-offset-2">
                  {e.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
