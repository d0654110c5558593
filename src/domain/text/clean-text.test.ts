import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanInput, cleanRecord, cleanText } from "./clean-text";

const hasDroppedControl = (text: string) =>
  [...text].some((ch) => {
    const code = ch.charCodeAt(0);
    return (code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
  });

describe("cleanText", () => {
  it.each([
    ["Jane\u0000 Citizen", "Jane Citizen"],
    ["a\r\nb", "a\nb"],
    ["line\tone\nline two", "line\tone\nline two"],
    ["\u001b[31mred", "[31mred"],
    ["next\u0085line", "nextline"],
    ["x\ud800y", "x\ufffdy"],
    ["\udc00", "\ufffd"],
    ["tail\ud83d", "tail\ufffd"],
    ["Zoe\u0308", "Zoë"],
    ["cafe\u0301", "café"],
    ["🚗 ute", "🚗 ute"],
    ["\u202eRTL kept", "\u202eRTL kept"],
    ["", ""],
  ])("%j -> %j", (raw, clean) => expect(cleanText(raw)).toBe(clean));

  it("always gives well-formed NFC text without NUL or dropped controls, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (raw) => {
        const clean = cleanText(raw);
        expect(clean.isWellFormed()).toBe(true);
        expect(clean).toBe(clean.normalize("NFC"));
        expect(clean.includes("\u0000")).toBe(false);
        expect(hasDroppedControl(clean)).toBe(false);
        expect(cleanText(clean)).toBe(clean);
      }),
      { numRuns: 2000 },
    );
  });

  it("leaves ordinary text untouched", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii" }), (raw) => {
        const printable = [...raw].filter((ch) => !hasDroppedControl(ch)).join("");
        expect(cleanText(printable)).toBe(printable);
      }),
    );
  });
});

describe("cleanInput", () => {
  it("cleans every string of a nested value, keys included, and keeps other values", () => {
    expect(
      cleanInput({ "na\u0000me": "Jo\u0000", n: 4, ok: true, none: null, list: ["a\ud800", 2] }),
    ).toEqual({ name: "Jo", n: 4, ok: true, none: null, list: ["a\ufffd", 2] });
  });

  it("cuts values nested beyond any form's depth", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(JSON.stringify(cleanInput(deep))).toContain("null");
  });
});

describe("cleanRecord", () => {
  it("cleans a form's fields", () => {
    expect(cleanRecord({ first_name: "Ann\u0000", "x\u0001": "y\r\n" })).toEqual({
      first_name: "Ann",
      x: "y\n",
    });
  });
});
