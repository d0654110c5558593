"use client";
/**
 * A typed number field with an optional prefix ('$') or suffix (' kms'), thousands separators
 * kept up to date as the shopper types, and quick-pick buttons. It knows nothing of what the
 * number means: the parent holds the value and decides what to do with each change.
 *
 * Without JavaScript the field is a plain text input of a GET form; the server reads its text
 * with the same parser, and each quick-pick is a submit button carrying its value under
 * `pickName`.
 */
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import {
  formatNumberText,
  type NumberTextOptions,
  parseNumberText,
  reformatTyped,
} from "./number-text";

export type QuickPick = { value: number; label: string; ariaLabel?: string };

export type NumberInputProps = NumberTextOptions & {
  label: ReactNode;
  value: number | null;
  onValueChange?: (value: number | null) => void;
  name?: string;
  id?: string;
  prefix?: string;
  suffix?: string;
  /** Shown under the field and read with it. */
  hint?: ReactNode;
  /** A problem with the value; announced politely as it appears. */
  error?: string | null;
  quickPicks?: readonly QuickPick[];
  /** Name under which a quick-pick submits its value when the page has no JavaScript. */
  pickName?: string;
  className?: string;
};

export function NumberInput({
  label,
  value,
  onValueChange,
  name,
  id,
  prefix,
  suffix,
  hint,
  error,
  quickPicks = [],
  pickName,
  decimals = 0,
  group = true,
  padDecimals = true,
  className = "",
}: NumberInputProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const options = { decimals, group, padDecimals };
  // The text being typed while focused; otherwise the value, formatted.
  const [draft, setDraft] = useState<string | null>(null);
  const caret = useRef<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = draft ?? formatNumberText(value, options);

  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const describedBy = [hint ? hintId : null, errorId].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-semibold">
        {label}
      </label>
      <div
        className={`mt-1 flex items-center rounded-brand border bg-page focus-within:outline-3 focus-within:outline-accent ${
          error ? "border-accent" : "border-ink/40"
        }`}
      >
        {prefix ? (
          <span aria-hidden="true" className="pl-3 text-ink/75">
            {prefix}
          </span>
        ) : null}
        <input
          ref={input}
          id={inputId}
          name={name}
          type="text"
          inputMode={decimals > 0 ? "decimal" : "numeric"}
          autoComplete="off"
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onFocus={() => setDraft(shown)}
          onBlur={() => setDraft(null)}
          onChange={(event) => {
            const target = event.currentTarget;
            const next = reformatTyped(target.value, target.selectionStart ?? 0, options);
            caret.current = next.caret;
            setDraft(next.text);
            onValueChange?.(parseNumberText(next.text));
          }}
          className="w-full min-w-0 bg-transparent px-2 py-2 text-base tabular-nums outline-none"
        />
        {suffix ? (
          <span aria-hidden="true" className="whitespace-pre pr-3 text-ink/75">
            {suffix}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink/75">
          {hint}
        </p>
      ) : null}
      <p
        id={errorId}
        aria-live="polite"
        className="mt-1 text-sm font-medium text-accent empty:hidden"
      >
        {error ?? ""}
      </p>
      {quickPicks.length > 0 ? (
        <fieldset className="mt-2 flex flex-wrap gap-1.5">
          <legend className="sr-only">Quick picks for {textOf(label)}</legend>
          {quickPicks.map((pick) => (
            <button
              key={pick.value}
              type="submit"
              name={pickName}
              value={pick.value}
              aria-label={pick.ariaLabel}
              aria-pressed={value === pick.value}
              onClick={(event) => {
                event.preventDefault();
                setDraft(null);
                onValueChange?.(pick.value);
              }}
              className="rounded-brand border border-ink/30 px-2.5 py-1 text-xs font-medium tabular-nums hover:border-brand aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-contrast"
            >
              {pick.label}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

/** The label as plain text for the quick-pick group's name; a rich label falls back to 'value'. */
function textOf(label: ReactNode): string {
  return typeof label === "string" || typeof label === "number" ? String(label) : "value";
}

/** A dollar amount: '$' prefix, whole dollars unless told otherwise. */
export function MoneyInput(props: Omit<NumberInputProps, "prefix">) {
  return <NumberInput prefix="$" {...props} />;
}
