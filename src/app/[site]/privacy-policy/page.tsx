import type { Metadata } from "next";
import { PrivacyPolicy } from "@/features/content/legal-pages";
import { pageMetadata } from "@/features/content/page-metadata";

import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({
  params,
}: PageProps<"/[site]/privacy-policy">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return pageMetadata({
    title: "Privacy Policy",
    description: `How ${config.name} collects, uses and protects your personal information.`,
    path: "/privacy-policy",
  });
}

export default async function PrivacyPolicyPage({ params }: PageProps<"/[site]/privacy-policy">) {
  const site = await getCurrentSite((await params).site);

  return <PrivacyPolicy config={site.config} />;
}
