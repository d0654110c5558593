/**
 * How a site shows a car's price and badge, made from its configuration in one place: every
 * card, vehicle page, compare table and market gauge reads these, so a label or a badge rule
 * configured once shows the same everywhere.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { BadgeSettings } from "@/domain/car/badge";
import type { Car } from "@/domain/car/car";
import type { PriceDisplaySettings } from "@/domain/car/price-display";

export function priceSettingsFor(config: SiteConfig): PriceDisplaySettings {
  return {
    subscriptions: config.features.subscriptions,
    noPriceText: config.labels.noPrice,
    preorderText: config.labels.preorder,
  };
}

/** The certified badge applies to the site's listed dealerships only (all when none listed). */
export function badgeSettingsFor(
  config: SiteConfig,
  car: Pick<Car, "dealership_slug">,
): BadgeSettings {
  const certified = config.vehicle.certifiedBadge;
  const applies =
    certified !== null &&
    (certified.dealerships.length === 0 || certified.dealerships.includes(car.dealership_slug));
  return {
    electricHybridBadge: config.vehicle.electricHybridBadge,
    certifiedBadge: applies
      ? { make: certified.make, imageUrl: certified.imageUrl, alt: certified.alt }
      : null,
    runoutTagColour: config.vehicle.runoutTagColour,
    newArrivalText: config.labels.newArrivalTag,
    soldText: config.labels.soldTag,
  };
}
