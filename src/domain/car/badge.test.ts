import { describe, expect, it } from "vitest";
import { type BadgeSettings, carBadge } from "./badge";

const now = new Date("2026-11-21T00:00:00Z");
const old = new Date("2026-10-01T00:00:00Z");
const car = {
  status: "in_stock" as const,
  tag: null as string | null,
  fuel: "Petrol",
  simple_fuel: "Petrol",
  reserved: false,
  certified: false,
  make: "Toyota",
  created_at: old,
};
const settings: BadgeSettings = {
  electricHybridBadge: true,
  certifiedBadge: null,
  runoutTagColour: "green",
  newArrivalText: "New",
  soldText: "SOLD",
};

describe("carBadge", () => {
  it("shows no badge for an ordinary car in stock", () => {
    expect(carBadge(car, settings, now)).toBeNull();
  });

  it("1. a car not for sale shows the sold tag before anything else", () => {
    const sold = { ...car, status: "sold" as const, reserved: true, fuel: "Hybrid" };
    expect(carBadge(sold, settings, now)).toEqual({ kind: "sold", text: "SOLD" });
    expect(carBadge({ ...sold, tag: "JUST SOLD" }, settings, now)).toEqual({
      kind: "sold",
      text: "JUST SOLD",
    });
    expect(carBadge(sold, { ...settings, soldText: "Sold Out" }, now)).toEqual({
      kind: "sold",
      text: "Sold Out",
    });
  });

  it("2. electric or hybrid fuel, only where enabled", () => {
    const hybrid = { ...car, fuel: "Petrol Hybrid", reserved: true };
    expect(carBadge(hybrid, settings, now)).toEqual({ kind: "fuel", text: "Hybrid" });
    expect(carBadge({ ...car, simple_fuel: "Electric" }, settings, now)).toEqual({
      kind: "fuel",
      text: "Electric",
    });
    expect(carBadge(hybrid, { ...settings, electricHybridBadge: false }, now)).toEqual({
      kind: "reserved",
      text: "RESERVED",
    });
  });

  it("4. the certified image only for the configured make", () => {
    const certifiedBadge = {
      make: "Toyota",
      imageUrl: "/brand/certified.svg",
      alt: "Certified pre-owned",
    };
    const certified = { ...car, certified: true, tag: "Runout Sale" };
    expect(carBadge(certified, { ...settings, certifiedBadge }, now)).toMatchObject({
      kind: "certified",
    });
    expect(
      carBadge({ ...certified, make: "Mazda" }, { ...settings, certifiedBadge }, now),
    ).toMatchObject({
      kind: "tag",
    });
  });

  it("5. the free-text tag, runout coloured per dealer", () => {
    expect(carBadge({ ...car, tag: "Runout Sale" }, settings, now)).toEqual({
      kind: "tag",
      text: "Runout Sale",
      tone: "green",
    });
    expect(
      carBadge({ ...car, tag: "Runout Sale" }, { ...settings, runoutTagColour: "red" }, now),
    ).toMatchObject({
      tone: "red",
    });
    expect(carBadge({ ...car, tag: "Test Drive Only" }, settings, now)).toMatchObject({
      tone: "neutral",
    });
  });

  it("6. COMING SOON, then 7. new arrival under 8 days", () => {
    expect(carBadge({ ...car, status: "coming_soon" }, settings, now)).toEqual({
      kind: "coming-soon",
      text: "COMING SOON",
    });
    const sevenDays = new Date(now.getTime() - 7.9 * 86_400_000);
    const eightDays = new Date(now.getTime() - 8 * 86_400_000);
    expect(carBadge({ ...car, created_at: sevenDays }, settings, now)).toEqual({
      kind: "new-arrival",
      text: "New",
    });
    expect(carBadge({ ...car, created_at: eightDays }, settings, now)).toBeNull();
  });
});

describe("the site's new-arrival label", () => {
  it("names the new-arrival badge as the site configures it", () => {
    const fresh = { ...car, created_at: new Date(now.getTime() - 86_400_000) };
    expect(carBadge(fresh, { ...settings, newArrivalText: "Just In" }, now)).toEqual({
      kind: "new-arrival",
      text: "Just In",
    });
  });
});
