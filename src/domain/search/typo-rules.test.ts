import { describe, expect, it } from "vitest";
import { typoAllowance, withinTypos } from "./typo-rules";

describe("typoAllowance by word length", () => {
  it.each([
    ["kia", false, 0], // 3 letters: none
    ["ford", true, 0], // 4 letters that begin an indexed word: none
    ["hilx", false, 1], // 4 letters that begin nothing: one
    ["tusc", false, 1],
    ["hilux", true, 1], // 5 to 8 letters: one
    ["tuscon", false, 1],
    ["sportgae", false, 1],
    ["landcruse", false, 2], // 9 or more: two
    ["mitsubushi", false, 2],
    ["2020", false, 0], // numbers: none
    ["cx5", false, 0], // model codes with a digit: none
    ["ioniq5", false, 0],
    ["", false, 0],
  ] as const)("%j (begins an indexed word: %s) may have %i", (word, begins, expected) => {
    expect(typoAllowance(word, begins)).toBe(expected);
  });
});

describe("withinTypos", () => {
  it("reaches whole tokens within the allowance, and beginnings only for the word being typed", () => {
    expect(withinTypos("tuscon", "tucson", 1, false)).toBe(true);
    expect(withinTypos("tusc", "tucson", 1, false)).toBe(false);
    expect(withinTypos("tusc", "tucson", 1, true)).toBe(true);
    expect(withinTypos("corrola", "corolla", 1, false)).toBe(true);
    expect(withinTypos("cxrollx", "corolla", 1, false)).toBe(false);
  });

  it("forgives a doubled letter typed once or a single one typed twice as part of one slip", () => {
    expect(withinTypos("corrola", "corolla", 1, false)).toBe(true); // "corola" both
    expect(withinTypos("coroola", "corolla", 1, false)).toBe(true);
    expect(withinTypos("corrolla", "corolla", 1, false)).toBe(true);
    expect(withinTypos("corrolax", "corolla", 1, false)).toBe(true); // "corolax": one typo
    expect(withinTypos("corrrolax", "corolla", 1, false)).toBe(true);
    expect(withinTypos("corrolaxy", "corolla", 1, false)).toBe(false);
  });

  it("never reaches a token with a digit, nor anything without an allowance", () => {
    expect(withinTypos("mazda", "mazda3", 1, false)).toBe(false);
    expect(withinTypos("hilux", "hilux", 0, false)).toBe(false);
  });
});
