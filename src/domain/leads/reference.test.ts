import { describe, expect, it } from "vitest";
import { isReference, newReference, referenceFromBytes } from "./reference";

describe("reference numbers", () => {
  it("maps bytes onto the Crockford alphabet", () => {
    expect(referenceFromBytes(new Uint8Array([0, 1, 10, 18, 31, 32, 255, 20]))).toBe("01AJZ0ZM");
  });

  it("never uses I, L, O or U", () => {
    for (let i = 0; i < 200; i++) expect(newReference()).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it("recognises references and nothing else", () => {
    expect(isReference("K7M2QX9A")).toBe(true);
    expect(isReference("K7M2QX9")).toBe(false);
    expect(isReference("K7M2QX9I")).toBe(false);
    expect(isReference("k7m2qx9a")).toBe(false);
    expect(isReference("' or 1=1")).toBe(false);
  });

  it("refuses too few bytes", () => {
    expect(() => referenceFromBytes(new Uint8Array(4))).toThrow();
  });
});
