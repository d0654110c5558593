/**
 * The sign-in page: the journey's heading and text, then either the 'Mobile Number' step
 * ('Send code') or the code step ('Verify', 'Send a new code', 'Use a different number'), or,
 * for a shopper signed in already, where to go on and the two ways to sign out. Plain HTML forms
 * posting to the /api/auth routes: it works the same without JavaScript and adds none to the
 * page. After a failed post the summary of the problem takes focus.
 */
import type { ReactNode } from "react";
import {
  FIX_HEADING,
  SIGN_IN_ERROR_FIELD,
  SIGN_IN_MESSAGES,
  triesLeftText,
} from "@/domain/account/sign-in-copy";
import { type SignInState, signInStateHref } from "@/domain/account/sign-in-state";
import type { SignInView } from "./load-sign-in-page.server";

const input =
  "mt-1 block w-full max-w-xs rounded-brand border border-black/30 bg-white px-3 py-2 text-lg text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-red-700";
const primary =
  "rounded-brand bg-brand px-5 py-3 font-semibold text-brand-contrast hover:opacity-90";
const secondary =
  "rounded-brand border border-brand px-5 py-3 font-semibold text-brand hover:bg-surface";

function JourneyFields({ state }: { state: SignInState }) {
  return (
    <>
      {state.type ? <input type="hidden" name="type" value={state.type} /> : null}
      {state.redirect ? <input type="hidden" name="redirect" value={state.redirect} /> : null}
      {state.back ? <input type="hidden" name="back" value={state.back} /> : null}
    </>
  );
}

function messageOf(state: SignInState): string | null {
  if (!state.error) return null;
  const message = SIGN_IN_MESSAGES[state.error];
  return state.error === "code-wrong" && state.left !== null
    ? `${message} ${triesLeftText(state.left)}`
    : message;
}

function ErrorSummary({ state }: { state: SignInState }) {
  const message = messageOf(state);
  if (!message || !state.error) return null;
  const field = SIGN_IN_ERROR_FIELD[state.error];
  return (
    <div
      id="sign-in-errors"
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: after a failed post the summary takes focus, without JavaScript too.
      autoFocus
      role="alert"
      aria-labelledby="sign-in-errors-heading"
      className="mb-6 rounded-brand border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <h2 id="sign-in-errors-heading" className="font-semibold">
        {FIX_HEADING}
      </h2>
      <p className="mt-1">
        {field ? (
          <a href={`#sign-in-${field}`} className="underline underline-offset-2">
            {message}
          </a>
        ) : (
          message
        )}
      </p>
    </div>
  );
}

function Field(props: {
  id: string;
  label: string;
  hint: string;
  error: string | null;
  children: (describedBy: string) => ReactNode;
}) {
  const describedBy = [`${props.id}-hint`, props.error ? `${props.id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={props.id} className="block font-semibold">
        {props.label}
      </label>
      <p id={`${props.id}-hint`} className="text-sm text-ink/75">
        {props.hint}
      </p>
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {props.error}
        </p>
      ) : null}
      {props.children(describedBy)}
    </div>
  );
}

function PhoneStep({ state }: { state: SignInState }) {
  const error =
    state.error && SIGN_IN_ERROR_FIELD[state.error] === "phone" ? messageOf(state) : null;
  return (
    <form method="post" action="/api/auth/send-code" noValidate className="space-y-5">
      <JourneyFields state={state} />
      <Field
        id="sign-in-phone"
        label="Mobile Number"
        hint="An Australian mobile number, like 04 1234 5678. We will text you a 6-digit code."
        error={error}
      >
        {(describedBy) => (
          <input
            id="sign-in-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={input}
          />
        )}
      </Field>
      <button type="submit" className={primary}>
        Send code
      </button>
    </form>
  );
}

function CodeStep({ state, sentTo }: { state: SignInState; sentTo: string }) {
  const error =
    state.error && SIGN_IN_ERROR_FIELD[state.error] === "code" ? messageOf(state) : null;
  return (
    <div className="space-y-6">
      <p>
        We sent a 6-digit code to <strong className="whitespace-nowrap">{sentTo}</strong>. It
        expires in 10 minutes.
      </p>
      <form method="post" action="/api/auth/verify" noValidate className="space-y-5">
        <JourneyFields state={state} />
        <Field
          id="sign-in-code"
          label="Code"
          hint="The 6 digits in the text message."
          error={error}
        >
          {(describedBy) => (
            <input
              id="sign-in-code"
              name="code"
              type="text"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={`${input} tracking-[0.3em]`}
            />
          )}
        </Field>
        <button type="submit" className={primary}>
          Verify
        </button>
      </form>
      <form
        method="post"
        action="/api/auth/send-code"
        className="flex flex-wrap items-center gap-4"
      >
        <JourneyFields state={state} />
        <input type="hidden" name="resend" value="1" />
        <span>Did not get it?</span>
        <button type="submit" className={secondary}>
          Send a new code
        </button>
        <a
          href={signInStateHref({ ...state, step: "phone", error: null, left: null })}
          className="underline underline-offset-2"
        >
          Use a different number
        </a>
      </form>
    </div>
  );
}

function SignedIn({ view }: { view: SignInView }) {
  return (
    <div className="space-y-6">
      <p>
        You are signed in with <strong className="whitespace-nowrap">{view.signedInAs}</strong>.
      </p>
      <p>
        <a href={view.continueHref} className={primary}>
          Continue
        </a>
      </p>
      <form method="post" action="/api/auth/sign-out" className="flex flex-wrap gap-3">
        <button type="submit" className={secondary}>
          Sign out
        </button>
        <button type="submit" name="everywhere" value="1" className={secondary}>
          Sign out everywhere
        </button>
      </form>
      <p className="text-sm text-ink/75">
        Sign out everywhere ends your sessions on every phone and computer you have signed in on at
        this site.
      </p>
    </div>
  );
}

export function SignInPage({ view }: { view: SignInView }) {
  const { state } = view;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <p>
        <a href={view.backHref} className="underline underline-offset-2">
          <span aria-hidden="true">← </span>Back
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{view.heading}</h1>
      <p className="mt-3 text-ink/80">{view.text}</p>
      <div className="mt-8 rounded-brand border border-black/10 bg-page p-5 shadow-sm sm:p-8">
        {view.signedInAs ? (
          <SignedIn view={view} />
        ) : (
          <>
            <ErrorSummary state={state} />
            {state.step === "code" && view.sentTo ? (
              <CodeStep state={state} sentTo={view.sentTo} />
            ) : (
              <PhoneStep state={state} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
