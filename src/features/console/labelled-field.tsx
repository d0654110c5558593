/**
 * The console's labelled fields: a label in small type above its control, tied to it by id, as
 * the filter forms (leads, stock) lay them out. The shopper forms' FieldShell
 * (features/leads/form/fields.tsx) does not serve here: it marks every field required or
 * "(optional)" in the label, which would change each field's accessible name, and it wears the
 * site's brand.
 */
import type { ReactNode } from "react";
import { fieldClass } from "./console-shell";

/** A label above `children`, the control whose id is `id`. */
function LabelledField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  /** Classes beyond the column of label and control (a grid span). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : "flex flex-col gap-1"}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled text, search or date input whose value starts as `value`. */
export function InputField({
  id,
  name,
  type,
  label,
  value,
  className,
}: {
  id: string;
  name: string;
  type: "text" | "search" | "date";
  label: string;
  value: string | undefined;
  className?: string;
}) {
  return (
    <LabelledField id={id} label={label} className={className}>
      <input id={id} name={name} type={type} defaultValue={value ?? ""} className={fieldClass} />
    </LabelledField>
  );
}

/** A labelled select of `options`, first offering the empty choice when `empty` names it. */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  empty,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** What the empty choice ("no filter") reads; no empty choice when absent. */
  empty?: string;
}) {
  return (
    <LabelledField id={id} label={label}>
      <select id={id} name={name} defaultValue={value} className={fieldClass}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
