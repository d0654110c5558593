/**
 * Everything a result card shows: the car's one presentation (shared with the vehicle page) plus
 * what only a card has, its weekly estimate and its calls to action. Computed here once so the
 * card component only lays it out, and the rules can be tested without rendering.
 */

import type { SearchCardCta } from "@/config/schema/ctas";
import type { SiteConfig } from "@/config/site-config.schema";
import { type Car, isAvailable } from "@/domain/car/car";
import { weeklyEstimate } from "@/domain/finance/weekly-estimate";
import { isReservable, reserveHref } from "@/domain/vehicle/ctas";
import { financeLink, financeSettingsFor } from "@/features/finance";
import { type CarPresentation, carPresentation } from "./car-presentation";

export type CardAction = {
  readonly kind: SearchCardCta | "find-similar";
  readonly label: string;
  readonly href: string;
};

export type CardModel = CarPresentation & {
  readonly weekly: number | null;
  readonly actions: readonly CardAction[];
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
  const presentation = carPresentation(car, config, now);
  const weekly = weeklyEstimate(car, financeSettingsFor(config, car), now)?.amount ?? null;
  return {
    ...presentation,
    weekly: presentation.available ? weekly : null,
    actions: actionsFor(config, car, weekly),
    sold: !presentation.available,
  };
}
