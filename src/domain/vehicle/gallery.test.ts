import { describe, expect, it } from "vitest";
import {
  galleryPhotos,
  hasPriority,
  initialViewMode,
  showsThumbnails,
  spinSource,
  stepIndex,
  viewModes,
} from "./gallery";

const placeholderUrl = "/media/placeholder.jpg";
const img = (url: string) => ({ url });

describe("galleryPhotos", () => {
  const none = { placeholderUrl, newArrivalImageUrl: null };
  const arrival = { placeholderUrl, newArrivalImageUrl: "/brand/new-arrival.jpg" };

  it("shows the photos when there are 2 or more", () => {
    expect(galleryPhotos([img("/a.jpg"), img("/b.jpg")], arrival)).toEqual({
      urls: ["/a.jpg", "/b.jpg"],
      source: "photos",
    });
  });

  it("uses the placeholder or the new-arrival image for a car without photos", () => {
    expect(galleryPhotos([], none)).toEqual({ urls: [placeholderUrl], source: "placeholder" });
    expect(galleryPhotos([], arrival)).toEqual({
      urls: ["/brand/new-arrival.jpg"],
      source: "new-arrival",
    });
  });

  it("counts the default placeholder address as no photo", () => {
    expect(galleryPhotos([img(placeholderUrl)], arrival).source).toBe("new-arrival");
    expect(galleryPhotos([img(placeholderUrl), img("/a.jpg"), img(placeholderUrl)], none)).toEqual({
      urls: ["/a.jpg", placeholderUrl],
      source: "placeholder",
    });
  });

  it("keeps a single real photo and adds the new-arrival image, else the placeholder, after it", () => {
    expect(galleryPhotos([img("/a.jpg")], arrival)).toEqual({
      urls: ["/a.jpg", "/brand/new-arrival.jpg"],
      source: "new-arrival",
    });
    expect(galleryPhotos([img("/a.jpg")], none)).toEqual({
      urls: ["/a.jpg", placeholderUrl],
      source: "placeholder",
    });
  });
});

describe("showsThumbnails", () => {
  it("needs more than 3 images and an in-stock car", () => {
    expect(showsThumbnails(3, "in_stock")).toBe(false);
    expect(showsThumbnails(4, "in_stock")).toBe(true);
    expect(showsThumbnails(20, "coming_soon")).toBe(false);
    expect(showsThumbnails(20, "sold")).toBe(false);
  });
});

describe("hasPriority", () => {
  it("is true for the first 2 images only", () => {
    expect([0, 1, 2, 3, -1].map(hasPriority)).toEqual([true, true, false, false, false]);
  });
});

describe("stepIndex", () => {
  it("wraps at both ends", () => {
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe("view modes", () => {
  const viewer = (code: string) => `https://viewer.test/${code}`;
  const noViewer = () => null;

  it("spins through the car's frames when it has them, even with a spin code", () => {
    const car = {
      spin_images: ["/f1.jpg", "/f2.jpg"],
      spin_code: "ABC",
      spin_interior_image: null,
    };
    expect(spinSource(car, viewer)).toEqual({ kind: "frames", frames: ["/f1.jpg", "/f2.jpg"] });
  });

  it("opens the external viewer page for a car with only a spin code", () => {
    const car = { spin_images: [], spin_code: "ABC", spin_interior_image: null };
    expect(spinSource(car, viewer)).toEqual({ kind: "external", url: "https://viewer.test/ABC" });
    expect(spinSource(car, noViewer)).toBeNull();
    expect(spinSource({ ...car, spin_code: " " }, viewer)).toBeNull();
  });

  it("offers spin and interior only when the car has them", () => {
    const frames = { kind: "frames" as const, frames: ["/f.jpg"] };
    expect(viewModes(null, null)).toEqual(["gallery"]);
    expect(viewModes(frames, null)).toEqual(["gallery", "spin"]);
    expect(viewModes(frames, "/dash.jpg")).toEqual(["gallery", "spin", "interior"]);
    expect(viewModes(null, "/dash.jpg")).toEqual(["gallery", "interior"]);
  });

  it("opens in the site's default view when the car has it", () => {
    expect(initialViewMode(["gallery", "spin"], "spin")).toBe("spin");
    expect(initialViewMode(["gallery"], "spin")).toBe("gallery");
    expect(initialViewMode(["gallery", "interior"], "interior")).toBe("interior");
  });
});
