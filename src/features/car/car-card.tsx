/**
 * A stock card: photo, badge, year make model, badge and series, km / transmission / body,
 * price (or SOLD) with its label and was-price, the market indicator, the weekly estimate, and
 * the site's buttons for this car. A server component; only the
 * Save and Compare buttons run in the browser (pages with cards render one <CompareTray />). The vehicle page's similar-cars carousel uses it too:
 *
 *   <CarCard car={car} config={site.config} now={now} headingLevel={3} />
 */

import { getImageProps } from "next/image";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { formatPrice } from "@/domain/format/price";
import { CarFactList, CarPrice } from "./car-price";
import { CardBadge } from "./card-badge";
import { cardModel } from "./card-model";
import { SaveAndCompare } from "./save-and-compare";

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

function photoProps(src: string, eager: boolean, sizes: string | undefined) {
  const { props } = getImageProps({
    src,
    alt: "",
    width: 600,
    height: 400,
    sizes: sizes ?? CARD_SIZES,
    quality: 75,
    loading: eager ? "eager" : "lazy",
    fetchPriority: eager ? "high" : "auto",
  });
  return props;
}
const BUTTON =
  "inline-flex min-h-11 flex-1 basis-[calc(50%-0.25rem)] items-center justify-center rounded-brand px-3 text-center text-sm font-semibold first:basis-full";

export function CarCard({
  car,
  config,
  now,
  headingLevel = 3,
  eager = false,
  sizes,
  sharedIcons = false,
}: CarCardProps) {
  const model = cardModel(car, config, now);
  const Heading = `h${headingLevel}` as const;
  const titleId = `car-${car.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-brand border border-black/10 bg-page shadow-sm"
    >
      <div className="relative">
        {/* biome-ignore lint/performance/noImgElement: next/image's getImageProps markup, served by the image service; no client component, so 21 cards hydrate nothing */}
        <img
          {...photoProps(model.photo, eager, sizes)}
          alt=""
          className={`aspect-[3/2] w-full bg-surface object-cover ${model.sold ? "grayscale-[60%]" : ""}`}
        />
        {model.badge ? (
          <div className="absolute left-3 top-3">
            <CardBadge badge={model.badge} />
          </div>
        ) : null}
        <div className="absolute right-3 top-3 z-10 flex flex-col items-end gap-2">
          <SaveAndCompare config={config} carId={car.id} car={model} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <Heading id={titleId} className="text-lg font-bold leading-snug">
            {/* The title link covers the whole card, so the photo opens the car too. */}
            <a
              href={model.href}
              className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline"
            >
              {model.title}
            </a>
          </Heading>
          <p className="truncate text-sm text-ink/75">{model.subtitle || "\u00a0"}</p>
        </div>
        <CarFactList
          car={model}
          className="gap-x-4 text-sm text-ink/80"
          sharedIcons={sharedIcons}
        />
        <div className="mt-auto space-y-1.5">
          {model.sold ? (
            <p className="text-xl font-extrabold uppercase tracking-wide">Sold</p>
          ) : (
            <CarPrice
              car={model}
              priceType={car.price_type}
              size="card"
              sharedIcons={sharedIcons}
            />
          )}
          {model.weekly !== null ? (
            <p className="text-sm">
              From <strong>{formatPrice(model.weekly)}/wk</strong>
              <span className="text-ink/75"> estimated finance</span>
            </p>
          ) : null}
        </div>
        <div className="relative z-10 flex flex-wrap gap-2">
          {model.actions.map((action, i) => (
            <a
              key={action.kind}
              href={action.href}
              className={`${BUTTON} ${i === 0 ? "bg-brand text-brand-contrast hover:opacity-90" : "border border-brand text-brand hover:bg-surface"}`}
            >
              {action.label}
              <span className="sr-only">: {model.title}</span>
            </a>
          ))}
        </div>
      </div>
    </article>
  );
}
