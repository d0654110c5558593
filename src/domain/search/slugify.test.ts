import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it.each([
    ["Mercedes-Benz", "mercedes-benz"],
    ["Škoda", "skoda"],
    ["3 Series", "3-series"],
    ["  CX-5 ", "cx-5"],
    ["Land   Rover", "land-rover"],
    ["C/Chassis (Dual Cab)", "c-chassis-dual-cab"],
    ["", ""],
    ["---", ""],
    ["東京", ""],
  ])("%j -> %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
