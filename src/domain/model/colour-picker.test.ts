import { describe, expect, it } from "vitest";
import { coloursForVariant, INITIAL_PICKER, pickerReducer, wrapIndex } from "./colour-picker";
import type { ModelColour } from "./model";

/** Three variants with 4, 2 and 0 colours. */
const sizes = { variants: 3, coloursOf: (v: number) => [4, 2, 0][v] ?? 0 };

describe("wrapIndex", () => {
  it.each([
    [0, 4, 0],
    [4, 4, 0],
    [-1, 4, 3],
    [9, 4, 1],
    [-9, 4, 3],
    [2, 0, 0],
    [Number.NaN, 3, 0],
  ])("wrapIndex(%d, %d) = %d", (i, n, out) => expect(wrapIndex(i, n)).toBe(out));
});

describe("pickerReducer", () => {
  it("resets the colour to the first when the variant changes", () => {
    const state = { variant: 0, colour: 3 };
    expect(pickerReducer(state, { type: "variant", index: 1 }, sizes)).toEqual({
      variant: 1,
      colour: 0,
    });
  });

  it("keeps the colour when the same variant is chosen again", () => {
    const state = { variant: 0, colour: 2 };
    expect(pickerReducer(state, { type: "variant", index: 0 }, sizes)).toBe(state);
  });

  it("wraps the next-colour arrow from the last colour to the first", () => {
    expect(pickerReducer({ variant: 0, colour: 3 }, { type: "next-colour" }, sizes)).toEqual({
      variant: 0,
      colour: 0,
    });
  });

  it("wraps the previous-colour arrow from the first colour to the last", () => {
    expect(pickerReducer(INITIAL_PICKER, { type: "previous-colour" }, sizes)).toEqual({
      variant: 0,
      colour: 3,
    });
  });

  it("steps through the colours one at a time", () => {
    let state = INITIAL_PICKER;
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      state = pickerReducer(state, { type: "next-colour" }, sizes);
      seen.push(state.colour);
    }
    expect(seen).toEqual([1, 2, 3, 0, 1]);
  });

  it("wraps the variant arrows and resets the colour", () => {
    expect(pickerReducer({ variant: 2, colour: 0 }, { type: "next-variant" }, sizes)).toEqual({
      variant: 0,
      colour: 0,
    });
    expect(pickerReducer({ variant: 0, colour: 2 }, { type: "previous-variant" }, sizes)).toEqual({
      variant: 2,
      colour: 0,
    });
  });

  it("clamps a chosen index to the lists", () => {
    expect(pickerReducer(INITIAL_PICKER, { type: "variant", index: 7 }, sizes).variant).toBe(2);
    expect(pickerReducer(INITIAL_PICKER, { type: "colour", index: -2 }, sizes).colour).toBe(0);
    expect(pickerReducer(INITIAL_PICKER, { type: "colour", index: 9 }, sizes).colour).toBe(3);
  });

  it("stays at colour 0 for a variant without colours", () => {
    const state = { variant: 2, colour: 0 };
    expect(pickerReducer(state, { type: "next-colour" }, sizes)).toEqual(state);
    expect(pickerReducer(state, { type: "previous-colour" }, sizes)).toEqual(state);
  });
});

describe("coloursForVariant", () => {
  const colour = (id: number, name: string, variant: string): ModelColour => ({
    id,
    name,
    photo_url: null,
    hexCode: "#ffffff",
    oem_id: null,
    model_variant_name: variant,
  });
  const palette = [
    colour(1, "White", "X-Trail ST"),
    colour(2, "Red", "X-Trail ST"),
    colour(3, "White", "X-Trail Ti"),
    colour(4, "Blue", "Ti"),
  ];

  it("picks the colours named for the variant's full name", () => {
    expect(coloursForVariant({ full_name: "X-Trail ST", name: "ST" }, palette)).toEqual(
      palette.slice(0, 2),
    );
  });

  it("also accepts the variant's short name", () => {
    expect(coloursForVariant({ full_name: "X-Trail Ti L", name: "Ti" }, palette)).toEqual([
      palette[3],
    ]);
  });

  it("falls back to the whole palette, one per name", () => {
    expect(
      coloursForVariant({ full_name: "Other", name: "Other" }, palette).map((c) => c.id),
    ).toEqual([1, 2, 4]);
    expect(coloursForVariant({ full_name: "A", name: "A" }, [])).toEqual([]);
  });
});
