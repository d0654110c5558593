/**
 * A stock card: photo, badge, year make model, badge and series, km / transmission / body,
 * price (or SOLD) with its label and was-price, the market indicator, the weekly estimate, and
 * the site's buttons for this car. The server works out the card's model (card-model.ts); the
 * markup is CarCardView, a browser component, so the page's data carries the compact model
 * rather than the card's whole tree (pages with cards render one <CompareTray />). The vehicle
 * page's similar-cars carousel uses it too:
 *
 *   <CarCard car={car} config={site.config} now={now} headingLevel={3} />
 */

import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { CarCardView, type CardSettings } from "./car-card-view";
import { cardModel } from "./card-model";

export type CarCardProps = {
  car: Car;
  config: SiteConfig;
  /** The page's clock (badges: new arrival, reserved; finance eligibility by car age). */
  now: Date;
  /** h2 on a page of cards, h3 under a section heading (default). */
  headingLevel?: 2 | 3 | 4;
  /** Load the photo at once: the first cards of a page (largest contentful paint). */
  eager?: boolean;
  /** The photo's displayed width, for the image service (next/image `sizes`). */
  sizes?: string;
  /** The page renders <CardIconSprite /> once; the card's icons refer to it. */
  sharedIcons?: boolean;
};

const CARD_SIZES = "(min-width: 1280px) 24rem, (min-width: 640px) 50vw, 100vw";

/**
 * The settings object of a site's cards, the same object for every card of the same kind, so the
 * page's data writes it once and refers to it from every other card.
 */
const settingsBySite = new WeakMap<SiteConfig, Map<string, CardSettings>>();
function cardSettings(
  config: SiteConfig,
  headingLevel: CardSettings["headingLevel"],
  sizes: string,
  sharedIcons: boolean,
): CardSettings {
  const known = settingsBySite.get(config) ?? new Map<string, CardSettings>();
  settingsBySite.set(config, known);
  const key = `${headingLevel} ${sharedIcons} ${sizes}`;
  let settings = known.get(key);
  if (!settings) {
    settings = {
      siteSlug: config.slug,
      storage: config.favourites.storage,
      headingLevel,
      sizes,
      sharedIcons,
    };
    known.set(key, settings);
  }
  return settings;
}

export function CarCard({
  car,
  config,
  now,
  headingLevel = 3,
  eager = false,
  sizes,
  sharedIcons = false,
}: CarCardProps) {
  return (
    <CarCardView
      model={cardModel(car, config, now)}
      carId={car.id}
      priceType={car.price_type}
      eager={eager}
      settings={cardSettings(config, headingLevel, sizes ?? CARD_SIZES, sharedIcons)}
    />
  );
}
