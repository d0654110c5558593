import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPhone } from "@/domain/format/phone";
import { nationalMobile, parseAustralianMobile } from "./mobile";

describe("parseAustralianMobile", () => {
  it.each([
    ["0412345678", "+61412345678"],
    ["0412 345 678", "+61412345678"],
    ["  0412-345-678 ", "+61412345678"],
    ["(0412) 345 678", "+61412345678"],
    ["+61 412 345 678", "+61412345678"],
    ["+61412345678", "+61412345678"],
    ["0061 412 345 678", "+61412345678"],
    ["+61 (0)412 345 678", "+61412345678"],
    ["0512 345 678", "+61512345678"],
  ])("%s → %s", (text, expected) => {
    expect(parseAustralianMobile(text)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["07 3123 4567", "a landline"],
    ["1300 123 456", "a 1300 number"],
    ["041234567", "nine digits"],
    ["04123456789", "eleven digits"],
    ["+64 21 123 4567", "a foreign number"],
    ["0412 345 67a", "a letter"],
    ["0412345678 ext 1", "an extension"],
    ["+61 412 345 678 0412 345 678", "two numbers"],
  ])("refuses %s (%s)", (text) => {
    expect(parseAustralianMobile(text)).toBeNull();
  });

  it("shows the stored number as a national mobile", () => {
    expect(formatPhone(parseAustralianMobile("+61 412 345 678"))).toBe("04 1234 5678");
  });

  it("reads its own stored and shown forms back to the same number", () => {
    const mobile = fc
      .tuple(fc.constantFrom("04", "05"), fc.stringMatching(/^\d{8}$/))
      .map(([prefix, rest]) => prefix + rest);
    fc.assert(
      fc.property(mobile, (national) => {
        const stored = parseAustralianMobile(national);
        expect(stored).toMatch(/^\+61[45]\d{8}$/);
        expect(parseAustralianMobile(stored!)).toBe(stored);
        expect(parseAustralianMobile(formatPhone(stored))).toBe(stored);
      }),
    );
  });
});

describe("nationalMobile", () => {
  it("writes a +61 number as a lead keeps it, and leaves others alone", () => {
    expect(nationalMobile("+61412345678")).toBe("0412345678");
    expect(nationalMobile("0412345678")).toBe("0412345678");
  });
});
