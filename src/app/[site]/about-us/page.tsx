import type { Metadata } from "next";
import { AboutUs } from "@/features/content/about-us";
import { loadAbout } from "@/features/content/load-about.server";
import { pageMetadata } from "@/features/content/page-metadata";
import { requirePage } from "@/features/content/require-page.server";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({
  params,
}: PageProps<"/[site]/about-us">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return pageMetadata({
    title: "About Us",
    description: `Who we are at ${config.name}: our dealerships, locations and what customers say.`,
    path: "/about-us",
  });
}

export default async function AboutUsPage({ params }: PageProps<"/[site]/about-us">) {
  const site = await getCurrentSite((await params).site);
  requirePage(site.config, "/about-us");
  const data = await loadAbout(site);
  return <AboutUs config={site.config} data={data} now={new Date()} />;
}
