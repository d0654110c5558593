import type { Metadata } from "next";
import { TermsAndConditions } from "@/features/content/legal-pages";
import { pageMetadata } from "@/features/content/page-metadata";

import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({
  params,
}: PageProps<"/[site]/terms-and-conditions">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return pageMetadata({
    title: "Terms and Conditions",
    description: `The terms of use of the ${config.name} website.`,
    path: "/terms-and-conditions",
  });
}

export default async function TermsAndConditionsPage({
  params,
}: PageProps<"/[site]/terms-and-conditions">) {
  const site = await getCurrentSite((await params).site);

  return <TermsAndConditions config={site.config} />;
}
