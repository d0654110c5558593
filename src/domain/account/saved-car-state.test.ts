import { describe, expect, it } from "vitest";
import { priceChange, savedCarState } from "./saved-car-state";

const car = { status: "in_stock" as const, reserved: false, price: 30000 };

describe("savedCarState", () => {
  it("is available with no change when nothing moved", () => {
    expect(savedCarState(car, 30000)).toEqual({ availability: "available", priceChange: null });
  });

  it("says reserved, and sold before reserved", () => {
    expect(savedCarState({ ...car, reserved: true }, 30000).availability).toBe("reserved");
    expect(savedCarState({ ...car, status: "sold", reserved: true }, 30000).availability).toBe(
      "sold",
    );
    expect(savedCarState({ ...car, status: "coming_soon" }, 30000).availability).toBe("available");
  });

  it("gives the price change of a sold car too", () => {
    expect(savedCarState({ ...car, status: "sold", price: 28000 }, 30000)).toEqual({
      availability: "sold",
      priceChange: { from: 30000, to: 28000, direction: "down" },
    });
  });
});

describe("priceChange", () => {
  it("goes down or up", () => {
    expect(priceChange(30000, 28990)).toEqual({ from: 30000, to: 28990, direction: "down" });
    expect(priceChange(30000, 31500)).toEqual({ from: 30000, to: 31500, direction: "up" });
  });

  it("ignores price on application, a missing price and changes under a dollar", () => {
    expect(priceChange(0, 28990)).toBeNull();
    expect(priceChange(30000, 0)).toBeNull();
    expect(priceChange(Number.NaN, 1)).toBeNull();
    expect(priceChange(30000, 30000.4)).toBeNull();
  });
});
