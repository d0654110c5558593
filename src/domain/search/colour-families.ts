/**
 * Colour families of paint names, so that "red" finds "Soul Red Crystal" and "white" finds
 * "Ivory Pearl". A paint name that says a family's word ("Snowflake White Pearl") is in that
 * family only; one that names none is placed by its shade words ("Graphite" is grey, "Ivory"
 * white, "Forged Copper" brown). A name with neither is in no family.
 */
import { tokenize } from "./text-index";

/** Each family's own words first, then the shades that place a paint in it. */
export const COLOUR_FAMILIES = {
  white: {
    words: ["white"],
    shades: [
      "ivory",
      "cream",
      "creamy",
      "pearl",
      "snow",
      "frost",
      "frosted",
      "glacier",
      "arctic",
      "polar",
      "alabaster",
      "chalk",
    ],
  },
  black: { words: ["black"], shades: ["ebony", "onyx", "obsidian", "jet", "ink", "raven"] },
  silver: {
    words: ["silver"],
    shades: ["aluminium", "aluminum", "platinum", "chrome", "sterling"],
  },
  grey: {
    words: ["grey", "gray"],
    shades: ["graphite", "charcoal", "gunmetal", "slate", "titanium", "ash", "smoke", "magnetite"],
  },
  blue: { words: ["blue"], shades: ["navy", "azure", "cobalt", "sapphire", "aqua", "cyan"] },
  red: { words: ["red"], shades: ["crimson", "scarlet", "ruby", "burgundy", "maroon", "cherry"] },
  green: { words: ["green"], shades: ["olive", "emerald", "jade", "teal", "khaki"] },
  yellow: { words: ["yellow"], shades: ["lemon", "mustard"] },
  orange: { words: ["orange"], shades: ["amber", "tangerine"] },
  brown: { words: ["brown"], shades: ["bronze", "copper", "chocolate", "mocha"] },
  beige: { words: ["beige"], shades: ["sand", "champagne", "tan"] },
  gold: { words: ["gold"], shades: [] },
  purple: { words: ["purple"], shades: ["violet", "plum", "lilac"] },
} as const satisfies Record<string, { words: readonly string[]; shades: readonly string[] }>;

export type ColourFamily = keyof typeof COLOUR_FAMILIES;

const FAMILIES = Object.keys(COLOUR_FAMILIES) as ColourFamily[];

/** The families of a paint name, in table order. */
export function colourFamilies(paint: string): ColourFamily[] {
  const words = tokenize(paint);
  const named = FAMILIES.filter((family) =>
    COLOUR_FAMILIES[family].words.some((word) => words.includes(word)),
  );
  if (named.length > 0) return named;
  return FAMILIES.filter((family) =>
    (COLOUR_FAMILIES[family].shades as readonly string[]).some((shade) => words.includes(shade)),
  );
}
