"use client";
/**
 * The colour picker: variants and colours as native radio groups, so keyboards and
 * screen readers work without extra code, plus arrow buttons that wrap. The state rules live in
 * domain/model/colour-picker (changing the variant resets the colour to the first).
 */
import Image from "next/image";
import { useReducer } from "react";
import { INITIAL_PICKER, type PickerAction, pickerReducer } from "@/domain/model/colour-picker";
import { showSliderArrows } from "@/domain/model/showroom";
import { shortImageLoader } from "@/lib/image-address";
import { flatColours, type PickerVariant } from "./picker-props";

const arrowClass =
  "grid size-10 shrink-0 place-items-center rounded-full border border-black/15 bg-page text-xl font-bold hover:border-brand focus-visible:outline-2 focus-visible:outline-brand";

export function ColourPicker({
  modelName,
  variants,
}: {
  modelName: string;
  variants: PickerVariant[];
}) {
  const sizes = {
    variants: variants.length,
    coloursOf: (v: number) => flatColours(variants[v]).length,
  };
  const [state, dispatch] = useReducer(
    (s: typeof INITIAL_PICKER, a: PickerAction) => pickerReducer(s, a, sizes),
    INITIAL_PICKER,
  );
  const variant = variants[state.variant];
  const colours = flatColours(variant);
  const colour = colours[state.colour];
  if (!variant) return null;
  let position = -1;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <figure className="rounded-brand bg-surface p-4">
        {colour?.photo ? (
          <Image
            loader={shortImageLoader}
            key={colour.id}
            src={colour.photo}
            alt={`${modelName} ${variant.name} in ${colour.name}`}
            width={900}
            height={600}
            sizes="(min-width: 1024px) 60vw, 100vw"
            quality={80}
            className="aspect-[3/2] w-full object-contain"
          />
        ) : null}
        <figcaption className="mt-3 text-center font-semibold" aria-live="polite">
          {variant.name}
          {colour ? ` in ${colour.name}` : ""}
        </figcaption>
      </figure>

      <div className="space-y-6">
        <fieldset>
          <legend className="mb-2 font-semibold">Variant</legend>
          <div className="flex items-center gap-2">
            {showSliderArrows(variants.length) ? (
              <button
                type="button"
                className={arrowClass}
                aria-label="Previous variant"
                onClick={() => dispatch({ type: "previous-variant" })}
              >
                ‹
              </button>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {variants.map((v, i) => (
                <label key={v.id} className="cursor-pointer">
                  <input
                    type="radio"
                    name="picker-variant"
                    value={v.id}
                    checked={i === state.variant}
                    onChange={() => dispatch({ type: "variant", index: i })}
                    className="peer sr-only"
                  />
                  <span className="block rounded-brand border border-black/15 px-3 py-1.5 text-sm font-semibold peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-contrast peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand">
                    {v.name}
                  </span>
                </label>
              ))}
            </div>
            {showSliderArrows(variants.length) ? (
              <button
                type="button"
                className={arrowClass}
                aria-label="Next variant"
                onClick={() => dispatch({ type: "next-variant" })}
              >
                ›
              </button>
            ) : null}
          </div>
        </fieldset>

        {colours.length > 0 ? (
          <fieldset>
            <legend className="mb-2 font-semibold">Colour</legend>
            <div className="flex items-start gap-2">
              <button
                type="button"
                className={arrowClass}
                aria-label="Previous colour"
                onClick={() => dispatch({ type: "previous-colour" })}
              >
                ‹
              </button>
              <div className="flex-1 space-y-3">
                {variant.groups.map((group) => (
                  <div key={group.label || "all"}>
                    {group.label ? (
                      <p className="mb-1 text-sm font-medium text-ink/75">{group.label}</p>
                    ) : null}
                    <div className="flex flex-wrap gap-2">
                      {group.colours.map((c) => {
                        position += 1;
                        const index = position;
                        return (
                          <label key={c.id} className="cursor-pointer" title={c.name}>
                            <input
                              type="radio"
                              name="picker-colour"
                              value={c.id}
                              checked={index === state.colour}
                              onChange={() => dispatch({ type: "colour", index })}
                              className="peer sr-only"
                            />
                            <span
                              aria-hidden="true"
                              style={{ backgroundColor: c.hex }}
                              className="block size-9 rounded-full border-2 border-black/20 peer-checked:ring-2 peer-checked:ring-brand peer-checked:ring-offset-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand"
                            />
                            <span className="sr-only">{c.name}</span>
                          </label>
                        );
                      })}
                    </div>
                  </div>
                ))}
              </div>
              <button
                type="button"
                className={arrowClass}
                aria-label="Next colour"
                onClick={() => dispatch({ type: "next-colour" })}
              >
                ›
              </button>
            </div>
          </fieldset>
        ) : (
          <p className="text-sm text-ink/75">Colours for this variant are coming soon.</p>
        )}
      </div>
    </div>
  );
}
