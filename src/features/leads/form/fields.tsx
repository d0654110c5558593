/**
 * Labelled form controls with their error text: aria-invalid and aria-describedby tie each
 * message to its field, so a screen reader reads the problem with the field.
 */
import type { ReactNode } from "react";
import type { Option } from "./form-setup";

// Component classes of lead-fields.css: a form repeats them for every field.
const control = "lead-control";

export type FieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  hint?: string;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
};

function describedBy(id: string, error?: string, hint?: string) {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined
  );
}

export function FieldShell(props: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className="lead-label">
        {props.label}
        {props.required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className="lead-optional"> (optional)</span>
        )}
      </label>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="text-sm text-ink/75">
          {props.hint}
        </p>
      ) : null}
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="lead-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField(
  props: FieldProps & {
    type?: "text" | "email" | "tel";
    inputMode?: "numeric" | "tel" | "email" | "text";
    autoComplete?: string;
    maxLength?: number;
    pattern?: string;
    className?: string;
  },
) {
  return (
    <FieldShell {...props}>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? "text"}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        pattern={props.pattern}
        required={props.required}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.error, props.hint)}
        onChange={(e) => props.onChange(props.name, e.target.value)}
        onBlur={() => props.onBlur(props.name)}
        className={control}
      />
    </FieldShell>
  );
}

export function TextArea(props: FieldProps & { rows?: number; className?: string }) {
  return (
    <FieldShell {...props}>
      <textarea
        id={props.id}
        name={props.name}
        rows={props.rows ?? 4}
        maxLength={2000}
        required={props.required}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.error, props.hint)}
        onChange={(e) => props.onChange(props.name, e.target.value)}
        onBlur={() => props.onBlur(props.name)}
        className={control}
      />
    </FieldShell>
  );
}

export function SelectField(
  props: FieldProps & {
    options: readonly Option[];
    placeholder?: string;
    groups?: { label: string; options: Option[] }[];
    className?: string;
  },
) {
  return (
    <FieldShell {...props}>
      <select
        id={props.id}
        name={props.name}
        required={props.required}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.error, props.hint)}
        onChange={(e) => props.onChange(props.name, e.target.value)}
        onBlur={() => props.onBlur(props.name)}
        className={control}
      >
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {props.groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField(
  props: Omit<FieldProps, "value"> & { checked: boolean; children?: ReactNode },
) {
  return (
    <div>
      <div className="lead-check">
        <input
          id={props.id}
          name={props.name}
          type="checkbox"
          checked={props.checked}
          required={props.required}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${props.id}-error` : undefined}
          onChange={(e) => props.onChange(props.name, e.target.checked ? "on" : "")}
          onBlur={() => props.onBlur(props.name)}
          className="lead-box"
        />
        <label htmlFor={props.id} className="text-sm">
          {props.children ?? props.label}
        </label>
      </div>
      {props.error ? (
        <p id={`${props.id}-error`} className="lead-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function RadioGroup(props: FieldProps & { options: readonly Option[] }) {
  return (
    <fieldset aria-describedby={props.error ? `${props.id}-error` : undefined}>
      <legend className="text-sm font-semibold">{props.label}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
        {props.options.map((o) => (
          <label key={o.value} className="lead-choice">
            <input
              type="radio"
              name={props.name}
              value={o.value}
              checked={props.value === o.value}
              onChange={() => props.onChange(props.name, o.value)}
              className="size-4 accent-brand"
            />
            {o.label}
          </label>
        ))}
      </div>
      {props.error ? (
        <p id={`${props.id}-error`} className="lead-error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
