import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import type { SiteConfigInput } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { testCar } from "@/domain/search/test-car.test-support";
import { comparePrice, compareRows } from "./compare-rows";

const config = (extra: Partial<SiteConfigInput> = {}) =>
  parseSiteConfig(
    { slug: "acme", name: "Acme", dealerships: ["acme"], ...extra },
    "sites/acme.json",
  );
const car = (o: Partial<Car> = {}) =>
  testCar({ id: 7, price: 24_990, before_price: null, offer_price: null, price_type: null, ...o });

describe("comparePrice", () => {
  it("shows the price with its label, and a was-price above it", () => {
    expect(comparePrice(car({ price_type: "Drive Away" }), config())).toBe("$24,990 Drive Away");
    expect(comparePrice(car({ before_price: 27_500 }), config())).toBe("$24,990 (was $27,500)");
  });

  it("follows the price rules: offer price, subscription, no price, sold", () => {
    expect(comparePrice(car({ offer_price: 22_000 }), config())).toMatch(/^\$22,000/);
    const subs = config({ features: { subscriptions: true } });
    expect(comparePrice(car({ subscription_price: 199 }), subs)).toBe("$199 per week subscription");
    expect(comparePrice(car({ price: 0 }), config())).toBe("Enquire for price.");
    expect(comparePrice(car({ status: "sold" }), config())).toBe("Sold");
  });
});

describe("compareRows", () => {
  it("lists the facts in order, with a dash for a missing one and the site's type label", () => {
    const rows = compareRows(config({ labels: { used: "Pre-Owned" } }));
    expect(rows.map((r) => r.label)).toEqual([
      "Price",
      "Year",
      "Type",
      "Kilometres",
      "Body",
      "Transmission",
      "Fuel",
      "Drive",
      "Seats",
      "Colour",
      "Location",
    ]);
    const c = car({ car_type: "used", km: 48_200, seats: null, colour: "White", year: 2021 });
    const value = (label: string) => rows.find((r) => r.label === label)?.value(c);
    expect(value("Type")).toBe("Pre-Owned");
    expect(value("Kilometres")).toBe("48,200 kms");
    expect(value("Seats")).toBe("—");
    expect(value("Colour")).toBe("White");
    expect(value("Year")).toBe("2021");
  });
});
