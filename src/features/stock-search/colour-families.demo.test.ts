/**
 * Colour families of the demo data's real paint names: each paint is drawn in the photo
 * renderer's palette colour, and that colour's family is the one a shopper's word must find.
 */
import { describe, expect, it } from "vitest";
import { CARAVAN_DECALS } from "@/demo/catalogue/caravans";
import { MAKE_PAINTS } from "@/demo/catalogue/colours";
import { colourFamilies } from "@/domain/search/colour-families";

/** The family a shopper calls each palette colour. */
const FAMILY_OF_PALETTE: Record<string, string> = {
  white: "white",
  pearl: "white",
  silver: "silver",
  grey: "grey",
  graphite: "grey",
  black: "black",
  red: "red",
  maroon: "red",
  blue: "blue",
  navy: "blue",
  skyblue: "blue",
  green: "green",
  olive: "green",
  teal: "green",
  orange: "orange",
  yellow: "yellow",
  bronze: "brown",
  brown: "brown",
  beige: "beige",
  purple: "purple",
};

const paints = [...Object.values(MAKE_PAINTS).flat(), ...CARAVAN_DECALS].map(
  ([name, palette]) => [name, palette] as const,
);

describe("colour families of the demo paints", () => {
  it.each(paints)("%s (drawn %s) is in its palette colour's family", (name, palette) => {
    expect(colourFamilies(name)).toEqual([FAMILY_OF_PALETTE[palette]]);
  });

  it("worked examples", () => {
    expect(colourFamilies("Soul Red Crystal")).toEqual(["red"]);
    expect(colourFamilies("Snowflake White Pearl")).toEqual(["white"]);
    expect(colourFamilies("Silver Pearl")).toEqual(["silver"]);
    expect(colourFamilies("Ivory Pearl")).toEqual(["white"]);
    expect(colourFamilies("Graphite")).toEqual(["grey"]);
    expect(colourFamilies("Two-Tone Black and White")).toEqual(["white", "black"]);
    expect(colourFamilies("Velvet Dream")).toEqual([]);
  });
});
