/**
 * The model page's colour picker as a pure state machine: choosing a variant
 * resets the colour to the first of that variant's colours; the colour arrows wrap at both ends.
 * The client island only dispatches these actions, so the rules are tested here.
 */
import type { ModelColour, ModelVariant } from "./model";

export type PickerState = { variant: number; colour: number };

export type PickerAction =
  | { type: "variant"; index: number }
  | { type: "colour"; index: number }
  | { type: "next-colour" }
  | { type: "previous-colour" }
  | { type: "next-variant" }
  | { type: "previous-variant" };

export const INITIAL_PICKER: PickerState = { variant: 0, colour: 0 };

/** i modulo length, always in 0..length-1 (0 for an empty list). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % length) + length) % length;
}

const clamp = (index: number, length: number) =>
  length <= 0 ? 0 : Math.min(length - 1, Math.max(0, Math.trunc(index)));

/**
 * `coloursOf(variant)` is how many colours that variant has. Variant arrows wrap too, so a
 * slider of variants never dead-ends.
 */
export function pickerReducer(
  state: PickerState,
  action: PickerAction,
  sizes: { variants: number; coloursOf: (variant: number) => number },
): PickerState {
  const colours = sizes.coloursOf(state.variant);
  switch (action.type) {
    case "variant": {
      const variant = clamp(action.index, sizes.variants);
      return variant === state.variant ? state : { variant, colour: 0 };
    }
    case "next-variant":
      return { variant: wrapIndex(state.variant + 1, sizes.variants), colour: 0 };
    case "previous-variant":
      return { variant: wrapIndex(state.variant - 1, sizes.variants), colour: 0 };
    case "colour":
      return { ...state, colour: clamp(action.index, colours) };
    case "next-colour":
      return { ...state, colour: wrapIndex(state.colour + 1, colours) };
    case "previous-colour":
      return { ...state, colour: wrapIndex(state.colour - 1, colours) };
  }
}

/**
 * A variant's colours: those named for its full name (or its short name); a variant with none of
 * its own shows the model's whole palette, once per colour name.
 */
export function coloursForVariant(
  variant: Pick<ModelVariant, "full_name" | "name">,
  colours: readonly ModelColour[],
): ModelColour[] {
  const own = colours.filter(
    (c) => c.model_variant_name === variant.full_name || c.model_variant_name === variant.name,
  );
  if (own.length > 0) return own;
  const seen = new Set<string>();
  return colours.filter((c) => !seen.has(c.name) && seen.add(c.name));
}
