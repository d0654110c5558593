import { describe, expect, it } from "vitest";
import { ratingText, showRating, starFills } from "./stars";

describe("starFills", () => {
  it("draws a partial star only when the fraction is above 0.3", () => {
    expect(starFills(4.5)).toEqual(["full", "full", "full", "full", "partial"]);
    expect(starFills(4.3)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starFills(4.31)).toEqual(["full", "full", "full", "full", "partial"]);
    expect(starFills(3.9)).toEqual(["full", "full", "full", "partial", "empty"]);
  });

  it("handles the ends", () => {
    expect(starFills(5)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starFills(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
    expect(starFills(7)).toEqual(starFills(5));
    expect(starFills(-1)).toEqual(starFills(0));
  });
});

describe("showRating", () => {
  const settings = { minimumRating: 4, hidden: false };
  it("shows only an average above the minimum, unless reviews are hidden", () => {
    expect(showRating(4.1, settings)).toBe(true);
    expect(showRating(4, settings)).toBe(false);
    expect(showRating(null, settings)).toBe(false);
    expect(showRating(4.8, { ...settings, hidden: true })).toBe(false);
  });
});

describe("ratingText", () => {
  it("one decimal, count with thousands separators", () => {
    expect(ratingText(4.56, 1310)).toBe("4.6 (1,310 reviews)");
    expect(ratingText(5, 1)).toBe("5.0 (1 review)");
  });
});
