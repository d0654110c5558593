import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { readCompareRefs } from "@/features/favourites/compare-address";
import { ComparePage } from "@/features/favourites/compare-page";
import { loadCompareCars } from "@/features/favourites/load-compare.server";
import { getCurrentSite } from "@/features/site/current-site.server";

type Props = PageProps<"/[site]/compare">;

/**
 * The compare page itself (a tool, the same for everyone: it shows the cars this browser keeps)
 * may be indexed; an address naming its cars (`?ids=`) is one shopper's choice, which search
 * engines are asked not to index, pointing them at the page itself.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const named = readCompareRefs((await searchParams).ids).length > 0;
  return {
    title: "Compare cars",
    alternates: { canonical: "/compare" },
    ...(named ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function Compare({ params, searchParams }: Props) {
  const site = await getCurrentSite((await params).site);
  // Sites that do not offer Compare have no compare page.
  if (!site.config.features.compare) notFound();
  const refs = readCompareRefs((await searchParams).ids);
  const cars = await loadCompareCars(site, refs);
  return <ComparePage config={site.config} cars={cars} addressNamedCars={refs.length > 0} />;
}
