/** A promotional card among the results: image, title, text, and its link. */
import { Img } from "@/components/ui/img";
import type { PromoCardData } from "./search-promotions.server";

/**
 * An offer's artwork, decorative beside its heading: ours through the image service, a dealer's
 * on its own host as it is.
 */
export function PromoImage({ url }: { url: string }) {
  return url.startsWith("/") ? (
    <Img
      src={url}
      alt=""
      width={600}
      height={400}
      sizes="(min-width: 1280px) 24rem, (min-width: 640px) 50vw, 100vw"
      quality={75}
      className="aspect-[3/2] w-full object-cover"
    />
  ) : (
    // biome-ignore lint/performance/noImgElement: a dealer's offer artwork on its own host
    <img src={url} alt="" className="aspect-[3/2] w-full object-cover" loading="lazy" />
  );
}

/** `level`: the card's heading level, 2 where the page has no section heading above the cards. */
export function PromoCard({ promo, level = 3 }: { promo: PromoCardData; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article
      aria-label={`Offer: ${promo.title}`}
      className="flex h-full flex-col overflow-hidden rounded-brand bg-brand text-brand-contrast shadow-sm"
    >
      {promo.imageUrl ? <PromoImage url={promo.imageUrl} /> : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-bold uppercase tracking-wider">Special offer</p>
        <Heading className="text-xl font-bold leading-snug">{promo.title}</Heading>
        {promo.description ? <p className="text-sm">{promo.description}</p> : null}
        {promo.href ? (
          <a
            href={promo.href}
            className="mt-auto inline-flex min-h-11 items-center justify-center rounded-brand bg-brand-contrast px-4 font-semibold text-brand"
          >
            View Offer<span className="sr-only">: {promo.title}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
