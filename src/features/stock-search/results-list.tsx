/**
 * The page's cards: a grid (default) or a carousel (search.layout), with promotions in their
 * slots (sold runs already collapsed by the loader). The first cards load their photos at once;
 * the rest as they scroll into view.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import type { Slot } from "@/domain/search/promo-slots";
import { CarCard, CarCards, CardIconSprite } from "@/features/car";
import { PromoCard } from "./promo-card";
import type { PromoCardData } from "./search-promotions.server";

const EAGER_CARDS = 3;

export function ResultsList({
  slots,
  config,
  now,
}: {
  slots: readonly Slot<Car, PromoCardData>[];
  config: SiteConfig;
  now: Date;
}) {
  const carousel = config.search.layout === "carousel";
  let cars = 0;
  const items = slots.map((slot) => (
    <li
      key={slot.kind === "car" ? `car-${slot.car.id}` : slot.promo.key}
      {...(carousel ? { className: "w-[85%] shrink-0 snap-start sm:w-80" } : {})}
    >
      {slot.kind === "car" ? (
        <CarCard car={slot.car} config={config} now={now} eager={cars++ < EAGER_CARDS} />
      ) : (
        <PromoCard promo={slot.promo} />
      )}
    </li>
  ));
  if (carousel) {
    // The strip scrolls sideways inside its own box and never widens the page: it is the
    // containing block of everything positioned in its cards (a screen-reader-only text included),
    // which its overflow then clips.
    return (
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label="Results carousel, scroll sideways for more"
        className="relative -mx-4 overflow-x-auto px-4 pb-4 [scrollbar-width:thin]"
      >
        <CardIconSprite />
        <CarCards config={config} sharedIcons>
          <ul className="flex snap-x snap-mandatory gap-5">{items}</ul>
        </CarCards>
      </section>
    );
  }
  return (
    <>
      <CardIconSprite />
      <CarCards config={config} sharedIcons>
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">{items}</ul>
      </CarCards>
    </>
  );
}
