import type { Metadata } from "next";
import { pageMetadata } from "@/features/content/page-metadata";
import { requirePage } from "@/features/content/require-page.server";
import { WarrantyPage } from "@/features/content/warranty-page";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({
  params,
}: PageProps<"/[site]/new-vehicle-warranty">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return pageMetadata({
    title: "New Vehicle Warranty",
    description: `The ${config.legal.warrantyYears}-year new vehicle warranty at ${config.name}.`,
    path: "/new-vehicle-warranty",
  });
}

export default async function NewVehicleWarrantyPage({
  params,
}: PageProps<"/[site]/new-vehicle-warranty">) {
  const site = await getCurrentSite((await params).site);
  requirePage(site.config, "/new-vehicle-warranty");
  return <WarrantyPage config={site.config} newVehicles />;
}
