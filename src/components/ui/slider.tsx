/**
 * A range slider with its label and the current value in words, built on the native range
 * input so keyboard, touch and screen readers work without help. No hooks: it renders on the
 * server and in any client island that owns the value.
 */
import { type ReactNode, useId } from "react";

export type SliderProps = {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange?: (value: number) => void;
  /** How the value reads aloud and beside the label, e.g. '5 years' or '$30,000'. */
  valueText: string;
  name?: string;
  id?: string;
  /** Show the label to screen readers only (a field above already names the value). */
  hideLabel?: boolean;
  /** Show the value beside the label. */
  showValue?: boolean;
  minLabel?: string;
  maxLabel?: string;
  className?: string;
};

export function Slider({
  label,
  value,
  min,
  max,
  step,
  onValueChange,
  valueText,
  name,
  id,
  hideLabel = false,
  showValue = true,
  minLabel,
  maxLabel,
  className = "",
}: SliderProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-range`;
  return (
    <div className={className}>
      <div className={hideLabel ? "sr-only" : "flex items-baseline justify-between gap-2"}>
        <label htmlFor={inputId} className="text-sm font-semibold">
          {label}
        </label>
        {showValue && !hideLabel ? (
          <span aria-hidden="true" className="text-sm font-semibold tabular-nums">
            {valueText}
          </span>
        ) : null}
      </div>
      <input
        id={inputId}
        name={name}
        type="range"
        min={min}
        max={max}
        step={step}
        value={Math.min(max, Math.max(min, value))}
        aria-valuetext={valueText}
        onChange={(event) => onValueChange?.(Number(event.currentTarget.value))}
        className="mt-1 block h-6 w-full cursor-pointer accent-brand"
      />
      {minLabel || maxLabel ? (
        <div aria-hidden="true" className="flex justify-between text-xs text-ink/75 tabular-nums">
          <span>{minLabel}</span>
          <span>{maxLabel}</span>
        </div>
      ) : null}
    </div>
  );
}
