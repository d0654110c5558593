import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumberText, parseNumberText, reformatTyped } from "./number-text";

describe("formatNumberText", () => {
  it("groups thousands and keeps the asked decimals", () => {
    expect(formatNumberText(30000)).toBe("30,000");
    expect(formatNumberText(1234567)).toBe("1,234,567");
    expect(formatNumberText(999)).toBe("999");
    expect(formatNumberText(0)).toBe("0");
    expect(formatNumberText(1.7, { decimals: 2 })).toBe("1.70");
    expect(formatNumberText(1250, { group: false })).toBe("1250");
    expect(formatNumberText(30000.4)).toBe("30,000");
    expect(formatNumberText(8.5, { decimals: 2, padDecimals: false })).toBe("8.5");
    expect(formatNumberText(10, { decimals: 2, padDecimals: false })).toBe("10");
    expect(formatNumberText(8.499, { decimals: 2, padDecimals: false })).toBe("8.5");
  });

  it("prints nothing for a missing value", () => {
    expect(formatNumberText(null)).toBe("");
    expect(formatNumberText(undefined)).toBe("");
    expect(formatNumberText(Number.NaN)).toBe("");
  });
});

describe("parseNumberText", () => {
  it("reads what a shopper types, whatever dressing it carries", () => {
    expect(parseNumberText("$30,000")).toBe(30000);
    expect(parseNumberText("250 kms")).toBe(250);
    expect(parseNumberText("1.7")).toBe(1.7);
    expect(parseNumberText(".5")).toBe(0.5);
    expect(parseNumberText("1.2.3")).toBe(1.23);
  });

  it("is null when no digit is left", () => {
    expect(parseNumberText("")).toBeNull();
    expect(parseNumberText("$")).toBeNull();
    expect(parseNumberText("abc")).toBeNull();
  });

  it("reads back every number it printed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        expect(parseNumberText(formatNumberText(n))).toBe(n);
      }),
    );
  });
});

describe("reformatTyped", () => {
  it("adds a separator when the fourth digit arrives and keeps the caret at the end", () => {
    expect(reformatTyped("1000", 4)).toEqual({ text: "1,000", caret: 5 });
    expect(reformatTyped("10,0000", 7)).toEqual({ text: "100,000", caret: 7 });
  });

  it("keeps the caret after the same digit when typing in the middle", () => {
    // '1,000' with '5' typed after the 1: '15,000' → caret after the 5.
    expect(reformatTyped("15,000", 2)).toEqual({ text: "15,000", caret: 2 });
    // '12,500' with the 2 deleted: '1,500' → '1,500', caret after the 1.
    expect(reformatTyped("1,500", 1)).toEqual({ text: "1,500", caret: 1 });
    // '1,000' with the 1 deleted: ',000' → '0' (leading zeros go), caret at the start.
    expect(reformatTyped(",000", 0)).toEqual({ text: "0", caret: 0 });
  });

  it("drops what is not a number and limits decimals", () => {
    expect(reformatTyped("$2a0", 4)).toEqual({ text: "20", caret: 2 });
    expect(reformatTyped("1.755", 5, { decimals: 2 })).toEqual({ text: "1.75", caret: 4 });
    expect(reformatTyped("30,000.50", 9)).toEqual({ text: "30,000", caret: 6 });
    expect(reformatTyped("0.5", 3, { decimals: 2 })).toEqual({ text: "0.5", caret: 3 });
    expect(reformatTyped("", 0)).toEqual({ text: "", caret: 0 });
  });

  it("never puts the caret outside the text", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (text, at) => {
        const caret = Math.min(at, text.length);
        const out = reformatTyped(text, caret, { decimals: 2 });
        expect(out.caret).toBeGreaterThanOrEqual(0);
        expect(out.caret).toBeLessThanOrEqual(out.text.length);
      }),
    );
  });
});
