"use client";
/**
 * A stock card's markup from its compact model (card-model.ts): rendered on the server like any
 * component, and sent to the browser as that model only, so a page of cards carries each card's
 * data once (its markup in the HTML) rather than twice (markup, then the same tree again in the
 * page's data rows). What the cards of a list share comes from around the list (card-settings.tsx).
 * Save and Compare are its only interactive parts.
 */
import { getImageProps } from "next/image";
import { formatPrice } from "@/domain/format/price";
import { shortImageLoader } from "@/lib/image-address";
import { CarFactList, CarPrice } from "./car-price";
import { CardBadge } from "./card-badge";
import { cardIdentity } from "./card-identity";
import type { CardModel } from "./card-model";
import { useCardSettings } from "./card-settings";
import { SaveAndCompare } from "./save-and-compare";

export type CarCardViewProps = {
  model: CardModel;
  carId: number;
  priceType: string | null;
  eager: boolean;
};

/**
 * A card is never drawn wider than 640 CSS pixels (one column below 640, half the width up to
 * 1280, 24rem beyond), so a 1200-pixel copy covers it at twice the density: wider copies would only
 * lengthen every card's srcset.
 */
const CARD_PHOTO_WIDEST = 1200;

/** The photo's attributes: the image service's srcset up to CARD_PHOTO_WIDEST, and no inline style. */
function cardPhoto(src: string, sizes: string, eager: boolean) {
  const { props } = getImageProps({
    loader: shortImageLoader,
    src,
    alt: "",
    width: 600,
    height: 400,
    sizes,
    quality: 75,
    loading: eager ? "eager" : "lazy",
    ...(eager ? { fetchPriority: "high" as const } : {}),
  });
  const { style: _style, srcSet, ...attributes } = props;
  const widths = (srcSet ?? "")
    .split(", ")
    .filter(
      (entry) => Number.parseInt(entry.slice(entry.lastIndexOf(" ") + 1), 10) <= CARD_PHOTO_WIDEST,
    );
  return {
    ...attributes,
    srcSet: widths.join(", "),
    src: shortImageLoader({ src, width: CARD_PHOTO_WIDEST, quality: 75 }),
  };
}

export function CarCardView({ model, carId, priceType, eager }: CarCardViewProps) {
  const { siteSlug, storage, headingLevel, sizes, sharedIcons } = useCardSettings();
  const Heading = `h${headingLevel}` as const;
  const titleId = `car-${carId}-title`;
  const { name, href, photo: photoUrl } = cardIdentity(model);
  const photo = cardPhoto(photoUrl, sizes, eager);
  return (
    <article aria-labelledby={titleId} className="card">
      <div className="card-media">
        {/* biome-ignore lint/performance/noImgElement: next/image's getImageProps markup, served by the image service; no client component, so 21 cards hydrate nothing */}
        <img {...photo} alt="" className={model.sold ? "sold" : undefined} />
        {model.badge ? (
          <div className="card-badge">
            <CardBadge badge={model.badge} />
          </div>
        ) : null}
        <div className="card-tools">
          <SaveAndCompare
            siteSlug={siteSlug}
            storage={storage}
            carId={carId}
            car={{ favourite: model.favourite, compare: model.compare, name }}
          />
        </div>
      </div>
      <div className="card-body">
        <div>
          <Heading id={titleId} className="card-title">
            <a href={href}>{model.title}</a>
          </Heading>
          <p className="card-sub">{model.subtitle || "\u00a0"}</p>
        </div>
        <CarFactList car={model} sharedIcons={sharedIcons} />
        <div className="card-money">
          {model.sold ? (
            <p className="text-xl font-extrabold uppercase tracking-wide">Sold</p>
          ) : (
            <CarPrice car={model} priceType={priceType} size="card" sharedIcons={sharedIcons} />
          )}
          {model.weekly !== null ? (
            <p className="text-sm">
              From <strong>{`${formatPrice(model.weekly)}/wk`}</strong>
              <span className="text-ink/75"> estimated finance</span>
            </p>
          ) : null}
        </div>
        <div className="card-actions">
          {model.actions.map((action) => (
            <a key={action.kind} href={action.href}>
              {action.label}
              <span className="sr-only">{`: ${model.title}`}</span>
            </a>
          ))}
        </div>
      </div>
    </article>
  );
}
