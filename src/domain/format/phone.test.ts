import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPhone, maskPhone } from "./phone";

describe("formatPhone", () => {
  it.each([
    // +61 becomes a leading 0; landlines group 2-4-4.
    ["+61 7 3123 4567", "07 3123 4567"],
    ["+61731234567", "07 3123 4567"],
    ["+61 (0)7 3123 4567", "07 3123 4567"],
    ["0061 2 9876 5432", "02 9876 5432"],
    // Mobiles group 2-4-4 too.
    ["+61 412 345 678", "04 1234 5678"],
    ["+61412345678", "04 1234 5678"],
    // National numbers are grouped the same way.
    ["0731234567", "07 3123 4567"],
    ["(07) 3123-4567", "07 3123 4567"],
    ["0412345678", "04 1234 5678"],
    ["1300123456", "1300 123 456"],
    ["1800 123 456", "1800 123 456"],
    ["131234", "13 12 34"],
  ])("%s → %s", (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it("leaves unrecognised numbers as written, trimmed", () => {
    expect(formatPhone("  +64 9 123 4567 ")).toBe("+64 9 123 4567");
    expect(formatPhone("07 3123 4567 ext 12")).toBe("07 3123 4567 ext 12");
    expect(formatPhone("+61 7 3123")).toBe("+61 7 3123");
    expect(formatPhone("123")).toBe("123");
  });

  it("gives '' for missing input", () => {
    expect(formatPhone(undefined)).toBe("");
    expect(formatPhone(null)).toBe("");
    expect(formatPhone("")).toBe("");
  });

  it("is idempotent", () => {
    const auNumber = fc
      .tuple(fc.constantFrom("+614", "+617", "04", "02", "1300"), fc.stringMatching(/^\d{8}$/))
      .map(([prefix, rest]) => prefix + rest);
    fc.assert(
      fc.property(auNumber, (raw) => {
        const once = formatPhone(raw);
        expect(formatPhone(once)).toBe(once);
      }),
    );
  });
});

describe("maskPhone", () => {
  it("masks the digits after the first 5 characters, keeping spaces", () => {
    // '04 12' is kept (5 characters), then '34 5678' → 'XX XXXX'.
    expect(maskPhone("04 1234 5678")).toBe("04 12XX XXXX");
    // '07 31' is kept, then '23 4567' → 'XX XXXX'.
    expect(maskPhone("07 3123 4567")).toBe("07 31XX XXXX");
  });

  it("shows short numbers whole and handles missing input", () => {
    expect(maskPhone("1234")).toBe("1234");
    expect(maskPhone("12345")).toBe("12345");
    expect(maskPhone("")).toBe("");
    expect(maskPhone(undefined)).toBe("");
    expect(maskPhone(null)).toBe("");
  });

  it("takes a different visible count, never negative", () => {
    expect(maskPhone("0412345678", 0)).toBe("XXXXXXXXXX");
    expect(maskPhone("0412345678", -3)).toBe("XXXXXXXXXX");
    expect(maskPhone("0412345678", 2)).toBe("04XXXXXXXX");
  });

  it("keeps the length and the first 5 characters", () => {
    fc.assert(
      fc.property(fc.string(), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        expect(masked.slice(0, 5)).toBe(phone.slice(0, 5));
        expect(masked.slice(5)).not.toMatch(/\d/);
      }),
    );
  });
});
