/**
 * How a saved car stands now, against when it was saved: sold (it stays on the list, marked
 * sold, until the car leaves stock), reserved by someone, or available; and whether its price
 * went up or down since it was saved. A price of 0 (price on application) never counts as a
 * change, nor does a change under a dollar.
 */
import type { CarStatus } from "@/domain/car/car";

export type SavedCarAvailability = "available" | "reserved" | "sold";

export type PriceChange = { from: number; to: number; direction: "down" | "up" };

export type SavedCarState = { availability: SavedCarAvailability; priceChange: PriceChange | null };

type LiveCar = { status: CarStatus; reserved: boolean; price: number };

export function savedCarAvailability(car: Pick<LiveCar, "status" | "reserved">) {
  if (car.status === "sold") return "sold";
  return car.reserved ? "reserved" : "available";
}

export function priceChange(priceWhenSaved: number, priceNow: number): PriceChange | null {
  if (!(priceWhenSaved > 0) || !(priceNow > 0)) return null;
  if (Math.abs(priceNow - priceWhenSaved) < 1) return null;
  return {
    from: priceWhenSaved,
    to: priceNow,
    direction: priceNow < priceWhenSaved ? "down" : "up",
  };
}

export function savedCarState(car: LiveCar, priceWhenSaved: number): SavedCarState {
  return {
    availability: savedCarAvailability(car),
    priceChange: priceChange(priceWhenSaved, car.price),
  };
}
