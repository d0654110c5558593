import type { Metadata } from "next";
import { pageMetadata } from "@/features/content/page-metadata";
import { requirePage } from "@/features/content/require-page.server";
import { WarrantyPage } from "@/features/content/warranty-page";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({
  params,
}: PageProps<"/[site]/warranty">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return pageMetadata({
    title: "Warranty",
    description: `The ${config.legal.warrantyYears}-year warranty on eligible vehicles from ${config.name}.`,
    path: "/warranty",
  });
}

export default async function WarrantyRoute({ params }: PageProps<"/[site]/warranty">) {
  const site = await getCurrentSite((await params).site);
  requirePage(site.config, "/warranty");
  return <WarrantyPage config={site.config} newVehicles={false} />;
}
