import type { Metadata } from "next";
import { FaqsPage } from "@/features/content/info-pages";
import { pageMetadata } from "@/features/content/page-metadata";
import { requirePage } from "@/features/content/require-page.server";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({ params }: PageProps<"/[site]/faqs">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return pageMetadata({
    title: "FAQs",
    description: `Answers to common questions about buying, finance, trade-ins and warranty at ${config.name}.`,
    path: "/faqs",
  });
}

export default async function FaqsRoute({ params }: PageProps<"/[site]/faqs">) {
  const site = await getCurrentSite((await params).site);
  requirePage(site.config, "/faqs");
  return <FaqsPage config={site.config} />;
}
