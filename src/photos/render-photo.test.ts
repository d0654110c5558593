import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  BODY_SHAPES,
  LOCATION_PHOTO_VARIANTS,
  PAINT,
  type PhotoRequest,
  VIEW_NAMES,
} from "./photo-catalogue";
import { renderPhotoSvg } from "./render-photo";

const hash = (s: string) => createHash("sha1").update(s).digest("hex");
type CarRequest = Extract<PhotoRequest, { kind: "car" }>;
const car = (shape: CarRequest["shape"], hex: string, view: CarRequest["view"]): PhotoRequest => ({
  kind: "car",
  shape,
  hex,
  view,
});

describe("renderPhotoSvg", () => {
  it("draws a different picture for every shape and every paint", () => {
    const seen = new Set<string>();
    for (const shape of BODY_SHAPES)
      for (const hex of [PAINT.white, PAINT.red, PAINT.blue, PAINT.black]) {
        seen.add(hash(renderPhotoSvg(car(shape, hex, "front-three-quarter"))));
      }
    expect(seen.size).toBe(BODY_SHAPES.length * 4);
  });

  it("draws all 30 views of a car as distinct, well-formed SVG", () => {
    const seen = new Set<string>();
    for (const view of VIEW_NAMES) {
      const svg = renderPhotoSvg(car("suv", PAINT.green, view));
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      seen.add(hash(svg));
    }
    expect(seen.size).toBe(VIEW_NAMES.length);
  });

  it("draws caravan interiors instead of a dashboard", () => {
    const van = renderPhotoSvg(car("caravan", PAINT.navy, "dashboard"));
    const sedan = renderPhotoSvg(car("sedan", PAINT.navy, "dashboard"));
    expect(van).not.toBe(sedan);
    expect(van).not.toContain("NaN");
  });

  it("draws every location variant and the placeholder", () => {
    for (const variant of LOCATION_PHOTO_VARIANTS) {
      expect(renderPhotoSvg({ kind: "location", variant })).not.toMatch(/NaN|undefined/);
    }
    expect(renderPhotoSvg({ kind: "placeholder" })).toContain("Photo coming soon");
  });

  it("is deterministic", () => {
    const req = car("ute", PAINT.orange, "rear-three-quarter-dark");
    expect(renderPhotoSvg(req)).toBe(renderPhotoSvg(req));
  });
});
