import type { Metadata } from "next";
import { RoadsideAssistPage } from "@/features/content/info-pages";
import { pageMetadata } from "@/features/content/page-metadata";
import { requirePage } from "@/features/content/require-page.server";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({
  params,
}: PageProps<"/[site]/roadside-assist">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return pageMetadata({
    title: "Roadside Assist",
    description: `Roadside assistance for vehicles bought and serviced at ${config.name}.`,
    path: "/roadside-assist",
  });
}

export default async function RoadsideAssistRoute({
  params,
}: PageProps<"/[site]/roadside-assist">) {
  const site = await getCurrentSite((await params).site);
  requirePage(site.config, "/roadside-assist");
  return <RoadsideAssistPage config={site.config} />;
}
