/**
 * One presentation of a car for every place that shows it (result cards, the vehicle page, the
 * sold block): its names, badge, price, market indicator, key facts, photo and the Save and
 * Compare entries, each decided by the one domain rule with the site's settings. A card and the
 * vehicle page therefore never disagree about the same car.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { type Badge, carBadge } from "@/domain/car/badge";
import { type Car, carPath, carPhotoUrl, isAvailable } from "@/domain/car/car";
import { type CarFact, carFacts } from "@/domain/car/car-facts";
import { carDisplayName, carSubtitle, carTitle } from "@/domain/car/car-title";
import { type PriceDisplay, priceDisplay } from "@/domain/car/price-display";
import { belowMarketBy } from "@/domain/vehicle/market-indicator";
import {
  compareVisibility,
  type FavouriteEntry,
  type FavouriteVisibility,
  favouriteEntry,
  favouriteVisibility,
} from "@/features/favourites";
import { badgeSettingsFor, priceSettingsFor } from "@/features/site";

export type CarPresentation = {
  /** Year, make and model. */
  readonly title: string;
  /** Badge and series. */
  readonly subtitle: string;
  /** The feed's full name, else the title: what Share, Save and Compare call the car. */
  readonly name: string;
  readonly href: string;
  readonly available: boolean;
  readonly badge: Badge | null;
  readonly price: PriceDisplay;
  /** Dollars under the state (or national) average market price, when the indicator shows. */
  readonly belowMarket: number | null;
  readonly facts: readonly CarFact[];
  /** The car's main photo, or the site's placeholder when it has none. */
  readonly photo: string;
  readonly favourite: { readonly visibility: FavouriteVisibility; readonly entry: FavouriteEntry };
  /** The Compare toggle: the Save rule, on sites that offer Compare. */
  readonly compare: FavouriteVisibility;
};

export function carPresentation(car: Car, config: SiteConfig, now: Date): CarPresentation {
  const available = isAvailable(car);
  const price = priceDisplay(car, priceSettingsFor(config));
  return {
    title: carTitle(car),
    subtitle: carSubtitle(car),
    name: carDisplayName(car),
    href: carPath(car.slug),
    available,
    badge: carBadge(car, badgeSettingsFor(config, car), now),
    price,
    belowMarket:
      config.vehicle.marketIndicator && available && price.kind === "price"
        ? belowMarketBy(price.amount, car.autograb_data)
        : null,
    facts: carFacts(car),
    photo: carPhotoUrl(car.primary_image_url),
    favourite: {
      visibility: favouriteVisibility(car, config.favourites),
      entry: favouriteEntry(car),
    },
    compare: compareVisibility(car, config),
  };
}
