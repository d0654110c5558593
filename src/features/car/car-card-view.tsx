"use client";
/**
 * A stock card's markup from its compact model (card-model.ts): rendered on the server like any
 * component, and sent to the browser as that model only, so a page of cards carries each card's
 * data once (its markup in the HTML) rather than twice (markup, then the same tree again in the
 * page's data rows). Save and Compare are its only interactive parts.
 */
import { getImageProps } from "next/image";
import type { SiteConfig } from "@/config/site-config.schema";
import { formatPrice } from "@/domain/format/price";
import { CarFactList, CarPrice } from "./car-price";
import { CardBadge } from "./card-badge";
import type { CardModel } from "./card-model";
import { SaveAndCompare } from "./save-and-compare";

const BUTTON =
  "inline-flex min-h-11 flex-1 basis-[calc(50%-0.25rem)] items-center justify-center rounded-brand px-3 text-center text-sm font-semibold first:basis-full";

export type CarCardViewProps = {
  model: CardModel;
  carId: number;
  priceType: string | null;
  siteSlug: string;
  storage: SiteConfig["favourites"]["storage"];
  headingLevel: 2 | 3 | 4;
  eager: boolean;
  sizes: string;
  sharedIcons: boolean;
};

export function CarCardView({
  model,
  carId,
  priceType,
  siteSlug,
  storage,
  headingLevel,
  eager,
  sizes,
  sharedIcons,
}: CarCardViewProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `car-${carId}-title`;
  const { props: photo } = getImageProps({
    src: model.photo,
    alt: "",
    width: 600,
    height: 400,
    sizes,
    quality: 75,
    loading: eager ? "eager" : "lazy",
    fetchPriority: eager ? "high" : "auto",
  });
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-brand border border-black/10 bg-page shadow-sm"
    >
      <div className="relative">
        {/* biome-ignore lint/performance/noImgElement: next/image's getImageProps markup, served by the image service; no client component, so 21 cards hydrate nothing */}
        <img
          {...photo}
          alt=""
          className={`aspect-[3/2] w-full bg-surface object-cover ${model.sold ? "grayscale-[60%]" : ""}`}
        />
        {model.badge ? (
          <div className="absolute left-3 top-3">
            <CardBadge badge={model.badge} />
          </div>
        ) : null}
        <div className="absolute right-3 top-3 z-10 flex flex-col items-end gap-2">
          <SaveAndCompare siteSlug={siteSlug} storage={storage} carId={carId} car={model} />
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
            <CarPrice car={model} priceType={priceType} size="card" sharedIcons={sharedIcons} />
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
