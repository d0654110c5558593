import { describe, expect, it } from "vitest";
import { formatBodyMetres } from "./length";

describe("formatBodyMetres", () => {
  it.each([
    [6360, "6.36 m"],
    [2400, "2.4 m"],
    [7000, "7 m"],
    [5485, "5.49 m"],
    [6.36, "6.36 m"],
    [0, null],
    [-5, null],
    [null, null],
    [Number.NaN, null],
  ])("%s -> %s", (value, shown) => expect(formatBodyMetres(value)).toBe(shown));
});
