import { describe, expect, it } from "vitest";
import {
  BODY_SHAPES,
  carPhotoUrl,
  PAINT,
  photoCacheKey,
  photoPathSchema,
  VIEW_NAMES,
} from "./photo-catalogue";

const parse = (path: string) => photoPathSchema.safeParse(path.split("/"));

describe("photo addresses", () => {
  it("offers 30 views for each of the ten shapes", () => {
    expect(VIEW_NAMES).toHaveLength(30);
    expect(BODY_SHAPES).toHaveLength(10);
  });

  it("accepts every car, location and placeholder address it builds", () => {
    for (const shape of BODY_SHAPES)
      for (const view of VIEW_NAMES) {
        const url = carPhotoUrl(shape, `#${PAINT.red.toUpperCase()}`, view);
        const r = photoPathSchema.safeParse(url.replace("/media/", "").split("/"));
        expect(r.success, url).toBe(true);
        if (r.success) expect(`/media/${photoCacheKey(r.data)}`).toBe(url);
      }
    expect(parse("locations/showroom-1.jpg").data).toEqual({
      kind: "location",
      variant: "showroom-1",
    });
    expect(parse("placeholder.jpg").data).toEqual({ kind: "placeholder" });
  });

  it.each([
    "",
    "cars",
    "cars/sedan/b3141c",
    "cars/sedan/b3141c/side",
    "cars/sedan/b3141c/side.png",
    "cars/sedan/B3141C/side.jpg",
    "cars/sedan/123456/side.jpg",
    "cars/truck/b3141c/side.jpg",
    "cars/sedan/b3141c/roof.jpg",
    "cars/sedan/b3141c/side.jpg/extra",
    "cars/../../etc/passwd",
    "cars/sedan/..%2f/side.jpg",
    "locations/showroom-99.jpg",
    "locations/../placeholder.jpg",
    "placeholder.png",
    "Placeholder.jpg",
  ])("rejects %j", (path) => {
    expect(parse(path).success).toBe(false);
  });
});
