import { describe, expect, it } from "vitest";
import {
  DELIVERY_MESSAGES,
  type DeliveryZone,
  distanceKm,
  parseDeliveryPostcode,
  quoteDelivery,
} from "./delivery";

const zone = (z: Partial<DeliveryZone> & Pick<DeliveryZone, "name" | "price">): DeliveryZone => ({
  postcodes: [],
  state: null,
  radiusKm: null,
  fromPostcode: null,
  ...z,
});

// Toowoomba 4350 and Brisbane 4000: about 100 km apart.
const toowoomba = { postcode: "4350", state: "QLD", lat: -27.5606, long: 151.9539 };
const brisbane = { postcode: "4000", state: "QLD", lat: -27.4698, long: 153.0251 };
const sydney = { postcode: "2000", state: "NSW", lat: -33.8688, long: 151.2093 };
const perth = { postcode: "6000", state: "WA", lat: -31.9505, long: 115.8605 };
const centres = new Map([["4350", toowoomba]]);

const zones = [
  zone({ name: "Darling Downs", price: 0, radiusKm: 80, fromPostcode: "4350" }),
  zone({ name: "Brisbane CBD", price: 450, postcodes: ["4000-4005"] }),
  zone({ name: "Queensland", price: 890, state: "QLD" }),
  zone({ name: "New South Wales", price: 1490, state: "NSW" }),
];

describe("delivery messages", () => {
  it("are the exact fixed texts", () => {
    expect(DELIVERY_MESSAGES.empty).toBe("Please enter a postcode.");
    expect(DELIVERY_MESSAGES["no-estimate"]).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });
});

describe("parseDeliveryPostcode", () => {
  it("asks for a postcode when blank, rejects anything but 4 digits", () => {
    expect(parseDeliveryPostcode("")).toEqual({ ok: false, error: "empty" });
    expect(parseDeliveryPostcode("   ")).toEqual({ ok: false, error: "empty" });
    expect(parseDeliveryPostcode(null)).toEqual({ ok: false, error: "empty" });
    expect(parseDeliveryPostcode("400")).toEqual({ ok: false, error: "invalid" });
    expect(parseDeliveryPostcode("4,000")).toEqual({ ok: false, error: "invalid" });
    expect(parseDeliveryPostcode(" 4350 ")).toEqual({ ok: true, value: "4350" });
  });
});

describe("quoteDelivery", () => {
  it("matches a radius around the zone's postcode", () => {
    expect(quoteDelivery(zones, "4350", toowoomba, centres)).toEqual({
      ok: true,
      value: { price: 0, name: "Darling Downs" },
    });
  });

  it("matches listed ranges, then whole states, first zone wins", () => {
    expect(distanceKm(toowoomba, brisbane)).toBeGreaterThan(80);
    expect(quoteDelivery(zones, "4000", brisbane, centres)).toEqual({
      ok: true,
      value: { price: 450, name: "Brisbane CBD" },
    });
    expect(quoteDelivery(zones, "4810", { ...brisbane, postcode: "4810" }, centres)).toEqual({
      ok: true,
      value: { price: 890, name: "Queensland" },
    });
    expect(quoteDelivery(zones, "2000", sydney, centres)).toEqual({
      ok: true,
      value: { price: 1490, name: "New South Wales" },
    });
  });

  it("gives no estimate outside every zone or for an unknown postcode", () => {
    expect(quoteDelivery(zones, "6000", perth, centres)).toEqual({
      ok: false,
      error: "no-estimate",
    });
    expect(quoteDelivery(zones, "0999", null, centres)).toEqual({
      ok: false,
      error: "no-estimate",
    });
    expect(quoteDelivery([], "4350", toowoomba, centres)).toEqual({
      ok: false,
      error: "no-estimate",
    });
  });

  it("still matches a listed postcode the postcode table does not know", () => {
    expect(quoteDelivery(zones, "4001", null, centres).ok).toBe(true);
  });

  it("limits a radius zone to its state when one is set", () => {
    const limited = [
      zone({
        name: "Near, QLD only",
        price: 100,
        radiusKm: 1000,
        fromPostcode: "4350",
        state: "QLD",
      }),
    ];
    expect(quoteDelivery(limited, "2000", sydney, centres).ok).toBe(false);
    expect(quoteDelivery(limited, "4000", brisbane, centres).ok).toBe(true);
  });

  it("measures great-circle distance with the 6371 km radius", () => {
    // One degree of latitude is 6371 × π / 180 = 111.19 km.
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 1, long: 0 })).toBeCloseTo(111.19, 2);
    expect(distanceKm(sydney, sydney)).toBe(0);
  });
});
