/**
 * Maps a valid feed row to what the data layer writes: the feed's fields plus the ones derived
 * from them (name, slug start, photo count, NVIC flag, primary image).
 */
import type { StockCarInput } from "@/data/stock/stock-car-input";
import type { ValidFeedRow } from "./validate-feed";

/** "2023 Toyota HiLux SR5" -> "2023-toyota-hilux-sr5"; accents are folded, symbols dropped. */
export function slugBase(parts: readonly (string | number | null)[]): string {
  const words = parts
    .filter((p): p is string | number => p !== null && p !== "")
    .join(" ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return words.slice(0, 80).replace(/-+$/, "") || "car";
}

export function toStockCar({ car, dealershipId, locationId, hash }: ValidFeedRow): StockCarInput {
  const { dealership: _dealership, location: _location, rego_expiry, ...fields } = car;
  return {
    ...fields,
    name: [car.year, car.make, car.model, car.badge].filter((p) => p !== null).join(" "),
    slug_base: slugBase([car.year, car.make, car.model, car.badge]),
    dealership_id: dealershipId,
    location_id: locationId,
    rego_expiry: rego_expiry === null ? null : new Date(`${rego_expiry}T00:00:00Z`),
    has_nvic: car.nvic !== null,
    photos_count: car.images.length,
    primary_image_url: car.primary_image_url ?? car.images[0]?.url ?? null,
    feed_hash: hash,
  };
}
