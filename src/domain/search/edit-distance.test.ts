import { describe, expect, it } from "vitest";
import { editDistance, prefixEditDistance } from "./edit-distance";

describe("editDistance counts insertions, deletions, substitutions and swaps as one typo", () => {
  it.each([
    ["hilux", "hilux", 0],
    ["hilx", "hilux", 1], // a deletion
    ["hilluux", "hilux", 2], // two insertions
    ["tuscon", "tucson", 1], // a swap of neighbours
    ["sportgae", "sportage", 1], // a swap of neighbours
    ["corrola", "corolla", 2], // the doubled letter moved: two edits (typo-rules.ts forgives it)
    ["corola", "corolla", 1],
    ["mitsubushi", "mitsubishi", 1],
    ["mitsibushi", "mitsubishi", 2],
    ["ford", "fore", 1],
    ["", "abc", 3],
  ])("%j to %j is %i", (a, b, expected) => {
    expect(editDistance(a, b, 3)).toBe(expected);
    expect(editDistance(b, a, 3)).toBe(expected);
  });

  it("answers limit + 1 as soon as the distance exceeds the limit", () => {
    expect(editDistance("toyota", "nissan", 1)).toBe(2);
    expect(editDistance("hilux", "hi", 2)).toBe(3); // lengths alone differ by 3
    expect(editDistance("ab", "ba", 0)).toBe(1);
  });
});

describe("prefixEditDistance measures a word against the closest beginning of a text", () => {
  it.each([
    ["tusc", "tucson", 1], // "tucs" with a swap
    ["hilx", "hilux", 1],
    ["toyo", "toyota", 0],
    ["corrol", "corolla", 1],
    ["xyz", "toyota", 3], // more than the limit of 2
  ])("%j against %j is %i", (word, text, expected) => {
    expect(prefixEditDistance(word, text, 2)).toBe(expected);
  });

  it("is never more than the whole-word distance", () => {
    expect(prefixEditDistance("hilux", "hilux", 1)).toBe(0);
    expect(prefixEditDistance("sportgae", "sportage", 1)).toBe(1);
  });
});
