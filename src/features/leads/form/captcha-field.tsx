"use client";
/**
 * The captcha of a lead form: with JavaScript, a proof of work solved in the background once the
 * shopper starts on the form (nothing to click); without it, the signed sum question the server
 * rendered into <noscript>. The form asks `solution()` when it is sent.
 */
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from "react";
import { solveCaptcha } from "./solve-pow";

export type CaptchaHandle = { solution(): Promise<string>; reset(): void };

type Status = "waiting" | "working" | "done" | "failed";
const STATUS_TEXT: Record<Status, string> = {
  waiting: "We check that you are not a robot when you start filling in this form.",
  working: "Checking that you are not a robot…",
  done: "Checked: you are not a robot.",
  failed: "We could not check that you are not a robot. We will try again when you send the form.",
};

export function CaptchaField(props: {
  id: string;
  handle: Ref<CaptchaHandle>;
  formId: string;
  question: string | null;
  token: string | null;
}) {
  const [status, setStatus] = useState<Status>("waiting");
  // Hidden until hydrated: without JavaScript the <noscript> question stands in.
  const [mounted, setMounted] = useState(false);
  const pending = useRef<Promise<string> | null>(null);

  const start = useCallback(() => {
    if (!pending.current) {
      setStatus("working");
      pending.current = solveCaptcha().then(
        (payload) => {
          setStatus("done");
          return payload;
        },
        (error: unknown) => {
          setStatus("failed");
          pending.current = null;
          throw error;
        },
      );
      pending.current.catch(() => {});
    }
    return pending.current;
  }, []);

  useImperativeHandle(props.handle, () => ({
    solution: start,
    reset() {
      pending.current = null;
      setStatus("waiting");
      void start().catch(() => {});
    },
  }));

  useEffect(() => setMounted(true), []);

  useEffect(() => {
    const form = document.getElementById(props.formId);
    const begin = () => void start().catch(() => {});
    form?.addEventListener("focusin", begin, { once: true });
    return () => form?.removeEventListener("focusin", begin);
  }, [props.formId, start]);

  return (
    <div>
      <p id={props.id} aria-live="polite" hidden={!mounted} className="text-sm text-ink/75">
        <span aria-hidden="true">{status === "done" ? "✓ " : ""}</span>
        {STATUS_TEXT[status]}
      </p>
      {props.question && props.token ? (
        <noscript>
          <label htmlFor={`${props.id}-answer`} className="lead-label">
            {props.question} (to show you are not a robot)
          </label>
          <input type="hidden" name="captcha_token" value={props.token} />
          <input
            id={`${props.id}-answer`}
            name="captcha_answer"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            required
            className="mt-1 block w-24 rounded-brand border border-black/30 px-3 py-2"
          />
        </noscript>
      ) : null}
    </div>
  );
}
