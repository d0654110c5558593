"use client";
/**
 * The price slider: two handles, step 500, 5,000 to 250,000 by default, the min
 * handle never reaching the max. Plain range inputs, so the form submits them without
 * JavaScript; here they also print their values and keep apart while dragged. The results update
 * on release (the input's change event, which the search island listens for).
 */
import { useState } from "react";
import { formatPrice } from "@/domain/format/price";

export type PriceRangeProps = {
  min: number;
  max: number;
  step: number;
  /** The current bounds; null is the slider's end (no bound). */
  from: number | null;
  to: number | null;
};

export function PriceRange({ min, max, step, from, to }: PriceRangeProps) {
  const clamp = (value: number) => Math.min(max, Math.max(min, value));
  const [low, setLow] = useState(clamp(from ?? min));
  const [high, setHigh] = useState(clamp(to ?? max));
  const text = (value: number, end: boolean) =>
    end
      ? value >= max
        ? `${formatPrice(max)}+`
        : formatPrice(value)
      : value <= min
        ? `Under ${formatPrice(min)}`
        : formatPrice(value);
  const lowText = low <= min ? "Any" : formatPrice(low);
  const highText = text(high, true);
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm font-semibold" aria-hidden="true">
        <span>{lowText}</span>
        <span>{highText}</span>
      </div>
      <label htmlFor="f-price-min" className="block text-sm">
        Minimum price
        <input
          id="f-price-min"
          type="range"
          name="price_min"
          min={min}
          max={max}
          step={step}
          value={low}
          aria-valuetext={lowText}
          onChange={(event) => setLow(Math.min(Number(event.target.value), high - step))}
          className="mt-1 block w-full accent-brand"
        />
      </label>
      <label htmlFor="f-price-max" className="block text-sm">
        Maximum price
        <input
          id="f-price-max"
          type="range"
          name="price_max"
          min={min}
          max={max}
          step={step}
          value={high}
          aria-valuetext={highText}
          onChange={(event) => setHigh(Math.max(Number(event.target.value), low + step))}
          className="mt-1 block w-full accent-brand"
        />
      </label>
    </div>
  );
}
