/**
 * Everything a result card shows: the car's one presentation (shared with the vehicle page) plus
 * what only a card has, its weekly estimate and its calls to action. Computed here once so the
 * card component only lays it out, and the rules can be tested without rendering.
 */

import type { SearchCardCta } from "@/config/schema/ctas";
import type { SiteConfig } from "@/config/site-config.schema";
import { type Car, carPath, isAvailable } from "@/domain/car/car";
import { weeklyEstimate } from "@/domain/finance/weekly-estimate";
import { isReservable, reserveHref, testDriveHref } from "@/domain/vehicle/ctas";
import { financeLink, financeSettingsFor } from "@/features/finance";
import { type CarPresentation, carPresentation } from "./car-presentation";

export type CardAction = {
  readonly kind: SearchCardCta | "find-similar";
  readonly label: string;
  readonly href: string;
};

/**
 * What a card shows, sent to the browser once per card: the presentation without what its Save
 * entry already says (the name, the page's address from its slug, the photo from its photo;
 * `cardIdentity` reads them back) and with what only a card has.
 */
export type CardModel = Omit<CarPresentation, "name" | "href" | "photo" | "available"> & {
  readonly weekly: number | null;
  readonly actions: readonly CardAction[];
  readonly sold: boolean;
};
function actionsFor(config: SiteConfig, car: Car, weekly: number | null) {
  const href = carPath(car.slug);
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
          href: testDriveHref(config.forms.testDrive.path, car.id),
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
  const {
    name: _name,
    href: _href,
    photo: _photo,
    available,
    ...shown
  } = carPresentation(car, config, now);
  const weekly = weeklyEstimate(car, financeSettingsFor(config, car), now)?.amount ?? null;
  return {
    ...shown,
    weekly: available ? weekly : null,
    actions: actionsFor(config, car, weekly),
    sold: !available,
  };
}
