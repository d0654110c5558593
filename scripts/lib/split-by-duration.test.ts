import { describe, expect, it } from "vitest";
import { splitByDuration } from "./split-by-duration.mjs";

describe("splitByDuration", () => {
  it("gives each file, longest first, to the half with less time so far", () => {
    const [first, second] = splitByDuration(["a", "b", "c", "d", "e"], {
      a: 190,
      b: 135,
      c: 110,
      d: 60,
      e: 40,
    });
    // a 190 -> first; b 135 -> second; c 110 -> second (245); d 60 -> first (250); e 40 -> second.
    expect(first).toEqual({ files: ["a", "d"], seconds: 250 });
    expect(second).toEqual({ files: ["b", "c", "e"], seconds: 285 });
  });

  it("counts a file with no recorded time as the median of the recorded ones", () => {
    const [first, second] = splitByDuration(["new", "x", "y", "z"], { x: 10, y: 20, z: 90 });
    expect(first).toEqual({ files: ["z"], seconds: 90 });
    expect(second).toEqual({ files: ["new", "y", "x"], seconds: 50 });
  });

  it("puts every file in exactly one half, with no times recorded at all", () => {
    const files = ["p", "q", "r"];
    const [first, second] = splitByDuration(files, {});
    expect([...first.files, ...second.files].sort()).toEqual(files);
    expect(Math.abs(first.files.length - second.files.length)).toBeLessThanOrEqual(1);
  });
});
