import { describe, expect, it } from "vitest";
import { spanAtZoom } from "./locations-map";

describe("spanAtZoom", () => {
  it("halves the area shown with each zoom level", () => {
    expect(spanAtZoom(11) / spanAtZoom(12)).toBeCloseTo(2);
    expect(spanAtZoom(5)).toBeGreaterThan(4);
    expect(spanAtZoom(14)).toBeLessThan(0.1);
  });
});
