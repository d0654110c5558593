import { describe, expect, it } from "vitest";
import { mapBox, spanAtZoom } from "./locations-map";

const LON_SCALE = Math.cos((27 * Math.PI) / 180);
const brisbane = { address: { lat: -27.47, long: 153.02 } };
const sydney = { address: { lat: -33.87, long: 151.21 } };

describe("spanAtZoom", () => {
  it("halves the area shown with each zoom level", () => {
    // 360° over 256 px tiles, across the 600 px map, at zoom 12: 0.206° of longitude.
    expect(spanAtZoom(12)).toBeCloseTo(((360 * 600) / 256 / 4096) * LON_SCALE, 6);
    expect(spanAtZoom(11) / spanAtZoom(12)).toBeCloseTo(2);
    expect(spanAtZoom(5)).toBeGreaterThan(4);
    expect(spanAtZoom(14)).toBeLessThan(0.1);
  });
});

describe("mapBox", () => {
  it("centres the map on the site's centre at its zoom, wherever the pins are", () => {
    const view = { mapZoom: 10, mapCentre: { lat: -27.47, lng: 153.02 } };
    const box = mapBox([sydney], view);
    expect(box.span).toBeCloseTo(spanAtZoom(10));
    expect(box.minX + box.span / 2).toBeCloseTo(153.02 * LON_SCALE);
    expect(box.minY + (box.span * 420) / 600 / 2).toBeCloseTo(27.47);
  });

  it("fits the pins when the site names no centre, whatever its zoom", () => {
    const fitted = mapBox([brisbane, sydney], { mapZoom: 10, mapCentre: null });
    expect(fitted).toEqual(mapBox([brisbane, sydney]));
    // 6.4° of latitude between the two cities, with a 40 % margin.
    expect(fitted.span).toBeCloseTo(6.4 * 1.4);
  });
});
