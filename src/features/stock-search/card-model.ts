/**
 * Everything a result card shows, decided from the car and the site (spec 1 §2 cards, §4 badge,
 * price display, market indicator, availability, §5 favourites; spec 2 §2 search cards):
 * computed here once so the card component only lays it out, and the rules can be tested
 * without rendering.
 */

import type { SearchCardCta } from "@/config/schema/ctas";
import type { SiteConfig } from "@/config/site-config.schema";
import { type Badge, carBadge } from "@/domain/car/badge";
import { type Car, isAvailable } from "@/domain/car/car";
import { type PriceDisplay, priceDisplay } from "@/domain/car/price-display";
import { weeklyEstimate } from "@/domain/finance/weekly-estimate";
import { isReservable, reserveHref } from "@/domain/vehicle/ctas";
import { belowMarketBy } from "@/domain/vehicle/market-indicator";
import {
  compareVisibility,
  type FavouriteVisibility,
  favouriteVisibility,
} from "@/features/favourites/favourite-rules";
import { financeLink } from "@/features/finance/finance-link";
import { financeSettingsFor } from "@/features/finance/finance-settings";
import { badgeSettingsFor, priceSettingsFor } from "@/features/site/display-settings";

export type CardAction = {
  readonly kind: SearchCardCta | "find-similar";
  readonly label: string;
  readonly href: string;
};

export type CardModel = {
  readonly title: string;
  readonly subtitle: string;
  readonly href: string;
  readonly badge: Badge | null;
  readonly price: PriceDisplay;
  /** Dollars under the state (or national) average market price, when the indicator shows. */
  readonly belowMarket: number | null;
  readonly weekly: number | null;
  readonly actions: readonly CardAction[];
  readonly favourite: FavouriteVisibility;
  /** The Compare toggle: the Save rule, on sites that offer Compare. */
  readonly compare: FavouriteVisibility;
  readonly sold: boolean;
};

function actionsFor(config: SiteConfig, car: Car, weekly: number | null) {
  const href = `/cars/${car.slug}`;
  if (!isAvailable(car)) {
    return [
      { kind: "find-similar", label: config.labels.findSimilar, href: `${href}#find-similar` },
    ] as const;
  }
  const all: Record<SearchCardCta, CardAction | null> = {
    "view-details": { kind: "view-details", label: "View Details", href },
    "get-finance":
      weekly !== null
        ? { kind: "get-finance", label: "Get Finance", href: financeLink(config, car) }
        : null,
    "book-test-drive": config.features.testDrive
      ? {
          kind: "book-test-drive",
          label: "Book a Test Drive",
          href: `${config.forms.testDrive.path}?car_id=${car.id}`,
        }
      : null,
    "reserve-now":
      config.features.reserveOnline && isReservable(car)
        ? {
            kind: "reserve-now",
            label: "Reserve Now",
            href: reserveHref(config.features, car.slug),
          }
        : null,
  };
  return config.ctas.searchCard.map((kind) => all[kind]).filter((a): a is CardAction => a !== null);
}

export function cardModel(car: Car, config: SiteConfig, now: Date): CardModel {
  const price = priceDisplay(car, priceSettingsFor(config));
  const weekly = weeklyEstimate(car, financeSettingsFor(config, car), now)?.amount ?? null;
  const sold = !isAvailable(car);
  const badge = carBadge(car, badgeSettingsFor(config, car), now);
  return {
    title: `${car.year} ${car.make} ${car.model}`,
    subtitle: [car.badge, car.series].filter(Boolean).join(" "),
    href: `/cars/${car.slug}`,
    // The sold badge reads the site's sold tag unless the feed gave its own.
    badge:
      badge?.kind === "sold" && !car.tag?.trim()
        ? { ...badge, text: config.labels.soldTag }
        : badge,
    price,
    belowMarket:
      config.vehicle.marketIndicator && !sold && price.kind === "price"
        ? belowMarketBy(price.amount, car.autograb_data)
        : null,
    weekly: sold ? null : weekly,
    actions: actionsFor(config, car, weekly),
    favourite: favouriteVisibility(car, config.favourites),
    compare: compareVisibility(car, config),
    sold,
  };
}
