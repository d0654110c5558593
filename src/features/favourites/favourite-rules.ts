/**
 * When a card or vehicle page shows the Save (favourite) button:
 * only when the site stores favourites, and in the strict mode only for cars priced above 0 with
 * a photo (and used cars, on sites that say so). A sold car's button shows only if the shopper
 * already saved it, so that it can be removed; that last part is known only in the browser.
 * Compare follows the same rule on sites that offer it (features.compare) and never shows elsewhere.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { type Car, isAvailable } from "@/domain/car/car";
import { carDisplayName } from "@/domain/car/car-title";
import type { FavouriteEntry } from "./favourites-store";

export type FavouriteVisibility = "hidden" | "shown" | "saved-only";

type FavouriteCar = Pick<Car, "status" | "price" | "images" | "car_type">;

export function favouriteVisibility(
  car: FavouriteCar,
  settings: SiteConfig["favourites"],
): FavouriteVisibility {
  if (settings.storage === "off") return "hidden";
  if (settings.requirePriceAndImage) {
    if (!(car.price > 0) || car.images.length === 0) return "hidden";
    if (settings.requireUsedType && car.car_type !== "used") return "hidden";
  }
  return isAvailable(car) ? "shown" : "saved-only";
}

export function compareVisibility(
  car: FavouriteCar,
  config: { features: { compare: boolean }; favourites: SiteConfig["favourites"] },
): FavouriteVisibility {
  return config.features.compare ? favouriteVisibility(car, config.favourites) : "hidden";
}

/** What the browser keeps of a saved car: id, name, slug, make, model, primary_image_url. */
export function favouriteEntry(
  car: Pick<Car, "id" | "name" | "slug" | "year" | "make" | "model" | "primary_image_url">,
): FavouriteEntry {
  return {
    id: car.id,
    name: carDisplayName(car),
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.primary_image_url,
  };
}
