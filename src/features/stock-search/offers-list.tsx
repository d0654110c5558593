/**
 * The offers page (/special-offers): the site's live offers as blog-style cards, narrowed by the
 * make or car type in the address (?make=Toyota&car_type=new), or the empty state 'No Results
 * Available' whose Clear Filters goes back to /special-offers.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { BlogCard } from "./blog-card";
import { EmptyState, NO_OFFERS_TEXT, NO_OFFERS_TITLE } from "./empty-state";
import type { PromoCardData } from "./search-promotions.server";

export const OFFERS_PATH = "/special-offers";

export type OffersFilter = {
  readonly makes: readonly string[];
  readonly carTypes: readonly string[];
};

const lower = (values: readonly string[]) => values.map((v) => v.trim().toLowerCase());

/** A filtered list shows the offers naming one of the makes (and types) asked for. */
export function offerMatches(offer: PromoCardData, filter: OffersFilter): boolean {
  const fits = (own: readonly string[], wanted: readonly string[]) =>
    wanted.length === 0 || lower(own).some((v) => lower(wanted).includes(v));
  return fits(offer.makes, filter.makes) && fits(offer.carTypes, filter.carTypes);
}

export function OffersList({
  config,
  offers,
  filter,
}: {
  config: SiteConfig;
  offers: readonly PromoCardData[];
  filter: OffersFilter;
}) {
  const shown = offers.filter((offer) => offerMatches(offer, filter));
  const filtered = filter.makes.length > 0 || filter.carTypes.length > 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">Special Offers</h1>
      <p className="mb-6 text-ink/80">
        Current offers from {config.name}
        {filtered ? ` for ${[...filter.carTypes, ...filter.makes].join(" ")}` : ""}.
      </p>
      {shown.length === 0 ? (
        <EmptyState
          title={NO_OFFERS_TITLE}
          text={NO_OFFERS_TEXT}
          action={{ label: "Clear Filters", href: OFFERS_PATH }}
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((offer) => (
            <li key={offer.key}>
              <BlogCard post={offer} level={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
