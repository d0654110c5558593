import { describe, expect, it } from "vitest";
import { siteIconSvg, siteInitials } from "./site-icon";

describe("siteInitials", () => {
  it("takes the first letter of the first two words", () => {
    expect(siteInitials("Parkside Nissan")).toBe("PN");
    expect(siteInitials("Southern Cross Motor Group")).toBe("SC");
  });

  it("skips punctuation-only words and keeps a single word's letter", () => {
    expect(siteInitials("  & Outback  ")).toBe("O");
    expect(siteInitials("redgum pre-owned")).toBe("RP");
  });

  it("falls back to a question mark for a name without letters", () => {
    expect(siteInitials("— —")).toBe("?");
  });
});

describe("siteIconSvg", () => {
  it("draws the initials in the given colours", () => {
    const svg = siteIconSvg({
      name: "Parkside Nissan",
      background: "#c3002f",
      foreground: "#ffffff",
    });
    expect(svg).toContain('fill="#c3002f"');
    expect(svg).toMatch(/fill="#ffffff">PN<\/text>/);
    expect(svg).toContain('font-size="30"');
  });

  it("uses a larger letter for one initial", () => {
    expect(siteIconSvg({ name: "Outback", background: "#000", foreground: "#fff" })).toContain(
      'font-size="40"',
    );
  });
});
