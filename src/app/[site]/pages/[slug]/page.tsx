import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { resolvePagesSlug, salePagePath } from "@/domain/content/pages";
import { pageMetadata } from "@/features/content/page-metadata";
import { BUILT_IN_TITLES, BuiltInPageView, SalePageView } from "@/features/content/pages-page";
import { getCurrentSite } from "@/features/site/current-site.server";

async function resolve(params: PageProps<"/[site]/pages/[slug]">["params"]) {
  const { site: siteSlug, slug } = await params;
  const site = await getCurrentSite(siteSlug);
  const entry = resolvePagesSlug(site.config.pages, slug);
  if (entry.kind === "none") notFound();
  return { site, entry, slug };
}

export async function generateMetadata({
  params,
}: PageProps<"/[site]/pages/[slug]">): Promise<Metadata> {
  const { site, entry, slug } = await resolve(params);
  const title = entry.kind === "sale" ? entry.page.title : BUILT_IN_TITLES[entry.slug];
  return pageMetadata({
    title,
    description: `${title} at ${site.config.name}.`,
    path: entry.kind === "sale" ? salePagePath(entry.page) : `/pages/${slug}`,
  });
}

/** Dealer sale pages (pages.sale) and the built-in pages pages.enabled lists; anything else is 404. */
export default async function ContentPagesPage({ params }: PageProps<"/[site]/pages/[slug]">) {
  const { site, entry } = await resolve(params);
  return entry.kind === "sale" ? (
    <SalePageView page={entry.page} />
  ) : (
    <BuiltInPageView slug={entry.slug} config={site.config} />
  );
}
