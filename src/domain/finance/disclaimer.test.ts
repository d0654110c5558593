import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { financePresentationLine, truncateDisclaimer } from "./disclaimer";

const words = (n: number) => Array.from({ length: n }, () => "finance").join(" ");

describe("truncateDisclaimer", () => {
  it("shows text of 197 characters or fewer whole, without a toggle", () => {
    const exact = "x".repeat(197);
    expect(truncateDisclaimer(exact)).toEqual({ short: exact, full: exact, truncated: false });
    expect(truncateDisclaimer("Fees apply.")).toEqual({
      short: "Fees apply.",
      full: "Fees apply.",
      truncated: false,
    });
  });

  it("cuts at the last whole word before 197 characters", () => {
    // 'finance ' is 8 characters: 25 words take 25 × 8 − 1 = 199 characters.
    // The 197th character falls inside word 25 (it spans 192..198), so the cut goes back
    // to the space at index 191, keeping 24 words: 24 × 8 − 1 = 191 characters.
    const text = words(25);
    const view = truncateDisclaimer(text);
    expect(view.short).toBe(`${words(24)}...`);
    expect(view.short).toHaveLength(194);
    expect(view).toMatchObject({ full: text, truncated: true });
  });

  it("keeps a word that ends exactly at the cut", () => {
    // 'x' × 189 + ' finance more': the cut at 197 ends 'finance' (190..196); index 197 is a space.
    const text = `${"x".repeat(189)} finance more`;
    expect(truncateDisclaimer(text).short).toBe(`${"x".repeat(189)} finance...`);
  });

  it("drops trailing punctuation before the ellipsis", () => {
    // 'x' × 196 then ',' at 196 and a space at 197: the cut keeps 'x' × 196 + ',', next is a
    // space so no word is split; the comma goes.
    expect(truncateDisclaimer(`${"x".repeat(196)}, more`).short).toBe(`${"x".repeat(196)}...`);
    // 'x' × 190, ',' 190, ' ' 191, 'then' 192..195, ' ' 196, 'a' 197: 'a' is cut, back to 196.
    expect(truncateDisclaimer(`${"x".repeat(190)}, then a word`).short).toBe(
      `${"x".repeat(190)}, then...`,
    );
  });

  it("hard-cuts a long unbroken run rather than keep too little", () => {
    // The only space is at 20, under three quarters of 197 (147.75): cut at 197 exactly.
    const text = `${"a".repeat(20)} ${"b".repeat(300)}`;
    const view = truncateDisclaimer(text);
    expect(view.short).toBe(`${text.slice(0, 197)}...`);
    expect(view.short).toHaveLength(200);
  });

  it("never splits a surrogate pair", () => {
    // 196 'x' then an emoji (2 UTF-16 units at 196..197): the cut would keep half of it.
    const text = `${"x".repeat(196)}🚗${"y".repeat(10)}`;
    expect(truncateDisclaimer(text).short).toBe(`${"x".repeat(196)}...`);
  });

  it("measures line breaks as single spaces and keeps them in the full text", () => {
    const text = `  Comparison rate based on a $30,000 secured loan\n\nover 5 years.  `;
    expect(truncateDisclaimer(text)).toEqual({
      short: "Comparison rate based on a $30,000 secured loan over 5 years.",
      full: "Comparison rate based on a $30,000 secured loan\n\nover 5 years.",
      truncated: false,
    });
  });

  it("gives empty text for a missing disclaimer", () => {
    const empty = { short: "", full: "", truncated: false };
    expect(truncateDisclaimer(undefined)).toEqual(empty);
    expect(truncateDisclaimer(null)).toEqual(empty);
    expect(truncateDisclaimer("   ")).toEqual(empty);
  });

  it("keeps the short form within 197 characters plus the ellipsis, as a prefix", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const view = truncateDisclaimer(text);
        expect(view.short.length).toBeLessThanOrEqual(200);
        const flat = view.full.replace(/\s+/g, " ");
        if (view.truncated) {
          expect(view.short.endsWith("...")).toBe(true);
          expect(flat.startsWith(view.short.slice(0, -3))).toBe(true);
        } else {
          expect(view.short).toBe(flat);
        }
      }),
    );
  });
});

describe("financePresentationLine", () => {
  it("reads as the default example loan by default", () => {
    expect(financePresentationLine()).toBe("5 year term, 10.0% deposit, 30.0% final payment");
  });

  it("shows the given terms with one-decimal percents", () => {
    expect(
      financePresentationLine({ termYears: 7, depositPercent: 0, finalPaymentPercent: 12.5 }),
    ).toBe("7 year term, 0.0% deposit, 12.5% final payment");
    expect(financePresentationLine({ termYears: 4.5 })).toBe(
      "4.5 year term, 10.0% deposit, 30.0% final payment",
    );
  });

  it("falls back to the defaults for unusable figures", () => {
    expect(
      financePresentationLine({
        termYears: Number.NaN,
        depositPercent: -5,
        finalPaymentPercent: undefined,
      }),
    ).toBe("5 year term, 10.0% deposit, 30.0% final payment");
  });
});
