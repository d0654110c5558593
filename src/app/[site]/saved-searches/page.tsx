import type { Metadata } from "next";
import { SavedSearchesPage } from "@/features/saved-searches/server";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = { title: "Saved searches", robots: { index: false } };

export default async function Page({ params, searchParams }: PageProps<"/[site]/saved-searches">) {
  const site = await getCurrentSite((await params).site);
  return <SavedSearchesPage site={site} query={await searchParams} />;
}
