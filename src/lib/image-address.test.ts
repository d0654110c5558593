import { describe, expect, it } from "vitest";
import { imageServiceAddress, shortImageLoader } from "./image-address";

describe("short image addresses", () => {
  it("writes the width and quality before the photo's own path", () => {
    expect(shortImageLoader({ src: "/media/cars/ute/a.jpg", width: 384, quality: 80 })).toBe(
      "/i/384q80/media/cars/ute/a.jpg",
    );
    expect(shortImageLoader({ src: "/media/cars/ute/a.jpg", width: 1200 })).toBe(
      "/i/1200q75/media/cars/ute/a.jpg",
    );
  });

  it("turns a short address back into the image service's", () => {
    const short = shortImageLoader({ src: "/media/cars/suv/ebe6da/front.jpg", width: 640 });
    expect(imageServiceAddress(short)).toBe(
      "/_next/image?url=%2Fmedia%2Fcars%2Fsuv%2Febe6da%2Ffront.jpg&w=640&q=75",
    );
    expect(imageServiceAddress("/i/128q80/brand/logo.svg")).toBe(
      "/_next/image?url=%2Fbrand%2Flogo.svg&w=128&q=80",
    );
  });

  it("is not a short address outside /media and /brand, with dot segments, or malformed", () => {
    for (const path of [
      "/i/384q75/etc/passwd",
      "/i/384q75/media/../etc/passwd",
      "/i/384q75/media/./a.jpg",
      "/i/384/media/a.jpg",
      "/i/q75/media/a.jpg",
      "/i/99999q75/media/a.jpg",
      "/images/384q75/media/a.jpg",
      "/cars/2020-toyota",
    ]) {
      expect(imageServiceAddress(path), path).toBeNull();
    }
  });
});
