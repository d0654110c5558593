import type { Metadata } from "next";
import { getCurrentSite } from "@/features/site/current-site.server";
import { OffersList } from "@/features/stock-search/offers-list";
import { loadPromotions } from "@/features/stock-search/search-promotions.server";

type Props = PageProps<"/[site]/special-offers">;

const list = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, 10);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return {
    title: "Special Offers",
    description: `Current new and used vehicle offers at ${config.name}.`,
    alternates: { canonical: "/special-offers" },
  };
}

export default async function SpecialOffersPage({ params, searchParams }: Props) {
  const site = await getCurrentSite((await params).site);
  const query = await searchParams;
  const offers = await loadPromotions(site.config, site.scope, new Date(), "offers");
  return (
    <OffersList
      config={site.config}
      offers={offers}
      filter={{ makes: list(query.make), carTypes: list(query.car_type) }}
    />
  );
}
