/**
 * A segmented toggle: one choice of a few, shown as joined buttons. Underneath it is a radio
 * group in a fieldset, so arrow keys, forms without JavaScript and screen readers all get the
 * behaviour they expect of radios. Without onValueChange the radios are uncontrolled (value is
 * only the choice checked at first), so a server-rendered page can let CSS show what is picked.
 */
import { useId } from "react";

export type ToggleOption<T extends string> = { value: T; label: string };

export type SegmentedToggleProps<T extends string> = {
  legend: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onValueChange?: (value: T) => void;
  name?: string;
  hideLegend?: boolean;
  className?: string;
};

export function SegmentedToggle<T extends string>({
  legend,
  options,
  value,
  onValueChange,
  name,
  hideLegend = false,
  className = "",
}: SegmentedToggleProps<T>) {
  const ownId = useId();
  const group = name ?? ownId;
  return (
    <fieldset className={className}>
      <legend className={hideLegend ? "sr-only" : "mb-1 text-sm font-semibold"}>{legend}</legend>
      <div className="flex rounded-brand border border-ink/40 bg-page p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex-1 cursor-pointer rounded-brand px-2 py-1.5 text-center text-sm font-medium has-checked:bg-brand has-checked:text-brand-contrast has-focus-visible:outline-3 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={group}
              value={option.value}
              {...(onValueChange
                ? {
                    checked: option.value === value,
                    onChange: () => onValueChange(option.value),
                  }
                : { defaultChecked: option.value === value })}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
