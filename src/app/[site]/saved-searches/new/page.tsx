import type { Metadata } from "next";
import { ConfirmSavePage } from "@/features/saved-searches/server";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = { title: "Save this search", robots: { index: false } };

export default async function Page({
  params,
  searchParams,
}: PageProps<"/[site]/saved-searches/new">) {
  const site = await getCurrentSite((await params).site);
  return <ConfirmSavePage site={site} query={await searchParams} />;
}
