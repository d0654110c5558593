import type { Metadata } from "next";
import { FleetPage } from "@/features/content/info-pages";
import { pageMetadata } from "@/features/content/page-metadata";
import { requirePage } from "@/features/content/require-page.server";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({ params }: PageProps<"/[site]/fleet">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return pageMetadata({
    title: "Fleet Sales",
    description: `Fleet vehicles, pricing and servicing for businesses from ${config.name}.`,
    path: "/fleet",
  });
}

export default async function FleetRoute({ params }: PageProps<"/[site]/fleet">) {
  const site = await getCurrentSite((await params).site);
  requirePage(site.config, "/fleet");
  return <FleetPage config={site.config} />;
}
