/**
 * A stock card: photo, badge, year make model, badge and series, km / transmission / body,
 * price (or SOLD) with its label and was-price, the market indicator, the weekly estimate, and
 * the site's buttons for this car. The server works out the card's model (card-model.ts); the
 * markup is CarCardView, a browser component, so the page's data carries the compact model
 * rather than the card's whole tree (pages with cards render one <CompareTray />). Every list of
 * cards is drawn inside <CarCards>, which gives its cards what they share. The vehicle page's
 * similar-cars carousel uses it too:
 *
 *   <CarCards config={site.config} headingLevel={3}>
 *     {cars.map((car) => <CarCard key={car.id} car={car} config={site.config} now={now} />)}
 *   </CarCards>
 */
import type { ReactNode } from "react";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { CarCardView } from "./car-card-view";
import { cardModel } from "./card-model";
import { CardSettingsProvider } from "./card-settings";

const CARD_SIZES = "(min-width: 1280px) 24rem, (min-width: 640px) 50vw, 100vw";

export type CarCardsProps = {
  config: SiteConfig;
  /** h2 on a page of cards, h3 under a section heading (default). */
  headingLevel?: 2 | 3 | 4;
  /** The photos' displayed width, for the image service (next/image `sizes`). */
  sizes?: string;
  /** The page renders <CardIconSprite /> once; the cards' icons refer to it. */
  sharedIcons?: boolean;
  children: ReactNode;
};

/** Around a list of cards: what its cards share, sent to the browser once for the whole list. */
export function CarCards({
  config,
  headingLevel = 3,
  sizes = CARD_SIZES,
  sharedIcons = false,
  children,
}: CarCardsProps) {
  const settings = {
    siteSlug: config.slug,
    storage: config.favourites.storage,
    headingLevel,
    sizes,
    sharedIcons,
  };
  return <CardSettingsProvider settings={settings}>{children}</CardSettingsProvider>;
}

export type CarCardProps = {
  car: Car;
  config: SiteConfig;
  /** The page's clock (badges: new arrival, reserved; finance eligibility by car age). */
  now: Date;
  /** Load the photo at once: the first cards of a page (largest contentful paint). */
  eager?: boolean;
};

export function CarCard({ car, config, now, eager = false }: CarCardProps) {
  return (
    <CarCardView
      model={cardModel(car, config, now)}
      carId={car.id}
      priceType={car.price_type}
      eager={eager}
    />
  );
}
