import type { Metadata } from "next";
import { UnsubscribePage } from "@/features/saved-searches/server";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = { title: "Saved search alerts", robots: { index: false } };

export default async function Page({
  params,
  searchParams,
}: PageProps<"/[site]/saved-searches/unsubscribe">) {
  const site = await getCurrentSite((await params).site);
  return <UnsubscribePage site={site} query={await searchParams} />;
}
