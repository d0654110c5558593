import type { Metadata } from "next";
import { ServiceRoute, serviceMetadata } from "@/features/content/service-route";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({
  params,
}: PageProps<"/[site]/service">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return serviceMetadata(config.name, "/service");
}

export default async function BookServicePage({ params }: PageProps<"/[site]/service">) {
  return <ServiceRoute site={await getCurrentSite((await params).site)} />;
}
