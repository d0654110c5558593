import { describe, expect, it } from "vitest";
import type { SiteConfig } from "@/config/site-config.schema";
import { compareVisibility, favouriteVisibility } from "./favourite-rules";

const settings = (o: Partial<SiteConfig["favourites"]> = {}): SiteConfig["favourites"] => ({
  storage: "browser",
  requirePriceAndImage: false,
  requireUsedType: false,
  ...o,
});
const image = { url: "/media/a.jpg", thumb: { url: "/media/a-t.jpg" } };
const car = (o: Partial<Parameters<typeof favouriteVisibility>[0]> = {}) => ({
  status: "in_stock" as const,
  price: 20_000,
  images: [image],
  car_type: "used" as const,
  ...o,
});

describe("favouriteVisibility", () => {
  it("shows for a saleable car when favourites are stored", () => {
    expect(favouriteVisibility(car(), settings())).toBe("shown");
    expect(favouriteVisibility(car({ status: "coming_soon" }), settings())).toBe("shown");
    expect(favouriteVisibility(car(), settings({ storage: "watchlist" }))).toBe("shown");
  });

  it("hides when the site stores no favourites", () => {
    expect(favouriteVisibility(car(), settings({ storage: "off" }))).toBe("hidden");
  });

  it("keeps a sold car's button only for a car already saved", () => {
    expect(favouriteVisibility(car({ status: "sold" }), settings())).toBe("saved-only");
  });

  it("in the strict mode needs a price above 0 and a photo, and a used car where required", () => {
    const strict = settings({ requirePriceAndImage: true });
    expect(favouriteVisibility(car({ price: 0 }), strict)).toBe("hidden");
    expect(favouriteVisibility(car({ images: [] }), strict)).toBe("hidden");
    expect(favouriteVisibility(car({ car_type: "new" }), strict)).toBe("shown");
    expect(
      favouriteVisibility(car({ car_type: "new" }), { ...strict, requireUsedType: true }),
    ).toBe("hidden");
    expect(favouriteVisibility(car(), { ...strict, requireUsedType: true })).toBe("shown");
    // Without the strict mode, neither price nor photo is asked for.
    expect(favouriteVisibility(car({ price: 0, images: [] }), settings())).toBe("shown");
  });
});

describe("compareVisibility", () => {
  it("follows the Save rule on sites that offer Compare", () => {
    const site = { features: { compare: true }, favourites: settings() };
    expect(compareVisibility(car(), site)).toBe("shown");
    expect(compareVisibility(car({ status: "sold" }), site)).toBe("saved-only");
    expect(compareVisibility(car(), { ...site, favourites: settings({ storage: "off" }) })).toBe(
      "hidden",
    );
  });

  it("never shows on sites that do not offer Compare", () => {
    const site = { features: { compare: false }, favourites: settings() };
    expect(compareVisibility(car(), site)).toBe("hidden");
    expect(compareVisibility(car({ status: "sold" }), site)).toBe("hidden");
  });
});
