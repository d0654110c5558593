/**
 * /{brand}/overview of the group template. A dynamic segment at this level never takes a static
 * route (/search, /cars, /finance ... win in Next's matching), and it serves only the brand slugs
 * in the site's group.brands; any other /{x}/overview answers 404.
 */
import type { Metadata } from "next";
import { pageMetadata } from "@/features/content/page-metadata";
import { BrandOverview } from "@/features/group/brand-overview";
import { findBrand, loadBrandPlaces } from "@/features/group/load-group.server";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({
  params,
}: PageProps<"/[site]/[brand]/overview">): Promise<Metadata> {
  const { site: slug, brand: brandSlug } = await params;
  const site = await getCurrentSite(slug);
  const brand = findBrand(site, brandSlug);
  return pageMetadata({
    title: `${brand.name} Overview`,
    description: `New and used ${brand.name} vehicles, servicing and locations at ${site.config.name}.`,
    path: `/${brand.slug}/overview`,
  });
}

export default async function BrandOverviewPage({ params }: PageProps<"/[site]/[brand]/overview">) {
  const { site: slug, brand: brandSlug } = await params;
  const site = await getCurrentSite(slug);
  const brand = findBrand(site, brandSlug);
  const data = await loadBrandPlaces(site);
  return <BrandOverview config={site.config} brand={brand} {...data} now={new Date()} />;
}
