import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import { badgeSettingsFor, priceSettingsFor } from "./display-settings";

const config = parseSiteConfig(
  {
    slug: "alpha",
    name: "Alpha",
    dealerships: ["alpha-toyota", "alpha-used"],
    labels: { preorder: "Order now", newArrivalTag: "Just In" },
    vehicle: {
      certifiedBadge: {
        make: "Toyota",
        imageUrl: "/brand/certified.svg",
        alt: "Toyota Certified",
        dealerships: ["alpha-toyota"],
      },
    },
  },
  "alpha.json",
);

describe("display settings from a site's configuration", () => {
  it("carry the site's labels", () => {
    expect(priceSettingsFor(config).preorderText).toBe("Order now");
    expect(badgeSettingsFor(config, { dealership_slug: "alpha-toyota" }).newArrivalText).toBe(
      "Just In",
    );
  });

  it("give the certified badge only to the dealerships it names", () => {
    expect(badgeSettingsFor(config, { dealership_slug: "alpha-toyota" }).certifiedBadge).toEqual({
      make: "Toyota",
      imageUrl: "/brand/certified.svg",
      alt: "Toyota Certified",
    });
    expect(badgeSettingsFor(config, { dealership_slug: "alpha-used" }).certifiedBadge).toBeNull();
  });
});
